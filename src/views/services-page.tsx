import type { Service } from "../schemas";
import { CtaBand } from "../components/sections/cta-band";
import { PageHeader } from "../components/sections/page-header";
import { ServiceCard } from "../components/sections/service-card";
import { Section } from "../components/ui/section";
import { GridList } from "../components/ui/grid-list";
import { InvitationTile } from "../components/sections/invitation-tile";
import type { ServicesPageCopy } from "../schemas/pages/services";

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
