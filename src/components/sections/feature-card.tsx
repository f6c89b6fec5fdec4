import type { IconName } from "../../lib/icons";
import { IconTile } from "../ui/icon";
import { Tile } from "../ui/tile";

type FeatureCardProps = {
  title: string;
  description: string;
  icon?: IconName | undefined;
  /**
   * On a bordered tile (offers, solutions, reasons), or open on the page (values, reasons to read): then its
   * parts go straight into the list item, which stacks them (`openFeatureItem` on the GridList).
   */
  framed?: boolean;
};

/** A titled description with an optional icon. */
export function FeatureCard({ title, description, icon, framed = true }: FeatureCardProps) {
  const body = (
    <>
      {icon && <IconTile name={icon} />}
      <h3>{title}</h3>
      <p>{description}</p>
    </>
  );
  return framed ? <Tile className="feature h-full">{body}</Tile> : body;
}

/** The list item an open feature card sits in: `.feature` in global.css stacks and styles its parts. */
export const openFeatureItem = "feature";
