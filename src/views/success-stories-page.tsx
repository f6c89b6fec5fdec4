import type { CaseStudy } from "../schemas";
import type { SuccessStoriesPageCopy } from "../schemas/pages/success-stories";
import { paths } from "../lib/urls";
import { CaseStudyCard } from "../components/sections/case-study-card";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { StoryAccordion } from "../components/sections/story-accordion";
import { Section } from "../components/ui/section";

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
