import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

type ArrowLinkProps = ComponentProps<"a"> & {
  /**
   * Words that follow the visible ones for screen readers, so ten "Learn More" links stay distinguishable. The
   * link's name is its words and these ("Learn More about Cloud Services"): it starts with what a voice-control
   * user sees and says.
   */
  srContext?: string;
  /** The link at a card's foot, which `.card > a` draws: the class would only repeat on every card. */
  inCard?: boolean;
};

/**
 * A text link followed by an arrow: the "Learn More" and "Explore" of cards and sections.
 */
export function ArrowLink({ className, children, srContext, inCard = false, ...props }: ArrowLinkProps) {
  const named = srContext !== undefined && typeof children === "string";
  return (
    <a
      className={cn(!inCard && "arrow-link", className) || undefined}
      aria-label={named ? `${children}${srContext}` : undefined}
      {...props}
    >
      {children}
      {srContext && !named && <span className="sr-only">{srContext}</span>}
    </a>
  );
}
