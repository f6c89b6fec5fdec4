import type { CaseStudy } from "../../schemas/index.ts";
import { storyResults } from "../../lib/proof/proof.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Icon } from "../ui/icon.tsx";
import { Eyebrow } from "../ui/eyebrow.tsx";
import { Tile } from "../ui/tile.tsx";
import { CheckList } from "../ui/check-list.tsx";

type Story = Pick<CaseStudy, "id" | "title" | "category" | "challenge" | "solution" | "results">;

/**
 * The phone layout of the success stories: every story's full text in the HTML, one open at a time and the
 * open one closable again; each closed row shows its headline result. Native exclusive disclosure (`<details name>`) does all of it, from the keyboard
 * and for screen readers, with no JavaScript.
 */
type StoryAccordionProps = {
  stories: Story[];
  linkLabel: string;
  labels: { challenge: string; solution: string; results: string };
};

export function StoryAccordion({ stories, linkLabel, labels }: StoryAccordionProps) {
  return (
    <div className="flex flex-col gap-3">
      {stories.map((story) => {
        const [headline] = storyResults(story);
        return (
          <Tile as="details" key={story.id} name="success-stories" padding="none" className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-4 [&::-webkit-details-marker]:hidden">
              <h3 className="flex flex-col gap-1">
                <Eyebrow as="span" size="xs">
                  {story.category}
                </Eyebrow>
                <span className="font-semibold">{story.title}</span>
                {headline && (
                  <span className="text-sm font-normal text-muted">
                    <Icon name="chart-line" className="mr-1.5 inline-block size-4 align-[-0.2em] text-link" />
                    {headline.metric && <strong className="font-bold text-link">{headline.metric} </strong>}
                    {headline.description}
                  </span>
                )}
              </h3>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="border-t border-line px-4 pt-4 pb-5 text-sm">
              <h4 className="font-semibold">{labels.challenge}</h4>
              <p className="mt-1 text-muted">{story.challenge}</p>
              <h4 className="mt-4 font-semibold">{labels.solution}</h4>
              <p className="mt-1 text-muted">{story.solution}</p>
              {story.results.length > 0 && (
                <>
                  <h4 className="mt-4 font-semibold">{labels.results}</h4>
                  <CheckList items={story.results} mark="result" className="mt-2" />
                </>
              )}
              <ArrowLink href={paths.caseStudy(story.id)} srContext={`: ${story.title}`} className="mt-3">
                {linkLabel}
              </ArrowLink>
            </div>
          </Tile>
        );
      })}
    </div>
  );
}
