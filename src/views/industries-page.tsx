import type { Industry } from "../schemas/index.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { IndustryCard } from "../components/sections/industry-card.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";
import { InvitationTile } from "../components/sections/invitation-tile.tsx";
import type { IndustriesPageCopy } from "../schemas/pages/industries.ts";

export function IndustriesPage({ copy, industries }: { copy: IndustriesPageCopy; industries: Industry[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="all-industries" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <GridList
          of="cards"
          items={industries}
          tile={<InvitationTile {...copy.invitation} />}
          getKey={(industry) => industry.id}
          columns={{ sm: 2, lg: 3 }}
          className="gap-6"
        >
          {(industry) => (
            <IndustryCard
              industry={industry}
              variant="detailed"
              labels={{ link: copy.cardLink, moreSolutions: copy.moreSolutions }}
            />
          )}
        </GridList>
      </Section>
      <CtaBand id="industries-cta-title" {...copy.cta} />
    </>
  );
}
