import { describe, expect, it } from "vitest";
import { dueReport, reportSchedule } from "./schedule.ts";

const denver = { zone: "America/Denver" };
const monday8 = { weekday: 1, hour: 8, minute: 0 };

describe("LEADS_REPORT_AT", () => {
  it("reads a day and a time, a short day, an hour alone, and off", () => {
    expect(reportSchedule(undefined)).toEqual(monday8);
    expect(reportSchedule("")).toEqual(monday8);
    expect(reportSchedule("Friday 16:30")).toEqual({ weekday: 5, hour: 16, minute: 30 });
    expect(reportSchedule("tue 7")).toEqual({ weekday: 2, hour: 7, minute: 0 });
    expect(reportSchedule(" OFF ")).toBeUndefined();
  });

  it("refuses what is not a day and a time, naming the setting", () => {
    for (const typo of ["Funday 08:00", "Monday", "Monday 24:00", "Monday 8:60", "M 8", "08:00 Monday"]) {
      expect(() => reportSchedule(typo)).toThrow(/^LEADS_REPORT_AT must be a day and a time, such as "Monday 08:00"/);
    }
  });
});

describe("the week a report is due for", () => {
  it("is last week from Monday at eight on the company's clock, not a minute before", () => {
    // Monday, November 23, 2026, 08:00 in Denver (MST) is 15:00 UTC.
    const due = Date.parse("2026-11-23T15:00:00Z");
    expect(dueReport(due, monday8, denver)).toEqual({ week: { from: "2026-11-16", to: "2026-11-22" }, dueAt: due });
    expect(dueReport(due - 60_000, monday8, denver).week).toEqual({ from: "2026-11-09", to: "2026-11-15" });
  });

  it("stays due all week, so a server down over Monday sends it when it is back, then gives way to the next", () => {
    const wednesday = Date.parse("2026-11-25T20:00:00Z");
    expect(dueReport(wednesday, monday8, denver).week.from).toBe("2026-11-16");
    const nextMonday = Date.parse("2026-11-30T15:00:00Z");
    expect(dueReport(nextMonday, monday8, denver).week).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("follows the zone's clock across daylight saving, and takes the day in the zone, not in UTC", () => {
    // Monday, March 9, 2026, the day after clocks spring forward: 08:00 MDT is 14:00 UTC.
    expect(dueReport(Date.parse("2026-03-09T14:00:00Z"), monday8, denver).week.from).toBe("2026-03-02");
    expect(dueReport(Date.parse("2026-03-09T13:59:00Z"), monday8, denver).week.from).toBe("2026-02-23");
    // Sunday 23:30 in Denver is already Monday in UTC: not yet Monday on the company's clock.
    const sundayNight = Date.parse("2026-11-23T06:30:00Z");
    expect(dueReport(sundayNight, { weekday: 1, hour: 0, minute: 0 }, denver).week.from).toBe("2026-11-09");
  });
});
