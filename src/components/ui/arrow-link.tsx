import { ArrowRight } from "lucide-react";
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
    <a
      className={clsx(
        "group inline-flex min-h-11 items-center gap-1.5 font-semibold text-link hover:underline",
        className,
      )}
      {...props}
    >
      {children}
      {srContext && <span className="sr-only">{srContext}</span>}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </a>
  );
}
