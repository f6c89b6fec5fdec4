import { dimensions, type Dimension, type NamedOrigin } from "../../origin/names.ts";

/** One source in one dimension: its leads in the period, their share of the period's, and its leads before. */
export type SourceRow = { name: string; count: number; share: number; previous: number };

export type SourcesReport = {
  total: number;
  previousTotal: number;
  /** Each dimension's sources, most leads first; a source seen only before shows with 0. */
  tables: Record<Dimension, SourceRow[]>;
};

type Counted = NamedOrigin & { count: number };

/** Adds the store's groups (one per distinct named origin) into one count per name, for one dimension. */
function byName(groups: readonly Counted[], dimension: Dimension): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) {
    const name = group[dimension];
    counts.set(name, (counts.get(name) ?? 0) + group.count);
  }
  return counts;
}

const sum = (groups: readonly Counted[]) => groups.reduce((total, group) => total + group.count, 0);

/** The period's sources beside the period before's, in every dimension. */
export function sourcesReport(current: readonly Counted[], previous: readonly Counted[]): SourcesReport {
  const total = sum(current);
  const tables = Object.fromEntries(
    dimensions.map((dimension) => {
      const now = byName(current, dimension);
      const then = byName(previous, dimension);
      const rows = [...new Set([...now.keys(), ...then.keys()])].map((name) => {
        const count = now.get(name) ?? 0;
        return { name, count, share: total ? count / total : 0, previous: then.get(name) ?? 0 };
      });
      rows.sort((a, b) => b.count - a.count || b.previous - a.previous || a.name.localeCompare(b.name, "en"));
      return [dimension, rows];
    }),
  ) as Record<Dimension, SourceRow[]>;
  return { total, previousTotal: sum(previous), tables };
}

/** `42%`; under one percent but not none, `<1%`. */
export const shareText = (share: number) =>
  share > 0 && share < 0.005 ? "<1%" : `${Math.round(share * 100).toString()}%`;
