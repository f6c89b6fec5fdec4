import type { Service } from "../../schemas/index.ts";
import { paths } from "../../lib/navigation/urls.ts";
import { ArrowLink } from "../ui/arrow-link.tsx";
import { Card, CardTitle } from "../ui/card.tsx";
import { IconTile } from "../ui/icon.tsx";
import { CheckList } from "../ui/check-list.tsx";

type ServiceCardProps = {
  service: Pick<Service, "id" | "title" | "icon" | "description" | "details">;
  /** The link under the card, such as Learn More (Services pages in the admin). */
  linkLabel: string;
  showDetails?: boolean;
  /** On a phone, only the icon and the title, the whole card a link (the home page's long list). */
  compactOnPhone?: boolean;
};

export function ServiceCard({ service, linkLabel, showDetails = false, compactOnPhone = false }: ServiceCardProps) {
  return (
    <Card className={compactOnPhone ? "compact" : undefined}>
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
