import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const eyebrowVariants = cva("font-semibold tracking-wider text-link uppercase", {
  variants: { size: { sm: "text-sm", xs: "text-xs" } },
  defaultVariants: { size: "sm" },
});

/** The small capitals line above a heading that names its section or category. */
export function Eyebrow({ size, className, ...props }: ComponentProps<"p"> & VariantProps<typeof eyebrowVariants>) {
  return <p className={cn(eyebrowVariants({ size }), className)} {...props} />;
}

/** The same look inline, inside a heading or summary where a paragraph is not allowed. */
export function EyebrowText({
  size,
  className,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof eyebrowVariants>) {
  return <span className={cn(eyebrowVariants({ size }), className)} {...props} />;
}
