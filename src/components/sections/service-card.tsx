import type { Service } from "../../lib/content-schemas";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { IconTile } from "../ui/icon";
import { CheckList } from "../ui/check-list";
import { cardCopy } from "../../config/cards";

type ServiceCardProps = {
  service: Pick<Service, "id" | "title" | "icon" | "description" | "details">;
  showDetails?: boolean;
  /** On a phone, only the icon and the title, the whole card a link (the home page's long list). */
  compactOnPhone?: boolean;
};

export function ServiceCard({ service, showDetails = false, compactOnPhone = false }: ServiceCardProps) {
  return (
    <Card className={compactOnPhone ? "card-phone-compact" : undefined}>
      <CardBody>
        <IconTile name={service.icon} />
        <CardTitle>{service.title}</CardTitle>
        <p className="text-muted">{service.description}</p>
        {showDetails && <CheckList items={service.details} className="mt-2 text-sm" />}
      </CardBody>
      <CardFooter>
        <ArrowLink href={paths.service(service.id)} srContext={` about ${service.title}`}>
          {cardCopy.serviceLink}
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
