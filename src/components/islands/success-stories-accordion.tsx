import { Icon } from "../ui/icon";
import * as Accordion from "@radix-ui/react-accordion";
import type { CaseStudy } from "../../lib/content-schemas";
import { ResultList } from "../sections/result-list";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";

type Story = Pick<CaseStudy, "slug" | "title" | "category" | "challenge" | "solution" | "results">;

/**
 * The phone layout of the success stories: one story open at a time, and the
 * open one can be closed again. Hydrated only on narrow screens.
 */
export function SuccessStoriesAccordion({ stories }: { stories: Story[] }) {
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
      {stories.map((story) => (
        <Accordion.Item
          key={story.slug}
          value={story.slug}
          className="overflow-hidden rounded-lg border border-line bg-surface"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-3 p-4 text-left">
                <span className="flex flex-col gap-1">
                  <span className="text-xs font-semibold tracking-wider text-link uppercase">{story.category}</span>
                  <span className="font-semibold">{story.title}</span>
                </span>
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="border-t border-line px-4 pt-4 pb-5 text-sm">
            <h4 className="font-semibold">The challenge</h4>
            <p className="mt-1 text-muted">{story.challenge}</p>
            <h4 className="mt-4 font-semibold">Our solution</h4>
            <p className="mt-1 text-muted">{story.solution}</p>
            {story.results.length > 0 && (
              <>
                <h4 className="mt-4 font-semibold">Key results</h4>
                <ResultList results={story.results} className="mt-2" compact />
              </>
            )}
            <ArrowLink href={paths.caseStudy(story.slug)} srContext={`: ${story.title}`} className="mt-3">
              Read the Full Case Study
            </ArrowLink>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
