import { addDays, ownerDate, zoneMoment, type OwnerClock } from "../owner/clock.ts";
import type { Days } from "../owner/sources/periods.ts";

/**
 * When the weekly report is sent: a day of the week and a time on the company's clock (LEADS_REPORT_AT, "Monday
 * 08:00" unless set). It reports the seven days before that day, so on a Monday, last week from Monday to Sunday.
 */
export type ReportSchedule = { weekday: number; hour: number; minute: number };

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export const DEFAULT_REPORT_AT = "Monday 08:00";

/** `Monday 08:00`, `friday 16:30`, `Mon 8`; `off` is no report (undefined). A value that does not parse throws. */
export function reportSchedule(value: string | undefined): ReportSchedule | undefined {
  const raw = (value ?? "").trim() || DEFAULT_REPORT_AT;
  if (raw.toLowerCase() === "off") return undefined;
  const match = /^([a-z]+)\s+(\d{1,2})(?::(\d{2}))?$/i.exec(raw);
  const [, day = "", hour = "", minute = "0"] = match ?? [];
  const weekday = weekdays.findIndex((name) => day.length >= 3 && name.startsWith(day.toLowerCase())) + 1;
  if (!match || !weekday || Number(hour) > 23 || Number(minute) > 59) {
    throw new Error(`LEADS_REPORT_AT must be a day and a time, such as "Monday 08:00", or "off"; got "${raw}".`);
  }
  return { weekday, hour: Number(hour), minute: Number(minute) };
}

/** 1 for a Monday … 7 for a Sunday, of a day written `2026-11-23`. */
export const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** The seven days from `first`. */
export const weekFrom = (first: string): Days => ({ from: first, to: addDays(first, 6) });

/** A week's report, as it is due: its days, and from when it may be sent (until the next week's is due). */
export type DueReport = { week: Days; dueAt: number };

/**
 * The latest week whose report has come due at `now`: the seven days before the schedule's last day and time that
 * have passed. A week's report is due until the next one is, so a server that was down over Monday sends it when
 * it is back, and one down for a whole week skips that week's: only the latest is ever due.
 */
export function dueReport(now: number, schedule: ReportSchedule, clock: Pick<OwnerClock, "zone">): DueReport {
  const today = ownerDate(now, { zone: clock.zone, zoneName: "" });
  let day = addDays(today, -((isoWeekday(today) - schedule.weekday + 7) % 7));
  let dueAt = zoneMoment(day, schedule.hour, schedule.minute, clock);
  if (dueAt > now) {
    day = addDays(day, -7);
    dueAt = zoneMoment(day, schedule.hour, schedule.minute, clock);
  }
  return { week: { from: addDays(day, -7), to: addDays(day, -1) }, dueAt };
}
