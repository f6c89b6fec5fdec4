import type { IconName } from "../../lib/pictures/icons.ts";
import { iconStyle } from "../ui/icon.tsx";
import { GridList } from "../ui/grid-list.tsx";
import { Tile } from "../ui/tile.tsx";

type FeatureCardProps = {
  title: string;
  description: string;
  icon?: IconName | undefined;
  /**
   * On a bordered tile (offers, solutions, reasons), or open on the page (values, reasons to read): then its
   * parts go straight into the list item of a FeatureGrid, which stacks them.
   */
  framed?: boolean;
};

/** What a feature's element carries for its icon, which `.feature.has-icon` draws (design.css). */
const featureIcon = (icon: IconName | undefined) =>
  icon ? { className: "feature has-icon", style: iconStyle(icon) } : { className: "feature" };

/** A titled description with an optional icon. */
export function FeatureCard({ title, description, icon, framed = true }: FeatureCardProps) {
  const body = (
    <>
      <h3>{title}</h3>
      <p>{description}</p>
    </>
  );
  if (!framed) return body;
  const { className, style } = featureIcon(icon);
  return (
    <Tile className={`${className} h-full`} style={style}>
      {body}
    </Tile>
  );
}

/**
 * Open feature cards four to a row (two on a tablet): a page's values or reasons to read. Each list item is
 * the card (`.feature` in design.css stacks and styles its parts).
 */
export function FeatureGrid({ features }: { features: readonly Omit<FeatureCardProps, "framed">[] }) {
  return (
    <GridList
      items={features}
      getKey={(feature) => feature.title}
      columns={{ sm: 2, lg: 4 }}
      className="gap-8 sm:gap-10"
      itemProps={(feature) => featureIcon(feature.icon)}
    >
      {(feature) => <FeatureCard {...feature} framed={false} />}
    </GridList>
  );
}
