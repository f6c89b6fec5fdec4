import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import type { ComponentProps } from "react";

const badgeVariants = cva("badge", {
  variants: {
    tone: { accent: "", muted: "bg-tint", surface: "bg-surface" },
  },
  defaultVariants: { tone: "accent" },
});

/** A small label: category, industry, technology. Tones are variants, so no class needs overriding. */
export function Badge({ tone, className, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={clsx(badgeVariants({ tone }), className)} {...props} />;
}
