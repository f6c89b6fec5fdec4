import type { Service } from "../schemas/index.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { ServiceCard } from "../components/sections/service-card.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";
import { InvitationTile } from "../components/sections/invitation-tile.tsx";
import type { ServicesPageCopy } from "../schemas/pages/services.ts";

export function ServicesPage({ copy, services }: { copy: ServicesPageCopy; services: Service[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="all-services" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <GridList
          of="cards"
          items={services}
          tile={<InvitationTile {...copy.invitation} />}
          getKey={(service) => service.id}
          columns={{ sm: 2, lg: 3 }}
          className="gap-6"
        >
          {(service) => <ServiceCard service={service} linkLabel={copy.cardLink} showDetails />}
        </GridList>
      </Section>
      <CtaBand id="consultation-title" {...copy.cta} />
    </>
  );
}
