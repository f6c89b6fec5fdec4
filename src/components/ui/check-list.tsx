import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Icon } from "./icon";

const checkListVariants = cva("flex flex-col", {
  variants: { spacing: { tight: "gap-1.5", normal: "gap-2", loose: "gap-3" } },
  defaultVariants: { spacing: "normal" },
});

const marks = {
  /** A small tick for features and proof points. */
  check: { name: "check", className: "mt-0.5 size-4 shrink-0 text-link", gap: "gap-2" },
  /** A circled tick for measured results. */
  result: { name: "circle-check", className: "mt-0.5 size-5 shrink-0 text-link", gap: "gap-3" },
} as const;

type CheckListProps = ComponentProps<"ul"> &
  VariantProps<typeof checkListVariants> & { items: readonly string[]; mark?: keyof typeof marks };

/** Items each led by a tick; `children` come after them (a closing "And more..."). */
export function CheckList({ items, mark = "check", spacing, className, children, ...props }: CheckListProps) {
  const { name, className: iconClass, gap } = marks[mark];
  return (
    <ul className={cn(checkListVariants({ spacing }), className)} {...props}>
      {items.map((item) => (
        <li key={item} className={cn("flex", gap)}>
          <Icon name={name} className={iconClass} />
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
