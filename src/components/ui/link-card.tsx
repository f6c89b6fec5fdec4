import type { CSSProperties, ReactNode } from "react";
import { clsx } from "clsx";

type LinkCardProps = {
  href: string;
  /** The words at the card's foot, such as Learn More: the card's last text, so its link's name ends with them. */
  cue: string;
  /** `compact` shrinks it to its title on a phone; `chip` two to a row there. */
  className?: string | undefined;
  /** The card's inline `--icon`, which a heading marked `has-icon` draws. */
  style?: CSSProperties | undefined;
  /** On the card's surface (`.card`), or on a look of its own that `className` names. */
  surface?: boolean;
  /** Its heading and words. */
  children: ReactNode;
};

/**
 * A card that is one link, whole: its heading, words and cue are the link's own text, so a pointer, a finger or a
 * keyboard reaches the page from anywhere on it, a screen reader hears its name once, and a search engine reads
 * what it links to. Its parts are straight inside (`.link-card` in design.css): the cue is text, not an element.
 */
export function LinkCard({ href, cue, className, style, surface = true, children }: LinkCardProps) {
  return (
    <a href={href} className={clsx(surface && "card", "link-card", className)} style={style}>
      {children}
      {cue}
    </a>
  );
}
