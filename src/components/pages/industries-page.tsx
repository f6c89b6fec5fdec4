import { industriesPageCopy as copy } from "../../config/pages";
import type { Industry } from "../../lib/content-schemas";
import { CtaBand } from "../sections/cta-band";
import { IndustryCard } from "../sections/industry-card";
import { PageHeader } from "../sections/page-header";
import { Section } from "../ui/section";
import { GridList } from "../ui/grid-list";
import { InvitationTile } from "../sections/invitation-tile";
import { gridInvitations } from "../../config/cards";

export function IndustriesPage({ industries }: { industries: Industry[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="all-industries" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <GridList
          items={industries}
          tile={<InvitationTile {...gridInvitations.industries} />}
          getKey={(industry) => industry.id}
          columns={{ sm: 2, lg: 3 }}
          className="gap-6"
        >
          {(industry) => <IndustryCard industry={industry} variant="detailed" />}
        </GridList>
      </Section>
      <CtaBand id="industries-cta-title" {...copy.cta} />
    </>
  );
}
