import type { ReactNode } from "react";
import { balancedColumns, columnClasses, type Columns } from "../../lib/balanced-columns";
import { cn } from "../../lib/cn";

type GridListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** The columns wanted per breakpoint (one below the first); a count that would strand a card changes them. */
  columns: Columns;
  /** The gap and anything else the list needs. */
  className?: string;
  /** The list's name for screen readers, where its section's heading does not give one. */
  label?: string;
  /** A call-to-action tile that completes the last row, shown only when the row needs it. */
  tile?: ReactNode;
  /**
   * On a phone, one row the visitor swipes through instead of a column of cards. Cards without a link of
   * their own ("text") make the row itself a keyboard stop, so it can be scrolled without a pointer.
   */
  swipeOnPhone?: "cards with links" | "text";
  /** Renders one card; `index` is its place in the list (the first card of a list page leads its pictures). */
  children: (item: T, index: number) => ReactNode;
};

/**
 * A list of cards laid out as a grid: the list semantics and keys every card grid on the site needs, and
 * rows without a lone card whatever the number of entries (src/lib/balanced-columns.ts).
 */
export function GridList<T>({
  items,
  getKey,
  columns,
  className,
  label,
  tile,
  swipeOnPhone,
  children,
}: GridListProps<T>) {
  const layout = balancedColumns(items.length, columns, { canAddTile: tile !== undefined });
  const swipe = swipeOnPhone && items.length > 1;
  return (
    <ul
      aria-label={label}
      className={cn("grid", columnClasses(layout.columns), swipe && swipeList, className)}
      tabIndex={swipe && swipeOnPhone === "text" ? 0 : undefined}
    >
      {items.map((item, index) => (
        <li key={getKey(item)} className={swipe ? swipeItem : undefined}>
          {children(item, index)}
        </li>
      ))}
      {layout.addTile && <li>{tile}</li>}
    </ul>
  );
}

// The next card shows at the edge, so the row reads as one to swipe; cards snap into place. `relative` makes
// the row contain what its cards position absolutely (screen-reader text), or that would widen the page.
const swipeList =
  "max-sm:relative max-sm:-mx-5 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:px-5 max-sm:pb-3";
const swipeItem = "max-sm:w-[82%] max-sm:shrink-0 max-sm:snap-start max-sm:scroll-ml-5";
