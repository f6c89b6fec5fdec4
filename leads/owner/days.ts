import { isDay } from "./clock.ts";

/**
 * The days the owner's views read from an address (`?from=2026-11-01&to=2026-11-27`), bounded: a day is a calendar
 * day from Jan 1, 2000 (before any lead this service can have kept) to a year after today. An address is anyone's
 * to write, and a signed-in owner's browser opens it: a day past year 9999 once sent the Sources view's day loop
 * round forever. Days are counted as whole numbers (days since 1970), never compared as strings.
 */
export const FIRST_DAY = "2000-01-01";
const DAY_MS = 86_400_000;

/** `2026-11-27` as days since 1970-01-01. Only for days `isDay` accepts. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The day a day number stands for. */
export const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * The last day the views accept, as of `today`: the same day a year later (Feb 28 for Feb 29). A filter "until next
 * week" is fine; "until 9999" is a typo or an attack.
 */
export function lastDay(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  // Feb 29 has no twin a year later: Date rolls it to Mar 1; the day before is the year's last of February.
  const number = Math.round(next.getTime() / DAY_MS);
  return dayOfNumber(next.getUTCMonth() === month - 1 ? number : number - 1);
}

const spoken = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * Why the days an address names cannot be read, in a sentence the page shows above its form; undefined when every
 * one is empty or a day within bounds. The value is quoted as typed, cut short: it is the owner's own link, but a
 * crafted one may carry anything.
 */
export function daysProblem(values: readonly (string | undefined)[], today: string): string | undefined {
  const first = dayNumber(FIRST_DAY);
  const last = dayNumber(lastDay(today));
  const bounds = `Pick days from ${spoken(FIRST_DAY)} to ${spoken(dayOfNumber(last))}.`;
  for (const value of values) {
    if (!value) continue;
    const quoted = JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
    if (!isDay(value)) return `${quoted} is not a day of the calendar. ${bounds}`;
    const number = dayNumber(value);
    if (number < first || number > last) return `${quoted} is outside the days the leads can hold. ${bounds}`;
  }
  return undefined;
}
