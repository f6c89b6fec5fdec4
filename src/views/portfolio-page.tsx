import type { PortfolioItem } from "../schemas";
import type { PortfolioPageCopy } from "../schemas/pages/portfolio";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { PortfolioCard } from "../components/sections/portfolio-card";
import { Section } from "../components/ui/section";
import { GridList } from "../components/ui/grid-list";

export function PortfolioPage({ copy, items }: { copy: PortfolioPageCopy; items: PortfolioItem[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="projects" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <GridList of="cards" items={items} getKey={(item) => item.id} columns={{ md: 2, lg: 3 }} className="gap-6">
          {(item, index) => (
            <PortfolioCard item={item} linkLabel={copy.readLink} priority={index === 0 && "high when near"} />
          )}
        </GridList>
      </Section>
      <CtaBand id="portfolio-cta-title" {...copy.cta} />
    </>
  );
}
