import type { Industry } from "../../schemas/index.ts";
import { solutionPreview } from "../../lib/content/industries.ts";
import { truncate } from "../../lib/text/truncate.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { IconTile } from "../ui/icon.tsx";
import { CheckList } from "../ui/check-list.tsx";

/**
 * The spec's two industry cards: `compact` on the home page (the name and the intro cut to 100 characters, four
 * to a row), `detailed` on the industries page (its icon, 120 characters and up to three solutions, then "And
 * more...").
 */
const variants = {
  compact: { introLength: 100, titleSize: "sm", introClass: "text-sm", linkContext: "" },
  detailed: { introLength: 120, titleSize: "md", introClass: undefined, linkContext: " solutions" },
} as const;

type IndustryCardProps = {
  industry: Pick<Industry, "id" | "name" | "icon" | "introParagraph" | "solutions">;
  variant: keyof typeof variants;
  /** The link under the card, and the line after its first solutions (Industry pages in the admin). */
  labels: { link: string; moreSolutions: string };
};

export function IndustryCard({ industry, variant, labels }: IndustryCardProps) {
  const look = variants[variant];
  const preview = solutionPreview(industry.solutions);
  return (
    <Card className={variant === "compact" ? "compact chip" : undefined}>
      {/* The icon inside the heading puts the two on one line; having no content, it adds nothing to its name. */}
      <CardTitle size={look.titleSize}>
        {variant === "detailed" && <IconTile name={industry.icon} />}
        {industry.name}
      </CardTitle>
      <p className={look.introClass}>{truncate(industry.introParagraph, look.introLength)}</p>
      {variant === "detailed" && (
        <CheckList
          items={preview.titles}
          spacing="tight"
          className="mt-1 text-sm"
          aria-label={`${industry.name} solutions`}
        >
          {preview.hasMore && <li className="more">{labels.moreSolutions}</li>}
        </CheckList>
      )}
      <ArrowLink inCard href={paths.industry(industry.id)} srContext={` ${industry.name}${look.linkContext}`}>
        {labels.link}
      </ArrowLink>
    </Card>
  );
}
