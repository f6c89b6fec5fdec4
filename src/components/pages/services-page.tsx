import { servicesPageCopy as copy } from "../../config/pages";
import type { Service } from "../../lib/content-schemas";
import { CtaBand } from "../sections/cta-band";
import { PageHeader } from "../sections/page-header";
import { ServiceCard } from "../sections/service-card";
import { Section } from "../ui/section";

export function ServicesPage({ services }: { services: Service[] }) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section id="all-services" header={{ title: "All services", visuallyHidden: true }}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} showDetails />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand id="consultation-title" {...copy.cta} />
    </>
  );
}
