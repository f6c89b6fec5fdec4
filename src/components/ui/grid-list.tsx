import type { ReactNode } from "react";

type GridListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Grid classes: columns per breakpoint and gap. */
  className: string;
  children: (item: T) => ReactNode;
};

/** A list of cards laid out as a grid: the list semantics and keys every card grid on the site needs. */
export function GridList<T>({ items, getKey, className, children }: GridListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={getKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
