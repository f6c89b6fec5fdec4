import { portfolioItemPageCopy as copy, portfolioPageCopy } from "../../config/pages";
import type { PortfolioItem, Service } from "../../lib/content-schemas";
import { paths, sitePaths } from "../../lib/urls";
import { CtaBand } from "../sections/cta-band";
import { PageHeader } from "../sections/page-header";
import { TechList } from "../sections/tech-list";
import { ArrowLink } from "../ui/arrow-link";
import { BackLink } from "../ui/back-link";
import { Badge } from "../ui/badge";
import { EntityVisual } from "../ui/entity-visual";
import { Section } from "../ui/section";
import { Tile } from "../ui/tile";

type PortfolioItemPageProps = { item: PortfolioItem; services: Pick<Service, "id" | "title" | "description">[] };

export function PortfolioItemPage({ item, services }: PortfolioItemPageProps) {
  return (
    <>
      <PageHeader
        before={<BackLink href={sitePaths.portfolio}>{copy.backLabel}</BackLink>}
        title={item.title}
        lead={<p>{item.description}</p>}
        aside={
          <EntityVisual name={item.title} alt={item.imageAlt} className="rounded-xl shadow-lg">
            <span className="text-6xl font-extrabold tracking-tight">0{item.id}</span>
          </EntityVisual>
        }
      >
        <div className="mt-6 flex flex-wrap gap-2">
          <Badge>{item.category}</Badge>
          <Badge tone="surface">{item.industry}</Badge>
        </div>
      </PageHeader>

      <Section id="details" header={{ title: copy.detailsHeading, visuallyHidden: true }}>
        <div className="grid gap-10 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <h2 className="text-2xl font-bold tracking-tight">{copy.outcomeTitle}</h2>
            <p className="text-xl font-medium text-pretty">{item.outcome}</p>
            <h2 className="mt-6 text-2xl font-bold tracking-tight">{copy.technologiesTitle}</h2>
            <TechList technologies={item.technologies} label={copy.technologiesTitle} />
          </div>
          <Tile as="nav" aria-labelledby="services-behind">
            <h2 id="services-behind" className="text-xl font-semibold">
              {copy.servicesTitle}
            </h2>
            <ul className="mt-3 flex flex-col gap-4">
              {services.map((service) => (
                <li key={service.id}>
                  <ArrowLink href={paths.service(service.id)}>{service.title}</ArrowLink>
                  <p className="text-sm text-muted">{service.description}</p>
                </li>
              ))}
            </ul>
          </Tile>
        </div>
      </Section>
      <CtaBand id="project-cta-title" {...portfolioPageCopy.cta} />
    </>
  );
}
