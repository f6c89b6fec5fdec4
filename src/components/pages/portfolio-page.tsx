import { portfolioPageCopy as copy } from "../../config/pages";
import type { PortfolioItem } from "../../lib/content-schemas";
import { CtaBand } from "../sections/cta-band";
import { PageHeader } from "../sections/page-header";
import { PortfolioCard } from "../sections/portfolio-card";
import { Section } from "../ui/section";

export function PortfolioPage({ items }: { items: PortfolioItem[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="projects" header={{ title: "Projects", visuallyHidden: true }}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <PortfolioCard item={item} linkLabel={copy.readLabel} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="portfolio-cta-title" {...copy.cta} />
    </>
  );
}
