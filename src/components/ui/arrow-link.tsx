import type { ComponentProps } from "react";
import { clsx } from "clsx";

type ArrowLinkProps = ComponentProps<"a"> & {
  /**
   * Words that follow the visible ones, for screen readers and search engines (which read a link's text, not its
   * attributes), so ten "Learn More" links stay distinguishable: "Learn More about Cloud Services".
   */
  srContext?: string;
  /** The link at a card's foot, which `.card > a` draws: the class would only repeat on every card. */
  inCard?: boolean;
};

/**
 * A text link followed by an arrow: the "Learn More" and "Explore" of cards and sections.
 */
export function ArrowLink({ className, children, srContext, inCard = false, ...props }: ArrowLinkProps) {
  return (
    <a className={clsx(!inCard && "arrow-link", className) || undefined} {...props}>
      {children}
      {srContext && <span className="sr-only">{srContext}</span>}
    </a>
  );
}
