import type { LeadKind } from "../../lead.ts";
import type { Channel } from "../../origin/channels.ts";
import type { LeadStore } from "../../store/store.ts";
import { COUNT_CAP } from "../inbox/view.ts";
import { dayStart, type OwnerClock } from "../clock.ts";
import { buckets, rangeOf, type Bucket, type BucketUnit, type Days, type Period } from "./periods.ts";
import { SHOWN_ROWS, sourcesReport, sumByChannel, type ReportRanges, type SourcesReport } from "./report.ts";

/** What the Sources view shows for a period: its report, its spam, and its leads by channel over time. */
export type SourcesFigures = {
  period: Period;
  kind: LeadKind | "";
  report: SourcesReport;
  /** Spam received in the period, counted up to COUNT_CAP, never in the report. */
  spam: number;
  /** The period's leads per day, week or month, by channel: the picture. */
  series: { unit: BucketUnit; parts: { bucket: Bucket; counts: Partial<Record<Channel, number>> }[] };
};

/** The store's ranges of a period and the one before, in the company's days, of one kind of lead or both. */
export function reportRanges(period: Period, kind: LeadKind | "", clock: OwnerClock): ReportRanges {
  const range = (days: Days) => ({ ...rangeOf(days, clock), kind: kind || undefined });
  return { current: range(period), previous: range(period.previous) };
}

export async function sourcesFigures(
  store: LeadStore,
  period: Period,
  kind: LeadKind | "",
  clock: OwnerClock,
): Promise<SourcesFigures> {
  const ranges = reportRanges(period, kind, clock);
  const { unit, parts } = buckets(period);
  const boundaries = parts.slice(1).map((part) => dayStart(part.from, clock));
  // The chart's series is the period's channels, part by part: the report adds them up rather than read them again.
  const [counts, spam] = await Promise.all([
    store.channelSeries(ranges.current, boundaries),
    store.count({ status: "spam", ...ranges.current }, COUNT_CAP),
  ]);
  const report = await sourcesReport(store, ranges, SHOWN_ROWS, { current: sumByChannel(counts) });
  const series = parts.map((bucket, index) => ({
    bucket,
    counts: Object.fromEntries(counts.filter((row) => row.part === index).map((row) => [row.channel, row.count])),
  }));
  return { period, kind, report, spam, series: { unit, parts: series } };
}
