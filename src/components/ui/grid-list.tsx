import { Fragment, type CSSProperties, type ReactNode } from "react";
import { balancedColumns, columnClasses, type Columns } from "../../lib/layout/balanced-columns.ts";
import { clsx } from "clsx";

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
  /** Class and style of each list item, where the card is its parts rather than one element. */
  itemProps?: (item: T) => { className?: string; style?: CSSProperties };
  /**
   * `cards`: each item is a card that is an element of its own (an article, a figure), placed in the grid as it
   * is, with no list item around it; a list otherwise.
   */
  of?: "items" | "cards";
  /** Renders one card; `index` is its place in the list (the first card of a list page leads its pictures). */
  children: (item: T, index: number) => ReactNode;
};

/**
 * Cards laid out as a grid, with the keys every card grid on the site needs and rows without a lone card
 * whatever the number of entries (src/lib/layout/balanced-columns.ts). A grid of articles or figures is those
 * elements side by side, each already a unit to a screen reader; anything else is a list.
 */
export function GridList<T>({
  items,
  getKey,
  columns,
  className,
  label,
  tile,
  swipeOnPhone,
  itemProps,
  of = "items",
  children,
}: GridListProps<T>) {
  const layout = balancedColumns(items.length, columns, { canAddTile: tile !== undefined });
  const swipe = swipeOnPhone && items.length > 1;
  const gridProps = {
    "aria-label": label,
    className: clsx(swipe ? "swipe" : "grid", columnClasses(layout.columns), className),
    tabIndex: swipe && swipeOnPhone === "text" ? 0 : undefined,
  };
  if (of === "cards") {
    return (
      <div {...gridProps}>
        {items.map((item, index) => (
          <Fragment key={getKey(item)}>{children(item, index)}</Fragment>
        ))}
        {layout.addTile && tile}
      </div>
    );
  }
  return (
    <ul {...gridProps}>
      {items.map((item, index) => (
        <li key={getKey(item)} {...itemProps?.(item)}>
          {children(item, index)}
        </li>
      ))}
      {layout.addTile && <li>{tile}</li>}
    </ul>
  );
}
