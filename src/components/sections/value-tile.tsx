import type { IconName } from "../../lib/icons";
import { IconTile } from "../ui/icon";

type ValueTileProps = { icon: IconName; title: string; description: string };

export function ValueTile({ icon, title, description }: ValueTileProps) {
  return (
    <div className="flex flex-col gap-3">
      <IconTile name={icon} />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-muted">{description}</p>
    </div>
  );
}
