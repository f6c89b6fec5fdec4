import { TZDate } from "@date-fns/tz";

/**
 * The owners' clock: the company's time zone (an editor's field, src/content/company.json, handed to the service
 * in the build's site.json), for what the inbox shows and for the days its date filters mean. Intl does the
 * zone's rules, daylight saving included, on every host.
 */
export type OwnerClock = {
  /** `America/Denver` */
  zone: string;
  /** `Mountain Time`: how the inbox names the zone it shows. */
  zoneName: string;
};

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (zone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${zone} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options })));
  return made;
};

/** `Nov 26, 2026, 7:05 AM MST`: a moment as the owner reads it, the zone's abbreviation included. */
export const ownerTime = (ms: number, { zone }: OwnerClock) =>
  format(zone, { dateStyle: "medium", timeStyle: "short" }).format(ms) +
  ` ${
    format(zone, { timeZoneName: "short" })
      .formatToParts(ms)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  }`.trimEnd();

/** `Dec 26, 2026`: a day as the owner reads it. */
export const ownerDay = (ms: number, { zone }: OwnerClock) => format(zone, { dateStyle: "medium" }).format(ms);

/**
 * The moment a day (`2026-11-26`) begins in the zone: its first instant, whatever daylight saving does that day
 * (where the clocks spring forward at midnight, as in Santiago, the day begins at 01:00). @date-fns/tz reads the
 * zone's rules from Intl, on every host.
 */
export function dayStart(date: string, { zone }: OwnerClock): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new TZDate(year, month - 1, day, zone).getTime();
}

/**
 * The moment the zone's clocks show `hour:minute` on the day; where that time does not exist (the hour daylight
 * saving skips), the moment just after the jump, as @date-fns/tz moves it.
 */
export function zoneMoment(date: string, hour: number, minute: number, { zone }: Pick<OwnerClock, "zone">): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new TZDate(year, month - 1, day, hour, minute, zone).getTime();
}

/** Whether `2026-11-26` is a day of the calendar (not `2026-02-30`, `2026-11-32` or `2026-13-01`). */
export function isDay(value: string | undefined): value is string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value ?? "")) return false;
  const ms = Date.parse(`${value ?? ""}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** `2026-11-26` moved by whole days (negative: earlier), as calendar days, whatever the zone. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day after `2026-11-26`, as the filter's `to` day is included. */
export const nextDay = (date: string) => addDays(date, 1);

/** Whether Intl knows the zone: a build with a zone it does not know is stopped there, not at the first lead. */
export function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `2026-11-26`: the day it is at `ms` in the zone, as the date filters write days. */
export const ownerDate = (ms: number, { zone }: OwnerClock) =>
  format(zone, { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(ms)
    .filter((part) => part.type !== "literal")
    .sort((a, b) => ["year", "month", "day"].indexOf(a.type) - ["year", "month", "day"].indexOf(b.type))
    .map((part) => part.value)
    .join("-");

/**
 * `2026-11-26T07:05:00-07:00`: a moment in the zone with its offset, as a spreadsheet file carries a time: the
 * owner's clock, and still one instant wherever the file is opened.
 */
export function ownerStamp(ms: number, { zone }: OwnerClock): string {
  const at = new TZDate(ms, zone);
  const offset = -at.getTimezoneOffset();
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, "0");
  const sign = offset < 0 ? "-" : "+";
  return `${ownerDate(ms, { zone, zoneName: "" })}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}
