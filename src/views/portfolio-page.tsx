import type { PortfolioItem } from "../schemas/index.ts";
import type { PortfolioPageCopy } from "../schemas/pages/portfolio.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { PortfolioCard } from "../components/sections/portfolio-card.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";

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
