import type { LeadKind } from "../../lead.ts";
import type { Channel } from "../../origin/channels.ts";
import type { LeadStore } from "../../store/store.ts";
import { COUNT_CAP } from "../inbox/view.ts";
import { dayStart, type OwnerClock } from "../clock.ts";
import { buckets, rangeOf, type Bucket, type BucketUnit, type Days, type Period } from "./periods.ts";
import { sourcesReport, sumByChannel, type ReportRanges, type SourcesReport } from "./report.ts";
import type { Dimension } from "../../origin/names.ts";

/** What the Sources view shows for a period: its report, its spam, and its leads by channel over time. */
export type SourcesFigures = {
  period: Period;
  kind: LeadKind | "";
  /** The dimension the view's table is by: its tab. */
  dimension: Dimension;
  report: SourcesReport;
  /** Spam received in the period, counted up to COUNT_CAP, never in the report. */
  spam: number;
  /** The period's leads per day, week or month, by channel: the picture, drawn by channel only (none otherwise). */
  series: { unit: BucketUnit; parts: { bucket: Bucket; counts: Partial<Record<Channel, number>> }[] };
};

/** The store's ranges of a period and the one before, in the company's days, of one kind of lead or both. */
export function reportRanges(period: Period, kind: LeadKind | "", clock: OwnerClock): ReportRanges {
  const range = (days: Days) => ({ ...rangeOf(days, clock), kind: kind || undefined });
  return { current: range(period), previous: range(period.previous) };
}

/**
 * The view by one dimension. By channel, the view as it opens, it draws its picture: the period's channels part by
 * part, which the report adds up for the channel table and the total, beside the channels of the period before (two
 * groupings of the store). By another dimension there is no picture: the periods' totals are counted, and that
 * dimension grouped in each (two counts, two groupings).
 */
export async function sourcesFigures(
  store: LeadStore,
  period: Period,
  kind: LeadKind | "",
  dimension: Dimension,
  clock: OwnerClock,
): Promise<SourcesFigures> {
  const ranges = reportRanges(period, kind, clock);
  const { unit, parts } = buckets(period);
  const boundaries = parts.slice(1).map((part) => dayStart(part.from, clock));
  const [counts, spam] = await Promise.all([
    dimension === "channel" ? store.channelSeries(ranges.current, boundaries) : undefined,
    store.count({ status: "spam", ...ranges.current }, COUNT_CAP),
  ]);
  const report = await sourcesReport(store, ranges, dimension, counts ? { current: sumByChannel(counts) } : {});
  const series = counts
    ? parts.map((bucket, index) => ({
        bucket,
        counts: Object.fromEntries(counts.filter((row) => row.part === index).map((row) => [row.channel, row.count])),
      }))
    : [];
  return { period, kind, dimension, report, spam, series: { unit, parts: series } };
}
