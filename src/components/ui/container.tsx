import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const containerVariants = cva("mx-auto w-full px-5 md:px-8", {
  variants: {
    /** `page` is the site's full measure; `narrow` keeps long-form reading (articles, legal text) near 70 characters. */
    size: { page: "max-w-page", narrow: "max-w-4xl" },
  },
  defaultVariants: { size: "page" },
});

export function Container({
  size,
  className,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof containerVariants>) {
  return <div className={cn(containerVariants({ size }), className)} {...props} />;
}
