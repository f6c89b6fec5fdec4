import type { ReactNode } from "react";
import { caseStudyPageCopy as copy } from "../../config/pages";
import type { CaseStudy } from "../../lib/content-schemas";
import { TechList } from "../sections/tech-list";
import { BackLink } from "../ui/back-link";
import { Badge } from "../ui/badge";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { EntityVisual } from "../ui/entity-visual";
import { Icon } from "../ui/icon";
import { ArrowLink } from "../ui/arrow-link";
import { Tile } from "../ui/tile";
import { PageTitle } from "../ui/page-title";
import { CheckList } from "../ui/check-list";
import { sitePaths } from "../../lib/urls";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CaseStudyPage({ story }: { story: CaseStudy }) {
  const { cta } = story;
  return (
    <article>
      <div className="hero-backdrop border-b border-line">
        <Container className="py-10 md:py-14">
          <BackLink href={sitePaths.successStories}>{copy.backLabel}</BackLink>
          <div className="mt-6 flex flex-wrap gap-2">
            <Badge>{story.category}</Badge>
            <Badge tone="surface">{story.industry}</Badge>
          </div>
          <PageTitle className="mt-4 max-w-4xl">{story.title}</PageTitle>
        </Container>
      </div>

      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-12">
          <EntityVisual name={story.title} alt={story.imageAlt} className="rounded-xl">
            <Icon name={story.icon} className="size-16 stroke-[1.25]" />
          </EntityVisual>
          <Block id="challenge" title={copy.challengeTitle}>
            <p className="text-lg text-pretty">{story.challenge}</p>
          </Block>
          <Block id="solution" title={copy.solutionTitle}>
            <p className="text-lg text-pretty">{story.solution}</p>
            {story.technologiesUsed.length > 0 && (
              <>
                <h3 className="mt-2 text-lg font-semibold">{copy.technologiesTitle}</h3>
                <TechList technologies={story.technologiesUsed} label={copy.technologiesTitle} />
              </>
            )}
          </Block>
          {story.results.length > 0 && (
            <Block id="results" title={copy.resultsTitle}>
              <CheckList items={story.results} mark="result" spacing="loose" className="text-lg" />
            </Block>
          )}
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          {story.internalLinks.length > 0 && (
            <Tile as="nav" aria-labelledby="related-title">
              <h2 id="related-title" className="text-lg font-semibold">
                {copy.relatedTitle}
              </h2>
              <ul className="mt-2 flex flex-col">
                {story.internalLinks.map((link) => (
                  <li key={link.url}>
                    <ArrowLink href={link.url}>{link.text}</ArrowLink>
                  </li>
                ))}
              </ul>
            </Tile>
          )}
          <section aria-labelledby="cta-title" className="rounded-lg bg-accent p-6 text-on-accent">
            <h2 id="cta-title" className="text-xl font-bold">
              {cta.title}
            </h2>
            <p className="mt-2 opacity-95">{cta.description}</p>
            <ButtonLink href={cta.link} variant="inverse" className="mt-5 w-full">
              {cta.buttonText}
            </ButtonLink>
          </section>
        </aside>
      </Container>
    </article>
  );
}
