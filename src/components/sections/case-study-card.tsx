import type { CaseStudy } from "../../lib/content-schemas";
import { truncate } from "../../lib/truncate";
import { ArrowLink } from "../ui/arrow-link";
import { Badge } from "../ui/badge";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { EntityVisual } from "../ui/entity-visual";
import { Icon } from "../ui/icon";

type CaseStudyCardProps = {
  story: Pick<CaseStudy, "title" | "industry" | "category" | "icon" | "imageAlt" | "challenge" | "results">;
  href: string;
  linkLabel: string;
};

/** A success story summarised by its challenge and headline result. */
export function CaseStudyCard({ story, href, linkLabel }: CaseStudyCardProps) {
  return (
    <Card>
      <EntityVisual name={story.title} alt={story.imageAlt}>
        <Icon name={story.icon} className="size-12" strokeWidth={1.5} />
      </EntityVisual>
      <CardBody>
        <div className="flex flex-wrap gap-2">
          <Badge>{story.industry}</Badge>
          <Badge className="bg-tint">{story.category}</Badge>
        </div>
        <CardTitle>{story.title}</CardTitle>
        <p className="text-sm text-muted">{truncate(story.challenge, 100)}</p>
        <p className="mt-auto border-l-4 border-accent pl-3 font-semibold">{story.results[0]}</p>
      </CardBody>
      <CardFooter>
        <ArrowLink href={href} srContext={`: ${story.title}`}>
          {linkLabel}
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
