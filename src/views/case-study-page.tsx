import type { ReactNode } from "react";
import type { CaseStudy, Testimonial } from "../schemas/index.ts";
import type { SuccessStoriesPageCopy } from "../schemas/pages/success-stories.ts";
import { storyResults } from "../lib/proof/proof.ts";
import { paths, sitePaths } from "../lib/navigation/urls.ts";
import { StatTile } from "../components/sections/stat-tile.tsx";
import { TechList } from "../components/sections/tech-list.tsx";
import { ArrowLink } from "../components/ui/arrow-link.tsx";
import { BackLink } from "../components/ui/back-link.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Container } from "../components/ui/container.tsx";
import { EntityVisual } from "../components/ui/entity-visual.tsx";
import { GridList } from "../components/ui/grid-list.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { Tile } from "../components/ui/tile.tsx";

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

type Neighbor = Pick<CaseStudy, "id" | "title">;

type CaseStudyPageProps = {
  /** The words every case study shares (Success stories pages in the admin). */
  copy: SuccessStoriesPageCopy["casePage"];
  story: CaseStudy;
  /** The client's quote about this work, from the testimonials, if one names it. */
  quote?: Pick<Testimonial, "quote" | "name" | "title" | "company"> | undefined;
  /** The stories before and after this one in the list, wrapping around. */
  previous?: Neighbor | undefined;
  next?: Neighbor | undefined;
};

/**
 * A case study: its results as big numbers first, then the challenge, the solution and the client's words;
 * beside them the engagement's facts, related services and the call to action; then the next case.
 */
export function CaseStudyPage({ copy, story, quote, previous, next }: CaseStudyPageProps) {
  const { cta, engagement } = story;
  const results = storyResults(story);
  const facts = [
    [copy.facts.industry, story.industry],
    [copy.facts.work, story.category],
    [copy.facts.duration, engagement.duration],
    [copy.facts.team, engagement.team],
    [copy.facts.scale, engagement.scale],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  // A photograph of the work leads the story; the drawn stand-in, which says nothing new, closes it.
  const visual = (
    <EntityVisual
      name={story.title}
      alt={story.imageAlt}
      picture={story.picture}
      sizes="(min-width: 1280px) 840px, (min-width: 1024px) 60vw, 100vw"
      priority="high when near"
      className="rounded-xl"
      icon={{ name: story.icon, size: 16 }}
    />
  );
  return (
    <article>
      <div className="hero-backdrop border-b border-line">
        <Container className="py-10 md:py-14">
          <BackLink href={sitePaths.successStories}>{copy.back}</BackLink>
          <div className="mt-6 flex flex-wrap gap-2">
            <Badge>{story.category}</Badge>
            <Badge tone="surface">{story.industry}</Badge>
          </div>
          <PageTitle className="mt-4 max-w-4xl">{story.title}</PageTitle>
          {results.length > 0 && (
            <section aria-labelledby="results" className="mt-10">
              <h2 id="results" className="mb-4 text-lg font-semibold">
                {copy.resultsTitle}
              </h2>
              <GridList
                items={results}
                getKey={(result) => result.description}
                columns={{ sm: 2, lg: 3 }}
                className="gap-4"
              >
                {(result) => <StatTile {...result} />}
              </GridList>
            </section>
          )}
        </Container>
      </div>

      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-12">
          {story.picture && visual}
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
          {quote && (
            <section aria-labelledby="quote-title">
              <h2 id="quote-title" className="sr-only">
                {copy.quoteTitle}
              </h2>
              <Tile as="figure" padding="lg" radius="lg" className="bg-tint">
                <Icon name="quote" className="mb-4 size-8 text-link" />
                <blockquote className="text-xl font-medium text-pretty md:text-2xl">
                  <p>“{quote.quote}”</p>
                </blockquote>
                <figcaption className="mt-5 text-muted">
                  <span className="font-semibold text-ink">{quote.name}</span>, {quote.title}, {quote.company}
                </figcaption>
              </Tile>
            </section>
          )}
          {!story.picture && visual}
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          {facts.length > 0 && (
            <Tile as="section" aria-labelledby="facts-title">
              <h2 id="facts-title" className="text-lg font-semibold">
                {copy.factsTitle}
              </h2>
              <dl className="mt-3 flex flex-col gap-3 text-sm">
                {facts.map(([term, value]) => (
                  <div key={term}>
                    <dt className="font-semibold">{term}</dt>
                    <dd className="text-muted">{value}</dd>
                  </div>
                ))}
              </dl>
            </Tile>
          )}
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
          <section aria-labelledby="cta-title" className="rounded-lg border border-band-line bg-band p-6 text-on-band">
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

      {(previous ?? next) && (
        <nav aria-label={copy.otherCases} className="border-t border-line">
          <Container className="grid gap-4 py-10 sm:grid-cols-2">
            {previous && (
              <Tile as="a" href={paths.caseStudy(previous.id)} interactive className="flex flex-col gap-1">
                <span className="text-sm text-muted">{copy.previous}</span>
                <span className="font-semibold">{previous.title}</span>
              </Tile>
            )}
            {next && (
              <Tile as="a" href={paths.caseStudy(next.id)} interactive className="flex flex-col gap-1 sm:text-right">
                <span className="text-sm text-muted">{copy.next}</span>
                <span className="font-semibold">{next.title}</span>
              </Tile>
            )}
          </Container>
        </nav>
      )}
    </article>
  );
}
