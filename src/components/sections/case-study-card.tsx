import type { CaseStudy } from "../../schemas/index.ts";
import { truncate } from "../../lib/text/truncate.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Badge } from "../ui/badge.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { EntityVisual } from "../ui/entity-visual.tsx";
import type { Priority } from "../ui/responsive-picture.tsx";

/** The spec's card excerpts: 100 characters of the challenge, 120 of the solution. */
const CHALLENGE_LENGTH = 100;
const SOLUTION_LENGTH = 120;

type CaseStudyCardProps = {
  story: Pick<
    CaseStudy,
    "title" | "industry" | "category" | "icon" | "imageAlt" | "picture" | "challenge" | "solution" | "results"
  >;
  href: string;
  linkLabel: string;
  /**
   * The headings of the challenge and the solution: the success stories list shows both under them; the home
   * page, without them, shows the challenge alone and the headline result.
   */
  labels?: { challenge: string; solution: string } | undefined;
  /** The first card of a list page, in the first screen: its picture loads at once (see ResponsivePicture). */
  priority?: Priority;
};

export function CaseStudyCard({ story, href, linkLabel, labels, priority = false }: CaseStudyCardProps) {
  const headline = story.results[0];
  return (
    <Card>
      <EntityVisual
        name={story.title}
        alt={story.imageAlt}
        picture={story.picture}
        priority={priority}
        icon={{ name: story.icon }}
      />
      <div className="flex flex-wrap gap-2">
        <Badge>{story.category}</Badge> <Badge tone="muted">{story.industry}</Badge>
      </div>
      <CardTitle>{story.title}</CardTitle>
      {labels ? (
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="font-semibold">{labels.challenge}</dt>
            <dd className="text-muted">{truncate(story.challenge, CHALLENGE_LENGTH)}</dd>
          </div>
          <div>
            <dt className="font-semibold">{labels.solution}</dt>
            <dd className="text-muted">{truncate(story.solution, SOLUTION_LENGTH)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm">{truncate(story.challenge, CHALLENGE_LENGTH)}</p>
      )}
      {headline && <p className="pinned border-l-4 border-accent pl-3 font-semibold">{headline}</p>}
      <ArrowLink inCard href={href} srContext={`: ${story.title}`}>
        {linkLabel}
      </ArrowLink>
    </Card>
  );
}
