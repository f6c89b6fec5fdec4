import type { CSSProperties, ReactNode } from "react";
import { clsx } from "clsx";
import type { Picture } from "../../lib/pictures/picture.ts";
import { visualGradient, visualRecipe } from "../../lib/pictures/visual.ts";
import { ResponsivePicture, type Priority } from "./responsive-picture.tsx";
import type { SpriteIconName } from "../../lib/pictures/icons.ts";
import { iconStyle } from "./icon.tsx";

type EntityVisualProps = {
  /** The entity's name: the same name always draws the same picture. */
  name: string;
  /** What the drawing shows, read out in its place; a photograph carries its own. */
  alt: string;
  /** The entity's uploaded photograph, shown instead of the drawing when there is one. */
  picture?: Picture | undefined;
  /** The slot's width at each breakpoint (see ResponsivePicture); a card's by default. */
  sizes?: string;
  /** The page's largest picture (see ResponsivePicture). */
  priority?: Priority | undefined;
  /**
   * The icon drawn in the center of the drawing, in thin strokes, as the drawing's own `::after` (no element),
   * and its size in Tailwind's units (12 is 3rem).
   */
  icon?: { name: SpriteIconName; size?: 12 | 16 | 20 } | undefined;
  /** A mark drawn in the center of the drawing instead, as text: a portfolio item's number. */
  children?: ReactNode;
  className?: string;
};

/** A card in a grid of up to three columns inside the 1280 px container, or the full width of a phone. */
export const cardSizes = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";

/**
 * An entity's picture in a 16:9 box, so nothing shifts whichever it shows: its photograph when an editor has
 * uploaded one, otherwise the site's stand-in, a gradient and geometric pattern derived from the entity's name,
 * with its icon on top. The drawing is CSS (`.entity-visual` and its pattern classes) from one inline gradient,
 * so a card costs one element, not an SVG tree; as an image, its icon is not read out.
 */
export function EntityVisual({
  name,
  alt,
  picture,
  sizes = cardSizes,
  priority,
  icon,
  children,
  className,
}: EntityVisualProps) {
  if (picture) {
    return (
      <div className={clsx("entity-visual", className)}>
        <ResponsivePicture
          picture={picture}
          sizes={sizes}
          priority={priority ?? false}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    );
  }
  const recipe = visualRecipe(name);
  const style = {
    "--visual-gradient": visualGradient(recipe),
    ...(icon && { ...iconStyle(icon.name, "light"), "--mark": `${(icon.size ?? 12) / 4}rem` }),
  } as CSSProperties;
  return (
    <div
      role="img"
      aria-label={alt}
      className={clsx("entity-visual", `visual-${recipe.pattern}`, icon && "marked", className)}
      style={style}
    >
      {children}
    </div>
  );
}
