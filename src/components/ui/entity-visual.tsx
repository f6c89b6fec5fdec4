import type { CSSProperties, ReactNode } from "react";
import { clsx } from "clsx";
import { visualGradient, visualRecipe } from "../../lib/visual";

type EntityVisualProps = {
  /** The entity's name: the same name always draws the same picture. */
  name: string;
  alt: string;
  /** Icon or emoji drawn in the center. */
  children?: ReactNode;
  className?: string;
};

/**
 * The site's stand-in for photography: a gradient and geometric pattern derived from the entity's name,
 * with its icon on top. Drawn by CSS (`.entity-visual` and its pattern classes) from one inline gradient,
 * so a card costs one element, not an SVG tree. Fixed aspect ratio, so nothing shifts.
 */
export function EntityVisual({ name, alt, children, className }: EntityVisualProps) {
  const recipe = visualRecipe(name);
  const style = { "--visual-gradient": visualGradient(recipe) } as CSSProperties;
  return (
    <div
      role="img"
      aria-label={alt}
      className={clsx("entity-visual", `visual-${recipe.pattern}`, className)}
      style={style}
    >
      {children && (
        <span className="absolute inset-0 flex items-center justify-center text-5xl text-white" aria-hidden="true">
          {children}
        </span>
      )}
    </div>
  );
}
