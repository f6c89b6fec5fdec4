import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import type { ComponentProps } from "react";

const badgeVariants = cva("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold text-ink", {
  variants: {
    tone: { accent: "bg-accent-soft", muted: "bg-tint", surface: "bg-surface" },
  },
  defaultVariants: { tone: "accent" },
});

/** A small label: category, industry, technology. Tones are variants, so no class needs overriding. */
export function Badge({ tone, className, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
