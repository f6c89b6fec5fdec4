import type { IconName } from "../../lib/icons";
import { IconTile } from "../ui/icon";
import { Tile } from "../ui/tile";

type FeatureCardProps = {
  title: string;
  description: string;
  icon?: IconName | undefined;
  /** On a bordered tile (offers, solutions, reasons), or open on the page (values, reasons to read). */
  framed?: boolean;
};

/** A titled description with an optional icon. */
export function FeatureCard({ title, description, icon, framed = true }: FeatureCardProps) {
  const body = (
    <>
      {icon && <IconTile name={icon} />}
      <h3 className="text-lg font-semibold text-balance">{title}</h3>
      <p className="text-muted">{description}</p>
    </>
  );
  return framed ? (
    <Tile className="flex h-full flex-col gap-3">{body}</Tile>
  ) : (
    <div className="flex flex-col gap-3">{body}</div>
  );
}
