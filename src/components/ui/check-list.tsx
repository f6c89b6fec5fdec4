import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { clsx } from "clsx";

const checkListVariants = cva("checks", {
  variants: {
    spacing: { tight: "gap-1.5", normal: "gap-2", loose: "gap-3" },
    /** `check`: a small tick for features and proof points; `result`: a circled tick for measured results. */
    mark: { check: "", result: "results" },
  },
  defaultVariants: { spacing: "normal", mark: "check" },
});

type CheckListProps = ComponentProps<"ul"> & VariantProps<typeof checkListVariants> & { items: readonly string[] };

/**
 * Items each led by a tick, drawn by `.checks` in design.css (a mask of the sprite's icon before each item, so
 * a list of four costs four list items); `children` come after them (a closing "And more...", class `more`).
 */
export function CheckList({ items, mark, spacing, className, children, ...props }: CheckListProps) {
  return (
    <ul className={clsx(checkListVariants({ spacing, mark }), className)} {...props}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
      {children}
    </ul>
  );
}
