import type { LucideProps } from "lucide-react";
import { icons, type IconName } from "../../lib/icons";

/** A content-named icon, always decorative: the text beside it carries the meaning. */
export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-accent-soft text-link">
      <Icon name={name} className="size-6" strokeWidth={1.75} />
    </span>
  );
}
