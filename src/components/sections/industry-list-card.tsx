import { Check } from "lucide-react";
import type { Industry } from "../../lib/content-schemas";
import { solutionPreview } from "../../lib/industries";
import { truncate } from "../../lib/truncate";
import { paths } from "../../lib/urls";
import { ArrowLink } from "../ui/arrow-link";
import { Card, CardBody, CardFooter, CardTitle } from "../ui/card";
import { IconTile } from "../ui/icon";

/** Industries list pages cut intros to 120 characters. */
const LIST_INTRO_LENGTH = 120;

export function IndustryListCard({ industry }: { industry: Industry }) {
  const preview = solutionPreview(industry.solutions);
  return (
    <Card>
      <CardBody>
        <div className="flex items-center gap-3">
          <IconTile name={industry.icon} />
          <CardTitle>{industry.name}</CardTitle>
        </div>
        <p className="text-muted">{truncate(industry.introParagraph, LIST_INTRO_LENGTH)}</p>
        <ul className="mt-1 flex flex-col gap-1.5 text-sm" aria-label={`${industry.name} solutions`}>
          {preview.titles.map((title) => (
            <li key={title} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
              {title}
            </li>
          ))}
          {preview.hasMore && <li className="pl-6 text-muted">And more...</li>}
        </ul>
      </CardBody>
      <CardFooter>
        <ArrowLink href={paths.industry(industry.id)} srContext={` ${industry.name} solutions`}>
          Explore
        </ArrowLink>
      </CardFooter>
    </Card>
  );
}
