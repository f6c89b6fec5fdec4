type PaginationProps = {
  current: number;
  count: number;
  /** The address of page `n` (1-based). */
  href: (n: number) => string;
};

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line bg-surface px-3 font-medium hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent";

/** Numbered links between the pages of a list, with previous and next; nothing when there is one page. */
export function Pagination({ current, count, href }: PaginationProps) {
  if (count < 2) return null;
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev" className={linkClass}>
              Previous<span className="sr-only"> page</span>
            </a>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            <a href={href(n)} aria-current={n === current ? "page" : undefined} className={linkClass}>
              <span className="sr-only">Page </span>
              {n}
            </a>
          </li>
        ))}
        {current < count && (
          <li>
            <a href={href(current + 1)} rel="next" className={linkClass}>
              Next<span className="sr-only"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
