import type { Service } from "../../lib/content-schemas";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { Icon, IconTile } from "../ui/icon";

type ServiceCardProps = {
  service: Pick<Service, "slug" | "title" | "icon" | "description" | "details">;
  showDetails?: boolean;
};

export function ServiceCard({ service, showDetails = false }: ServiceCardProps) {
  return (
    <Card>
      <CardBody>
        <IconTile name={service.icon} />
        <CardTitle>{service.title}</CardTitle>
        <p className="text-muted">{service.description}</p>
        {showDetails && (
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {service.details.map((detail) => (
              <li key={detail} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-link" />
                {detail}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <CardFooter>
        <ArrowLink href={paths.service(service.slug)} srContext={` about ${service.title}`}>
          Learn More
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
