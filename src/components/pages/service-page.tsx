import { servicePageCopy as copy } from "../../config/pages";
import { site } from "../../config/site";
import type { Service } from "../../lib/content-schemas";
import { serviceContactHref } from "../../lib/industries";
import { CtaBand } from "../sections/cta-band";
import { FeatureCard } from "../sections/feature-card";
import { InsightCard } from "../sections/insight-card";
import { NumberedSteps } from "../sections/numbered-steps";
import { PageHeader } from "../sections/page-header";
import { BackLink } from "../ui/back-link";
import { EntityVisual } from "../ui/entity-visual";
import { Section } from "../ui/section";

export function ServicePage({ service }: { service: Service }) {
  const { cta } = service;
  return (
    <>
      <PageHeader
        before={<BackLink href="/services">{copy.backLabel}</BackLink>}
        title={service.title}
        lead={
          <>
            <p className="font-semibold text-ink">{service.subtitle}</p>
            <p className="mt-4 text-lg">{service.introParagraph}</p>
          </>
        }
        aside={
          <EntityVisual name={service.title} alt={service.bannerImageAlt} className="rounded-xl shadow-lg">
            <span className="text-7xl">{service.emoji}</span>
          </EntityVisual>
        }
      />

      <Section id="offer" header={{ title: copy.offerTitle }}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.whatWeOffer.map((offer) => (
            <li key={offer.title}>
              <FeatureCard {...offer} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="approach" tone="tint" header={{ title: copy.approachTitle }}>
        <NumberedSteps steps={service.ourApproach} />
      </Section>

      <Section id="why-us" header={{ title: copy.whyTitle(site.name) }}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.whyChooseUs.map((reason) => (
            <li key={reason.title}>
              <FeatureCard {...reason} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="case-studies" tone="tint" header={{ title: copy.casesTitle }}>
        <ul className="grid gap-6 md:grid-cols-2">
          {service.caseStudies.map((item) => (
            <li key={item.link}>
              <InsightCard title={item.title} summary={item.summary} href={item.link} linkLabel={copy.readMore} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="service-cta-title"
        title={cta.title}
        lead={cta.description}
        action={{ label: cta.primaryText, href: serviceContactHref(service.slug) }}
        secondary={
          cta.secondaryText && cta.secondaryLink ? { label: cta.secondaryText, href: cta.secondaryLink } : undefined
        }
      />
    </>
  );
}
