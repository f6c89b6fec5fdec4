import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";

type ArrowLinkProps = ComponentProps<"a"> & {
  /** Extra words for screen readers, so ten "Learn More" links stay distinguishable. */
  srContext?: ReactNode;
};

/**
 * A text link followed by an arrow: the "Learn More" and "Explore" of cards and sections.
 * Uses clsx rather than cn: it also runs in islands, where tailwind-merge would cost ~7 KB.
 */
export function ArrowLink({ className, children, srContext, ...props }: ArrowLinkProps) {
  return (
    <a className={clsx("arrow-link", className)} {...props}>
      {children}
      {srContext && <span className="sr-only">{srContext}</span>}
    </a>
  );
}
