import { servicesPageCopy as copy } from "../../config/pages";
import type { Service } from "../../lib/content-schemas";
import { CtaBand } from "../sections/cta-band";
import { PageHeader } from "../sections/page-header";
import { ServiceCard } from "../sections/service-card";
import { Section } from "../ui/section";
import { GridList } from "../ui/grid-list";

export function ServicesPage({ services }: { services: Service[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="all-services" header={{ title: copy.listHeading, visuallyHidden: true }}>
        <GridList
          items={services}
          getKey={(service) => service.id}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {(service) => <ServiceCard service={service} showDetails />}
        </GridList>
      </Section>
      <CtaBand id="consultation-title" {...copy.cta} />
    </>
  );
}
