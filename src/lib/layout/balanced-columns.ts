/**
 * Column counts for a card grid whose item count comes from the content, so that no breakpoint leaves one
 * card alone in the last row. A grid states the columns it would like per breakpoint; where one of them
 * would strand a card, a call-to-action tile completes the rows if the grid has one, and otherwise that
 * breakpoint takes one column fewer (or more) instead. Only counts one past a multiple of 12 need the tile:
 * 13 cards strand one in 2, 3 and 4 columns alike.
 */
export type Breakpoint = "sm" | "md" | "lg";
export type Columns = Partial<Record<Breakpoint, 1 | 2 | 3 | 4>>;

const strands = (count: number, columns: number) => columns > 1 && count > columns && count % columns === 1;

export function balancedColumns(
  count: number,
  wanted: Columns,
  { canAddTile = false } = {},
): { columns: Columns; addTile: boolean } {
  const entries = Object.entries(wanted) as [Breakpoint, 1 | 2 | 3 | 4][];
  if (entries.every(([, c]) => !strands(count, c))) return { columns: wanted, addTile: false };
  if (canAddTile && entries.every(([, c]) => !strands(count + 1, c))) return { columns: wanted, addTile: true };
  const columns: Columns = {};
  for (const [breakpoint, c] of entries) {
    const choice = [c, c - 1, c + 1].find((n) => n >= 1 && n <= 4 && !strands(count, n)) ?? c;
    columns[breakpoint] = choice as 1 | 2 | 3 | 4;
  }
  return { columns, addTile: false };
}

/** Tailwind needs whole class names in the source to generate them. */
const classes: Record<Breakpoint, Record<1 | 2 | 3 | 4, string>> = {
  sm: { 1: "sm:grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" },
  md: { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4" },
  lg: { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" },
};

export function columnClasses(columns: Columns): string {
  return (Object.entries(columns) as [Breakpoint, 1 | 2 | 3 | 4][]).map(([bp, c]) => classes[bp][c]).join(" ");
}
