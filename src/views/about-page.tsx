import type { Leader } from "../schemas/index.ts";
import type { AboutPage as AboutPageCopy } from "../schemas/pages/about.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { LeaderCard } from "../components/sections/leader-card.tsx";
import { NumberedSteps } from "../components/sections/numbered-steps.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { FeatureGrid } from "../components/sections/feature-card.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";

export function AboutPage({ copy, leaders }: { copy: AboutPageCopy; leaders: Leader[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>} />

      <Section id="story">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="max-w-prose">
            <h2 id="story-title" className="text-3xl font-bold tracking-tight">
              {copy.story.title}
            </h2>
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-pretty">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="flex flex-col gap-6">
            {[copy.mission, copy.vision].map((block) => (
              <section
                key={block.title}
                aria-label={block.title}
                className="rounded-lg border-l-4 border-accent bg-tint p-6"
              >
                <h2 className="text-xl font-semibold">{block.title}</h2>
                <p className="mt-2 text-pretty">{block.text}</p>
              </section>
            ))}
          </div>
        </div>
      </Section>

      <Section id="values" tone="tint" header={{ title: copy.values.title }}>
        <FeatureGrid features={copy.values.tiles} />
      </Section>

      <Section id="leadership" header={copy.leaders}>
        <GridList of="cards" items={leaders} getKey={(leader) => leader.name} columns={{ md: 3 }} className="gap-6">
          {(leader) => <LeaderCard leader={leader} />}
        </GridList>
      </Section>

      <Section id="approach" tone="tint" header={{ title: copy.approach.title }}>
        <NumberedSteps steps={copy.approach.steps} />
      </Section>

      <CtaBand id="about-cta-title" {...copy.cta} />
    </>
  );
}
