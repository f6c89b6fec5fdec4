import { Icon } from "../ui/icon.tsx";

type QuoteBlockProps = { quote: string; author: string; company: string };

/** A single large client quote, as on industry pages. */
export function QuoteBlock({ quote, author, company }: QuoteBlockProps) {
  return (
    <figure className="mx-auto max-w-3xl text-center">
      <Icon name="quote" className="mx-auto mb-6 size-10 text-link" />
      <blockquote className="text-2xl font-medium text-balance md:text-3xl">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-muted">
        <span className="font-semibold text-ink">{author}</span>, {company}
      </figcaption>
    </figure>
  );
}
