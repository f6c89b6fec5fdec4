import { dimensions, type Dimension } from "../../origin/names.ts";
import type { NameCount, LeadStore, OriginRange } from "../../store/store.ts";

/** One source in one dimension: its leads in the period, their share of the period's, and its leads before. */
export type SourceRow = { name: string; count: number; share: number; previous: number };

/** A dimension's table: its sources with the most leads, and what the others add up to (none when all show). */
export type SourceTable = {
  rows: SourceRow[];
  others: { count: number; share: number; previous: number } | undefined;
};

export type SourcesReport = {
  total: number;
  previousTotal: number;
  /** The dimension the table is by (the view's tab), and its sources, most leads first; one seen only before shows with 0. */
  dimension: Dimension;
  table: SourceTable;
};

/** The dimension an address names for the view's table (`?by=campaign`); by channel otherwise. */
export const readDimension = (value: string | undefined): Dimension =>
  dimensions.find((dimension) => dimension === value) ?? "channel";

/** The rows a table shows at most: anyone can post a lead with a campaign of their own, so a table has no end. */
export const SHOWN_ROWS = 20;

/** The period's range and the one before it, as the store reads them. */
export type ReportRanges = { current: OriginRange; previous: OriginRange };

const byCount = (a: SourceRow, b: SourceRow) =>
  b.count - a.count || b.previous - a.previous || a.name.localeCompare(b.name, "en");
const counts = (rows: readonly NameCount[]) => new Map(rows.map((row) => [row.name, row.count]));
const share = (count: number, total: number) => (total ? count / total : 0);

/**
 * One dimension's table: the sources with the most leads now or before (at most SHOWN_ROWS), each with both
 * periods' figures, and the rest added up as "others". Reads each period's top names, then the other period's
 * count of each name shown: a few small queries, whatever the number of names.
 */
async function table(
  store: LeadStore,
  { current, previous }: ReportRanges,
  dimension: Dimension,
  totals: { total: number; previousTotal: number },
  shown: number,
  known?: { now: readonly NameCount[]; before: readonly NameCount[] },
): Promise<SourceTable> {
  const [now, before] = known
    ? [known.now, known.before]
    : await Promise.all([
        store.topNames(current, dimension, shown + 1),
        store.topNames(previous, dimension, shown + 1),
      ]);
  const nowCounts = counts(now);
  const beforeCounts = counts(before);
  const names = [...new Set([...now.slice(0, shown), ...before.slice(0, shown)].map((row) => row.name))];
  const [nowMore, beforeMore] = await Promise.all([
    store.namesCount(
      current,
      dimension,
      names.filter((name) => !nowCounts.has(name) && now.length > shown),
    ),
    store.namesCount(
      previous,
      dimension,
      names.filter((name) => !beforeCounts.has(name) && before.length > shown),
    ),
  ]);
  for (const row of nowMore) nowCounts.set(row.name, row.count);
  for (const row of beforeMore) beforeCounts.set(row.name, row.count);
  const all = names
    .map((name) => {
      const count = nowCounts.get(name) ?? 0;
      return { name, count, share: share(count, totals.total), previous: beforeCounts.get(name) ?? 0 };
    })
    .sort(byCount);
  const rows = all.slice(0, shown);
  const sum = (pick: (row: SourceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const rest = {
    count: totals.total - sum((row) => row.count),
    previous: totals.previousTotal - sum((row) => row.previous),
  };
  const more = now.length > shown || before.length > shown || all.length > shown;
  if (!more || (rest.count === 0 && rest.previous === 0)) return { rows, others: undefined };
  return { rows, others: { ...rest, share: share(rest.count, totals.total) } };
}

/** A range's leads by channel (every lead has one, "not named yet" included): the channel table's, and the total. */
export const channelCounts = async (store: LeadStore, range: OriginRange): Promise<NameCount[]> =>
  sumByChannel(await store.channelSeries(range, []));

/** Parts of a channel series added up per channel, the most leads first. */
export function sumByChannel(parts: readonly { channel: string; count: number }[]): NameCount[] {
  const sums = new Map<string, number>();
  for (const { channel, count } of parts) sums.set(channel, (sums.get(channel) ?? 0) + count);
  return [...sums].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count);
}

const sumOf = (rows: readonly NameCount[]) => rows.reduce((sum, row) => sum + row.count, 0);

/**
 * The period's sources beside the period before's, by one dimension (the view shows one table at a time), at most
 * `shown` rows. By channel, each period's channels are read once (or handed in: the chart's series holds the
 * period's) and give its total; by another dimension, each period's leads are counted and that dimension grouped.
 * So a view groups its period's leads at most twice, whatever the number of names: at 100,000 leads of as many
 * campaigns, grouping every dimension at once took a second.
 */
export async function sourcesReport(
  store: LeadStore,
  ranges: ReportRanges,
  dimension: Dimension = "channel",
  { shown = SHOWN_ROWS, current }: { shown?: number; current?: readonly NameCount[] } = {},
): Promise<SourcesReport> {
  if (dimension !== "channel") {
    const [total, previousTotal] = await Promise.all([
      store.realCount(ranges.current),
      store.realCount(ranges.previous),
    ]);
    const totals = { total, previousTotal };
    return { ...totals, dimension, table: await table(store, ranges, dimension, totals, shown) };
  }
  const [now, before] = await Promise.all([
    current ?? channelCounts(store, ranges.current),
    channelCounts(store, ranges.previous),
  ]);
  const totals = { total: sumOf(now), previousTotal: sumOf(before) };
  return { ...totals, dimension, table: await table(store, ranges, dimension, totals, shown, { now, before }) };
}

/** Every source of every dimension, both periods, for the CSV: the whole list, the most leads first. */
export async function everySource(
  store: LeadStore,
  { current, previous }: ReportRanges,
): Promise<{ dimension: Dimension; name: string; count: number; previous: number }[]> {
  const rows = [];
  for (const dimension of dimensions) {
    const [now, before] = await Promise.all([store.topNames(current, dimension), store.topNames(previous, dimension)]);
    const beforeCounts = counts(before);
    const nowCounts = counts(now);
    for (const row of now)
      rows.push({ dimension, name: row.name, count: row.count, previous: beforeCounts.get(row.name) ?? 0 });
    for (const row of before) {
      if (!nowCounts.has(row.name)) rows.push({ dimension, name: row.name, count: 0, previous: row.count });
    }
  }
  return rows;
}

/** `42%`; under one percent but not none, `<1%`. */
export const shareText = (share: number) =>
  share > 0 && share < 0.005 ? "<1%" : `${Math.round(share * 100).toString()}%`;
