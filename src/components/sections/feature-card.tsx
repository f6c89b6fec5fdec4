import type { IconName } from "../../lib/icons";
import { IconTile } from "../ui/icon";

type FeatureCardProps = { title: string; description: string; icon?: IconName };

/** A titled description on a bordered tile: offers, solutions, reasons. */
export function FeatureCard({ title, description, icon }: FeatureCardProps) {
  return (
    <div className="flex h-full flex-col gap-3 rounded-lg border border-line bg-surface p-6">
      {icon && <IconTile name={icon} />}
      <h3 className="text-lg font-semibold text-balance">{title}</h3>
      <p className="text-muted">{description}</p>
    </div>
  );
}
