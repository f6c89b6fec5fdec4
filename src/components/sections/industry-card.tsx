import type { Industry } from "../../schemas/index.ts";
import { solutionPreview } from "../../lib/content/industries.ts";
import { truncate } from "../../lib/text/truncate.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { IconTile } from "../ui/icon.tsx";
import { LinkCard } from "../ui/link-card.tsx";
import { CheckList } from "../ui/check-list.tsx";

/** The spec's intro lengths: 100 characters on the home page's cards, 120 on the industries page's. */
const introLength = { compact: 100, detailed: 120 } as const;

type IndustryCardProps = {
  industry: Pick<Industry, "id" | "name" | "icon" | "introParagraph" | "solutions">;
  /**
   * `compact` on the home page: one link, the name and the intro, four to a row; `detailed` on the industries
   * page: its icon, the intro and up to three solutions, then "And more...".
   */
  variant: keyof typeof introLength;
  /** The link under the card, and the line after its first solutions (Industry pages in the admin). */
  labels: { link: string; moreSolutions: string };
};

export function IndustryCard({ industry, variant, labels }: IndustryCardProps) {
  const intro = truncate(industry.introParagraph, introLength[variant]);
  const href = paths.industry(industry.id);
  if (variant === "compact")
    return (
      <LinkCard href={href} cue={labels.link} className="compact chip">
        <h3 className="small">{industry.name}</h3>
        <p className="text-sm">{intro}</p>
      </LinkCard>
    );
  const preview = solutionPreview(industry.solutions);
  return (
    <Card>
      {/* The icon inside the heading puts the two on one line; having no content, it adds nothing to its name. */}
      <CardTitle>
        <IconTile name={industry.icon} />
        {industry.name}
      </CardTitle>
      <p>{intro}</p>
      <CheckList
        items={preview.titles}
        spacing="tight"
        className="mt-1 text-sm"
        aria-label={`${industry.name} solutions`}
      >
        {preview.hasMore && <li className="more">{labels.moreSolutions}</li>}
      </CheckList>
      <ArrowLink inCard href={href} srContext={` ${industry.name} solutions`}>
        {labels.link}
      </ArrowLink>
    </Card>
  );
}
