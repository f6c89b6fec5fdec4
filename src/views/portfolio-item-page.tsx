import type { PortfolioItem, Service } from "../schemas/index.ts";
import type { PortfolioPageCopy } from "../schemas/pages/portfolio.ts";
import { paths, sitePaths } from "../lib/navigation/urls.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { HeaderVisual, PageHeader } from "../components/sections/page-header.tsx";
import { TechList } from "../components/sections/tech-list.tsx";
import { ArrowLink } from "../components/ui/arrow-link.tsx";
import { BackLink } from "../components/ui/back-link.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { Section } from "../components/ui/section.tsx";
import { Tile } from "../components/ui/tile.tsx";

type PortfolioItemPageProps = {
  /** The words every project page shares, and the portfolio's closing band (Portfolio pages in the admin). */
  copy: Pick<PortfolioPageCopy, "projectPage" | "cta">;
  item: PortfolioItem;
  services: Pick<Service, "id" | "title">[];
};

/** A project: what the client needed, how we built it and what changed, with its own technologies. */
export function PortfolioItemPage({ copy: { projectPage: copy, cta }, item, services }: PortfolioItemPageProps) {
  const story = [
    { id: "problem", title: copy.problemTitle, text: item.problem },
    { id: "approach", title: copy.approachTitle, text: item.approach },
    { id: "result", title: copy.outcomeTitle, text: item.outcome },
  ];
  return (
    <>
      <PageHeader
        before={<BackLink href={sitePaths.portfolio}>{copy.back}</BackLink>}
        title={item.title}
        lead={<p>{item.description}</p>}
        aside={
          <HeaderVisual name={item.title} alt={item.imageAlt} picture={item.picture}>
            <span className="text-6xl font-extrabold tracking-tight">0{item.id}</span>
          </HeaderVisual>
        }
      >
        <div className="mt-6 flex flex-wrap gap-2">
          <Badge>{item.category}</Badge>
          <Badge tone="surface">{item.industry}</Badge>
        </div>
      </PageHeader>

      <Section id="details" header={{ title: copy.detailsHeading, visuallyHidden: true }}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-10">
            {story.map((part) => (
              <section key={part.id} aria-labelledby={`${part.id}-title`} className="flex flex-col gap-3">
                <h2 id={`${part.id}-title`} className="text-2xl font-bold tracking-tight">
                  {part.title}
                </h2>
                <p className={part.id === "result" ? "text-xl font-medium text-pretty" : "text-lg text-pretty"}>
                  {part.text}
                </p>
              </section>
            ))}
          </div>
          <div className="flex flex-col gap-6">
            <Tile as="section" aria-labelledby="technologies-title">
              <h2 id="technologies-title" className="text-xl font-semibold">
                {copy.technologiesTitle}
              </h2>
              <div className="mt-3">
                <TechList technologies={item.technologies} label={copy.technologiesTitle} />
              </div>
            </Tile>
            <Tile as="nav" aria-labelledby="services-behind">
              <h2 id="services-behind" className="text-xl font-semibold">
                {copy.servicesTitle}
              </h2>
              <ul className="mt-2 flex flex-col">
                {services.map((service) => (
                  <li key={service.id}>
                    <ArrowLink href={paths.service(service.id)}>{service.title}</ArrowLink>
                  </li>
                ))}
              </ul>
              <p className="mt-4 border-t border-line pt-4 text-sm">
                <ArrowLink href={copy.storiesLink.href}>{copy.storiesLink.label}</ArrowLink>
              </p>
            </Tile>
          </div>
        </div>
      </Section>
      <CtaBand id="project-cta-title" {...cta} />
    </>
  );
}
