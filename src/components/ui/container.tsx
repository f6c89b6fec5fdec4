import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

const containerVariants = cva("", {
  variants: {
    /** `page` is the site's full measure; `narrow` keeps long-form reading (articles, legal text) near 70 characters. */
    size: { page: "page-width", narrow: "narrow-width" },
  },
  defaultVariants: { size: "page" },
});

export function Container({
  size,
  className,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof containerVariants>) {
  return <div className={clsx(containerVariants({ size }), className)} {...props} />;
}
