import { site } from "../config/site.ts";
import type { Service } from "../schemas/index.ts";
import { fillBlanks } from "../lib/text/grammar.ts";
import { drawingAlt } from "../lib/pictures/visual.ts";
import type { ServicesPageCopy } from "../schemas/pages/services.ts";
import type { Insight } from "../lib/content/insights.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { FeatureCard } from "../components/sections/feature-card.tsx";
import { InsightCard } from "../components/sections/insight-card.tsx";
import { NumberedSteps } from "../components/sections/numbered-steps.tsx";
import { HeaderVisual, PageHeader } from "../components/sections/page-header.tsx";
import { BackLink } from "../components/ui/back-link.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";
import { paths, sitePaths } from "../lib/navigation/urls.ts";

type ServicePageProps = {
  /** The words every service page shares (Services pages in the admin). */
  copy: ServicesPageCopy["servicePage"];
  service: Service;
  /** The service's two case-study links, resolved to their entries. */
  insights: readonly Insight[];
};

export function ServicePage({ copy, service, insights }: ServicePageProps) {
  const { cta } = service;
  return (
    <>
      <PageHeader
        before={<BackLink href={sitePaths.services}>{copy.back}</BackLink>}
        title={service.title}
        lead={
          <>
            <p className="font-semibold text-ink">{service.subtitle}</p>
            <p className="mt-4 text-lg">{service.introParagraph}</p>
          </>
        }
        aside={
          <HeaderVisual
            name={service.title}
            alt={drawingAlt(service.title, service.icon)}
            picture={service.picture}
            icon={{ name: service.icon, size: 20 }}
          />
        }
      />

      <Section id="offer" header={{ title: copy.offerTitle }}>
        <GridList
          items={service.whatWeOffer}
          getKey={(offer) => offer.title}
          columns={{ sm: 2, lg: 3 }}
          className="gap-6"
        >
          {(offer) => <FeatureCard {...offer} />}
        </GridList>
      </Section>

      <Section id="approach" tone="tint" header={{ title: copy.approachTitle }}>
        <NumberedSteps steps={service.ourApproach} />
      </Section>

      <Section id="why-us" header={{ title: fillBlanks(copy.whyTitle, { company: site.name }) }}>
        <GridList
          items={service.whyChooseUs}
          getKey={(reason) => reason.title}
          columns={{ sm: 2, lg: 3 }}
          className="gap-6"
        >
          {(reason) => <FeatureCard {...reason} />}
        </GridList>
      </Section>

      <Section id="case-studies" tone="tint" header={{ title: copy.readingTitle }}>
        <GridList of="cards" items={insights} getKey={(item) => item.href} columns={{ md: 2 }} className="gap-6">
          {(item) => (
            <InsightCard title={item.title} summary={item.summary} href={item.href} linkLabel={copy.readingLink} />
          )}
        </GridList>
      </Section>

      <CtaBand
        id="service-cta-title"
        title={cta.title}
        lead={cta.description}
        action={{ label: cta.primaryText, href: paths.serviceContact(service.id) }}
        secondary={{ label: cta.secondaryText, href: cta.secondaryLink }}
      />
    </>
  );
}
