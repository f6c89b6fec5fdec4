import type { CaseStudy } from "../schemas/index.ts";
import type { SuccessStoriesPageCopy } from "../schemas/pages/success-stories.ts";
import { paths } from "../lib/navigation/urls.ts";
import { CaseStudyCard } from "../components/sections/case-study-card.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { StoryAccordion } from "../components/sections/story-accordion.tsx";
import { Section } from "../components/ui/section.tsx";

/** Cards from the medium breakpoint up; below it, the same stories in full as an accordion. */
export function SuccessStoriesPage({ copy, stories }: { copy: SuccessStoriesPageCopy; stories: CaseStudy[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="stories" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <ul className="hidden gap-6 md:grid md:grid-cols-2 lg:grid-cols-3" data-testid="story-cards">
          {stories.map((story, index) => (
            <li key={story.id}>
              <CaseStudyCard
                story={story}
                href={paths.caseStudy(story.id)}
                linkLabel={copy.readLink}
                labels={copy.storyLabels}
                priority={index === 0 && "high when near"}
              />
            </li>
          ))}
        </ul>
        <div className="md:hidden" data-testid="story-accordion">
          <StoryAccordion stories={stories} linkLabel={copy.readLink} labels={copy.storyLabels} />
        </div>
      </Section>
      <CtaBand id="stories-cta-title" {...copy.cta} />
    </>
  );
}
