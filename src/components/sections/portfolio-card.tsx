import type { PortfolioItem } from "../../schemas/index.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Badge } from "../ui/badge.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { EntityVisual } from "../ui/entity-visual.tsx";
import type { Priority } from "../ui/responsive-picture.tsx";
import { TechList } from "./tech-list.tsx";

type PortfolioCardProps = {
  item: PortfolioItem;
  linkLabel: string;
  /** The first card of the list, in the first screen: its picture loads at once (see ResponsivePicture). */
  priority?: Priority;
};

export function PortfolioCard({ item, linkLabel, priority = false }: PortfolioCardProps) {
  return (
    <Card>
      <EntityVisual name={item.title} alt={item.imageAlt} picture={item.picture} priority={priority}>
        <span className="text-4xl font-extrabold tracking-tight">0{item.id}</span>
      </EntityVisual>
      <div className="flex flex-wrap gap-2">
        <Badge>{item.category}</Badge>
        <Badge tone="muted">{item.industry}</Badge>
      </div>
      <CardTitle>{item.title}</CardTitle>
      <TechList label={`Technologies used in ${item.title}`} technologies={item.technologies} />
      <p className="pinned border-l-4 border-accent pl-3 font-medium">{item.outcome}</p>
      <ArrowLink inCard href={paths.portfolioItem(item.id)} srContext={`: ${item.title}`}>
        {linkLabel}
      </ArrowLink>
    </Card>
  );
}
