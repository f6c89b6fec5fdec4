import type { Industry } from "../../schemas";
import { solutionPreview } from "../../lib/industries";
import { truncate } from "../../lib/truncate";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { IconTile } from "../ui/icon";
import { CheckList } from "../ui/check-list";

/**
 * The spec's two industry cards: `compact` on the home page (intro cut to 100 characters),
 * `detailed` on the industries page (120 characters and up to three solutions, then "And more...").
 */
const variants = {
  compact: { introLength: 100, titleSize: "sm", introClass: "text-sm text-muted", linkContext: "" },
  detailed: { introLength: 120, titleSize: "md", introClass: "text-muted", linkContext: " solutions" },
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
    <Card className={variant === "compact" ? "card-phone-compact card-phone-chip" : undefined}>
      <CardBody>
        <div className="card-heading flex items-center gap-3">
          <IconTile name={industry.icon} />
          <CardTitle size={look.titleSize}>{industry.name}</CardTitle>
        </div>
        <p className={look.introClass}>{truncate(industry.introParagraph, look.introLength)}</p>
        {variant === "detailed" && (
          <CheckList
            items={preview.titles}
            spacing="tight"
            className="mt-1 text-sm"
            aria-label={`${industry.name} solutions`}
          >
            {preview.hasMore && <li className="pl-6 text-muted">{labels.moreSolutions}</li>}
          </CheckList>
        )}
      </CardBody>
      <CardFooter>
        <ArrowLink href={paths.industry(industry.id)} srContext={` ${industry.name}${look.linkContext}`}>
          {labels.link}
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
