import type { Service } from "../../schemas/index.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { IconTile, iconStyle } from "../ui/icon.tsx";
import { LinkCard } from "../ui/link-card.tsx";
import { CheckList } from "../ui/check-list.tsx";

type ServiceCardProps = {
  service: Pick<Service, "id" | "title" | "icon" | "description" | "details">;
  /** The link under the card, such as Learn More (Services pages in the admin). */
  linkLabel: string;
  showDetails?: boolean;
  /** The whole card one link, only its icon and title on a phone (the home page's long list). */
  compactOnPhone?: boolean;
};

export function ServiceCard({ service, linkLabel, showDetails = false, compactOnPhone = false }: ServiceCardProps) {
  if (compactOnPhone)
    return (
      <LinkCard href={paths.service(service.id)} cue={linkLabel} className="compact" style={iconStyle(service.icon)}>
        <h3 className="has-icon">{service.title}</h3>
        <p>{service.description}</p>
      </LinkCard>
    );
  return (
    <Card>
      <IconTile name={service.icon} />
      <CardTitle>{service.title}</CardTitle>
      <p>{service.description}</p>
      {showDetails && <CheckList items={service.details} className="mt-2 text-sm" />}
      <ArrowLink inCard href={paths.service(service.id)} srContext={` about ${service.title}`}>
        {linkLabel}
      </ArrowLink>
    </Card>
  );
}
