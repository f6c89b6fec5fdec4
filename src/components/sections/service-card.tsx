import type { Service } from "../../schemas";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Card, CardTitle } from "../ui/card";
import { IconTile } from "../ui/icon";
import { CheckList } from "../ui/check-list";

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
