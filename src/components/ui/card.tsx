import type { ComponentProps } from "react";
import { clsx } from "clsx";

/**
 * A bordered surface with a gentle lift on hover, its parts (picture, badges, title, text, link) straight inside
 * it: the `.card` rules in design.css place them, so grids that repeat it dozens of times a page pay no wrappers.
 */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return <article className={clsx("card", className)} {...props} />;
}

/** A card's heading, its look from `.card > h3` in design.css; `size="sm"` for dense grids. */
export function CardTitle({
  size = "md",
  className,
  children,
  ...props
}: ComponentProps<"h3"> & { size?: "sm" | "md" }) {
  return (
    <h3 className={clsx(size === "sm" && "small", className) || undefined} {...props}>
      {children}
    </h3>
  );
}
