import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

type ArrowLinkProps = ComponentProps<"a"> & {
  /** Extra words for screen readers, so ten "Learn More" links stay distinguishable. */
  srContext?: ReactNode;
};

/**
 * A text link followed by an arrow: the "Learn More" and "Explore" of cards and sections.
 */
export function ArrowLink({ className, children, srContext, ...props }: ArrowLinkProps) {
  return (
    <a className={cn("arrow-link", className)} {...props}>
      {children}
      {srContext && <span className="sr-only">{srContext}</span>}
    </a>
  );
}
