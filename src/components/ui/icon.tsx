import type { CSSProperties } from "react";
import regularSprite from "../../assets/icons.svg?no-inline";
import lightSprite from "../../assets/icons-light.svg?no-inline";
import type { SpriteIconName } from "../../lib/pictures/icons.ts";

type IconProps = {
  name: SpriteIconName;
  className?: string | undefined;
  /** Thinner strokes for icons drawn large (48 px and more), which would look heavy at text weight. */
  weight?: "regular" | "light";
};

/**
 * The sprite's address, which every page preloads at low priority (layouts/Document.astro): fetched while the
 * head is read, it is there when the first icons are drawn, instead of being fetched then, at the high priority
 * Chrome gives a picture on screen, ahead of the page's text.
 */
export const spriteUrl = regularSprite;

/** The icon's picture in the sprite (scripts/lib/icon-sprite.ts), as the CSS the `.icon` mask reads. */
export const iconStyle = (name: SpriteIconName, weight: IconProps["weight"] = "regular") =>
  ({ "--icon": `url(${weight === "light" ? lightSprite : regularSprite}#${name})` }) as CSSProperties;

/**
 * An icon from the site's cached sprite, always decorative: the text beside it carries the meaning. It is one
 * empty element painted in the current color through the icon's mask (`.icon` in design.css): size it and
 * color it with utilities. Having no content, it is nothing to a screen reader, with no attribute to say so.
 */
export function Icon({ name, className, weight = "regular" }: IconProps) {
  return <i className={className ? `icon ${className}` : "icon"} style={iconStyle(name, weight)} />;
}

/** An icon on a soft square (`.icon-tile`): the square is the element, the icon its mask-painted `::before`. */
export function IconTile({ name }: { name: SpriteIconName }) {
  return <i className="icon-tile" style={iconStyle(name, "regular")} />;
}
