import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

const controlVariants = cva("control", {
  variants: {
    /**
     * `form` for labelled fields in a form; `bar` for one-line forms beside a button (newsletter);
     * `bar-icon` leaves room on the left for an icon drawn over the control (search).
     */
    layout: { form: "px-3 py-2.5", bar: "px-3", "bar-icon": "pr-3 pl-9" },
  },
  defaultVariants: { layout: "form" },
});

export function Input({ layout, className, ...props }: ComponentProps<"input"> & VariantProps<typeof controlVariants>) {
  return <input className={clsx(controlVariants({ layout }), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={clsx(controlVariants({ layout: "form" }), "min-h-40", className)} {...props} />;
}
