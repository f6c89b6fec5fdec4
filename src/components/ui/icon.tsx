import type { ComponentProps } from "react";
import spriteUrl from "../../assets/icons.svg?no-inline";
import type { SpriteIconName } from "../../lib/icons";

type IconProps = Omit<ComponentProps<"svg">, "children"> & { name: SpriteIconName };

/**
 * An icon from the site's one cached sprite, always decorative: the text beside it carries the meaning.
 * Stroke, fill and default size come from the `.icon` class, so `fill-current` or `stroke-[1.5]` restyle it.
 */
export function Icon({ name, className, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export function IconTile({ name }: { name: SpriteIconName }) {
  return (
    <span className="icon-tile">
      <Icon name={name} className="stroke-[1.75]" />
    </span>
  );
}
