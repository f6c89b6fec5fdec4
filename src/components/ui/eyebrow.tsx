import { cva, type VariantProps } from "class-variance-authority";
import { createElement, type ComponentProps } from "react";
import { clsx } from "clsx";

const eyebrowVariants = cva("eyebrow", {
  variants: { size: { sm: "", xs: "text-xs" } },
  defaultVariants: { size: "sm" },
});

type EyebrowProps = ComponentProps<"p"> &
  VariantProps<typeof eyebrowVariants> & {
    /** `span` inside a heading or summary, where a paragraph is not allowed. */
    as?: "p" | "span";
  };

/** The small capitals line above a heading that names its section or category. */
export function Eyebrow({ as = "p", size, className, ...props }: EyebrowProps) {
  return createElement(as, { ...props, className: clsx(eyebrowVariants({ size }), className) });
}
