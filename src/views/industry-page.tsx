import { fillBlanks, withArticle } from "../lib/text/grammar.ts";
import type { IndustriesPageCopy } from "../schemas/pages/industries.ts";
import type { Industry } from "../schemas/index.ts";
import type { Insight } from "../lib/content/insights.ts";
import type { Proof } from "../lib/proof/proof.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FeatureCard } from "../components/sections/feature-card.tsx";
import { InsightCard } from "../components/sections/insight-card.tsx";
import { HeaderVisual, PageHeader } from "../components/sections/page-header.tsx";
import { QuoteBlock } from "../components/sections/quote-block.tsx";
import { StatTile } from "../components/sections/stat-tile.tsx";
import { BackLink } from "../components/ui/back-link.tsx";
import { Container } from "../components/ui/container.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { paths, sitePaths } from "../lib/navigation/urls.ts";

/** An industry's page; without a record (an unknown id) it says so instead of rendering an empty shell. */
type IndustryPageProps = {
  /** The words every industry page shares (Industry pages in the admin). */
  copy: IndustriesPageCopy["industryPage"];
  industry: Industry | undefined;
  /** Its Key Results: its case studies' results, named and linked, then its own (lib/proof.ts). */
  results?: readonly Proof[];
  /** The industry's further reading, resolved from its cross-links. */
  insights?: readonly Insight[];
};

export function IndustryPage({ copy, industry, results = [], insights = [] }: IndustryPageProps) {
  if (!industry) {
    return (
      <Container className="py-20 md:py-28">
        <BackLink href={sitePaths.industries}>{copy.back}</BackLink>
        <PageTitle className="mt-6">{copy.notFound}</PageTitle>
      </Container>
    );
  }
  const [quote] = industry.testimonial;
  const fill = (sentence: string) => fillBlanks(sentence, { industry: industry.name });

  return (
    <>
      <PageHeader
        before={<BackLink href={sitePaths.industries}>{copy.back}</BackLink>}
        eyebrow={industry.name}
        title={industry.heroTitle}
        lead={<p>{industry.introParagraph}</p>}
        aside={
          <HeaderVisual
            name={industry.name}
            alt={industry.imageAlt}
            picture={industry.picture}
            icon={{ name: industry.icon, size: 20 }}
          />
        }
      />

      <Section id="solutions" header={{ title: copy.solutionsTitle }}>
        <GridList
          items={industry.solutions}
          getKey={(solution) => solution.title}
          columns={{ sm: 2, lg: 3 }}
          className="gap-6"
        >
          {(solution) => <FeatureCard {...solution} />}
        </GridList>
      </Section>

      {results.length > 0 && (
        <Section id="results" tone="tint" header={{ title: copy.resultsTitle }}>
          <GridList
            items={results}
            getKey={(result) => result.description}
            columns={{ sm: 2, lg: 3 }}
            className="gap-6"
          >
            {(result) => <StatTile {...result} />}
          </GridList>
        </Section>
      )}

      {insights.length > 0 && (
        <Section id="insights" header={{ title: copy.insightsTitle }}>
          <GridList of="cards" items={insights} getKey={(item) => item.href} columns={{ md: 2 }} className="gap-6">
            {(item) => (
              <InsightCard
                title={item.title}
                summary={item.summary}
                href={item.href}
                kind={item.type === "blog" ? copy.articleKind : copy.caseKind}
                linkLabel={item.type === "blog" ? copy.articleLink : copy.caseLink}
              />
            )}
          </GridList>
        </Section>
      )}

      {quote && (
        <Section id="testimonial" tone="tint" aria-label={`What ${withArticle(industry.name)} client says`}>
          <QuoteBlock {...quote} />
        </Section>
      )}

      <CtaBand
        id="industry-cta-title"
        title={fill(copy.ctaTitle)}
        lead={fill(copy.ctaLead)}
        action={{ label: fill(copy.ctaAction), href: paths.industryContact(industry.name) }}
      />
    </>
  );
}
