import { addDays, dayStart, isDay, nextDay, ownerDay, type OwnerClock } from "../clock.ts";
import { dayNumber, dayOfNumber } from "../days.ts";

/**
 * The periods the Sources view reports, as days in the company's time zone (`to` included), each beside the
 * period before it: a month so far beside the same days of the month before (a fair comparison before the month
 * ends), a whole month beside the whole month before, the last 90 days beside the 90 before, a custom range beside
 * as many days just before it.
 */
export const periodNames = ["this-month", "last-month", "90-days", "custom"] as const;
export type PeriodName = (typeof periodNames)[number];

export const periodTitles: Record<PeriodName, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  "90-days": "The last 90 days",
  custom: "Custom range",
};

export type Days = { from: string; to: string };
export type Period = Days & { name: PeriodName; previous: Days };

/** Longest custom range, so a typo of a year (`0026`) cannot ask for centuries. */
const MAX_DAYS = 3 * 366;

const monthStart = (date: string) => `${date.slice(0, 8)}01`;
/** The same day of the month before, or that month's last day when it has no such day. */
const monthEarlier = (date: string) => {
  const start = addDays(monthStart(date), -1);
  const day = Math.min(Number(date.slice(8)), Number(start.slice(8)));
  return `${start.slice(0, 8)}${String(day).padStart(2, "0")}`;
};
const daysIn = ({ from, to }: Days) => dayNumber(to) - dayNumber(from) + 1;
const before = (days: Days): Days => ({ from: addDays(days.from, -daysIn(days)), to: addDays(days.from, -1) });

/**
 * What the Sources form was showing when the owner pressed Show (`this-month 2026-11-01 2026-11-27`, a hidden
 * field beside the menu and the days), so the page can tell which of them the owner changed: a browser sends
 * every field, changed or not, and without a script there is no other way to know.
 */
export const shownField = "shown";
export const shownValue = (period: Period) => `${period.name} ${period.from} ${period.to}`;

/**
 * The period an address names (`?period=last-month`, or `?period=custom&from=…&to=…`); this month by default.
 * From the form: a period chosen in the menu is that period, whatever the days say; days changed under an
 * unchanged menu are a custom range. From a link without the form's record of what it showed: days that differ
 * from the named period's are a custom range. Impossible days (`2026-02-30`) are not read; days out of bounds are
 * refused before this is asked (days.ts, `daysProblem`), and a range is at most MAX_DAYS long.
 */
export function readPeriod(query: (name: string) => string | undefined, today: string): Period {
  const chosen = periodNames.find((option) => option === query("period"));
  const [shownName, shownFrom, shownTo] = (query(shownField) ?? "").split(" ");
  const named = namedPeriod(chosen ?? "this-month", today);
  const from = query("from");
  const to = query("to");
  const menuChanged = shownName !== undefined && shownName !== "" && chosen !== undefined && chosen !== shownName;
  if (menuChanged && chosen !== "custom") return named;
  if (!isDay(from) || !isDay(to)) return named;
  const daysKept = shownName ? from === shownFrom && to === shownTo : from === named.from && to === named.to;
  if (chosen !== "custom" && daysKept) return named;
  const days = dayNumber(from) <= dayNumber(to) ? { from, to } : { from: to, to: from };
  if (daysIn(days) > MAX_DAYS) days.from = addDays(days.to, -(MAX_DAYS - 1));
  return { name: "custom", ...days, previous: before(days) };
}

function namedPeriod(name: PeriodName, today: string): Period {
  if (name === "last-month") {
    const to = addDays(monthStart(today), -1);
    const from = monthStart(to);
    const previousTo = addDays(from, -1);
    return { name, from, to, previous: { from: monthStart(previousTo), to: previousTo } };
  }
  if (name === "90-days") {
    const days = { from: addDays(today, -89), to: today };
    return { name, ...days, previous: before(days) };
  }
  // A custom range without its days is this month's, until the owner picks days.
  const start = monthStart(today);
  return {
    name: "this-month",
    from: start,
    to: today,
    previous: { from: monthEarlier(start), to: monthEarlier(today) },
  };
}

/** The days as moments, `to` excluded: what the store reads. */
export const rangeOf = (days: Days, clock: OwnerClock) => ({
  from: dayStart(days.from, clock),
  to: dayStart(nextDay(days.to), clock),
});

/** `Nov 1 – Nov 26, 2026`, or one day alone. */
export function daysTitle(days: Days, clock: OwnerClock): string {
  // Noon of the day in the owner's zone: the day itself, whatever daylight saving does to its midnight.
  const day = (date: string) => ownerDay(dayStart(date, clock) + 12 * 3_600_000, clock);
  return days.from === days.to ? day(days.from) : `${day(days.from)} – ${day(days.to)}`;
}

/** A part of a period the Sources chart draws as one bar: a day, a week or a month, in the company's days. */
export type Bucket = Days & { label: string };
export type BucketUnit = "day" | "week" | "month";

/** The first day of the month after `date`'s, as a day number. */
const nextMonthStart = (date: string) => {
  const [year = 0, month = 1] = date.split("-").map(Number);
  return Math.round(Date.UTC(year, month, 1) / 86_400_000);
};
const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const shortMonth = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * The period cut into the bars of its chart: a month or less by day, up to half a year by week (from the period's
 * first day), longer by calendar month; the last part ends with the period. Counted in day numbers, each part at
 * least a day long, so it ends after at most as many parts as the period has days, whatever the days.
 */
export function buckets({ from, to }: Days): { unit: BucketUnit; parts: Bucket[] } {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const days = last - first + 1;
  const unit: BucketUnit = days <= 31 ? "day" : days <= 183 ? "week" : "month";
  const parts: Bucket[] = [];
  for (let start = first; start <= last;) {
    const day = dayOfNumber(start);
    const end = unit === "day" ? start : unit === "week" ? start + 6 : nextMonthStart(day) - 1;
    const stop = Math.min(Math.max(end, start), last);
    parts.push({ from: day, to: dayOfNumber(stop), label: unit === "month" ? shortMonth(day) : shortDay(day) });
    start = stop + 1;
  }
  return { unit, parts };
}
