import type { Industry } from "../../lib/content-schemas";
import { truncate } from "../../lib/truncate";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { IconTile } from "../ui/icon";

type IndustryCardProps = { industry: Pick<Industry, "id" | "name" | "icon" | "introParagraph">; introLength: number };

export function IndustryCard({ industry, introLength }: IndustryCardProps) {
  return (
    <Card>
      <CardBody>
        <div className="flex items-center gap-3">
          <IconTile name={industry.icon} />
          <CardTitle size="sm">{industry.name}</CardTitle>
        </div>
        <p className="text-sm text-muted">{truncate(industry.introParagraph, introLength)}</p>
      </CardBody>
      <CardFooter>
        <ArrowLink href={paths.industry(industry.id)} srContext={` ${industry.name}`}>
          Explore
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
