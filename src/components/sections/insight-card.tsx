import { Badge } from "../ui/badge.tsx";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Card, CardTitle } from "../ui/card.tsx";

type InsightCardProps = {
  title: string;
  summary: string;
  href: string;
  /** Shown as a badge above the title, e.g. "Case study". */
  kind?: string;
  linkLabel: string;
};

/** A pointer to further reading: a blog article or a case study. */
export function InsightCard({ title, summary, href, kind, linkLabel }: InsightCardProps) {
  return (
    <Card>
      {kind && <Badge className="self-start">{kind}</Badge>}
      <CardTitle size="sm">{title}</CardTitle>
      <p>{summary}</p>
      <ArrowLink inCard href={href} srContext={`: ${title}`}>
        {linkLabel}
      </ArrowLink>
    </Card>
  );
}
