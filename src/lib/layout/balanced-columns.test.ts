import { describe, expect, it } from "vitest";
import { balancedColumns, columnClasses } from "./balanced-columns.ts";

describe("balancedColumns", () => {
  it("keeps the wanted columns when every row is shared", () => {
    expect(balancedColumns(12, { sm: 2, lg: 3 })).toEqual({ columns: { sm: 2, lg: 3 }, addTile: false });
    expect(balancedColumns(2, { lg: 3 })).toEqual({ columns: { lg: 3 }, addTile: false });
  });

  it("completes the rows with a tile where the grid has one", () => {
    expect(balancedColumns(11, { sm: 2, lg: 3 }, { canAddTile: true })).toEqual({
      columns: { sm: 2, lg: 3 },
      addTile: true,
    });
    expect(balancedColumns(13, { sm: 2, lg: 4 }, { canAddTile: true }).addTile).toBe(true);
  });

  it("otherwise changes the columns of the breakpoint that strands a card", () => {
    expect(balancedColumns(5, { sm: 2, lg: 4 })).toEqual({ columns: { sm: 1, lg: 3 }, addTile: false });
    expect(balancedColumns(4, { md: 2, lg: 3 })).toEqual({ columns: { md: 2, lg: 2 }, addTile: false });
    expect(balancedColumns(7, { lg: 3 })).toEqual({ columns: { lg: 4 }, addTile: false });
  });

  it("never leaves a lone card for any count from 1 to 40, with a tile to add", () => {
    for (let count = 1; count <= 40; count++) {
      const { columns, addTile } = balancedColumns(count, { sm: 2, md: 3, lg: 4 }, { canAddTile: true });
      const total = count + (addTile ? 1 : 0);
      for (const c of Object.values(columns))
        expect(c > 1 && total > c && total % c === 1, `${count} in ${c}`).toBe(false);
    }
  });

  it("without a tile, only counts one past a multiple of 12 (13, 25 ...) cannot be balanced in 2 to 4 columns", () => {
    const stranded = Array.from({ length: 40 }, (_, i) => i + 1).filter((count) => {
      const { columns } = balancedColumns(count, { sm: 2, md: 3, lg: 4 });
      return Object.values(columns).some((c) => c > 1 && count > c && count % c === 1);
    });
    expect(stranded).toEqual([13, 25, 37]);
  });

  it("names whole Tailwind classes", () => {
    expect(columnClasses({ sm: 2, lg: 3 })).toBe("sm:grid-cols-2 lg:grid-cols-3");
  });
});
