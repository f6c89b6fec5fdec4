import type { Service } from "../../lib/content-schemas";
import { CtaBand } from "../sections/cta-band";
import { PageHeader } from "../sections/page-header";
import { ServiceCard } from "../sections/service-card";
import { Section } from "../ui/section";
import { GridList } from "../ui/grid-list";
import { InvitationTile } from "../sections/invitation-tile";
import type { ServicesPageCopy } from "../../lib/page-schemas/services";

export function ServicesPage({ copy, services }: { copy: ServicesPageCopy; services: Service[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="all-services" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <GridList
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
