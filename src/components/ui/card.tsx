import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A bordered surface with a gentle lift on hover, its parts (picture, badges, title, text, link) straight inside
 * it: the `.card` rules in global.css place them, so grids that repeat it dozens of times a page pay no wrappers.
 */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return <article className={cn("card", className)} {...props} />;
}

const cardTitleVariants = cva("", {
  variants: { size: { sm: "small", md: "" } },
  defaultVariants: { size: "md" },
});

/** A card's heading, its look from `.card > h3` in global.css; `size="sm"` for dense grids. */
export function CardTitle({
  size,
  className,
  children,
  ...props
}: ComponentProps<"h3"> & VariantProps<typeof cardTitleVariants>) {
  return (
    <h3 className={cn(cardTitleVariants({ size }), className) || undefined} {...props}>
      {children}
    </h3>
  );
}
