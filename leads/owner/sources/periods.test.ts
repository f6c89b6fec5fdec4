import { describe, expect, it } from "vitest";
import { buckets, daysTitle, rangeOf, readPeriod, shownField, shownValue } from "./periods.ts";

const query = (parts: Record<string, string>) => (name: string) => parts[name];
const clock = { zone: "America/Denver", zoneName: "Mountain Time" };

describe("the Sources view's periods", () => {
  it("this month so far, beside the same days of the month before", () => {
    expect(readPeriod(query({}), "2026-11-26")).toEqual({
      name: "this-month",
      from: "2026-11-01",
      to: "2026-11-26",
      previous: { from: "2026-10-01", to: "2026-10-26" },
    });
    // March 31 beside February's last day, not March 3.
    expect(readPeriod(query({}), "2026-03-31").previous).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("last month whole, beside the whole month before; across a year's end", () => {
    expect(readPeriod(query({ period: "last-month" }), "2026-11-26")).toMatchObject({
      from: "2026-10-01",
      to: "2026-10-31",
      previous: { from: "2026-09-01", to: "2026-09-30" },
    });
    expect(readPeriod(query({ period: "last-month" }), "2027-01-05")).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-31",
      previous: { from: "2026-11-01", to: "2026-11-30" },
    });
  });

  it("the last 90 days, today included, beside the 90 before", () => {
    expect(readPeriod(query({ period: "90-days" }), "2026-11-26")).toMatchObject({
      from: "2026-08-29",
      to: "2026-11-26",
      previous: { from: "2026-05-31", to: "2026-08-28" },
    });
  });

  it("a custom range beside as many days just before; reversed days swapped; nonsense ignored", () => {
    const custom = (from: string, to: string) => readPeriod(query({ period: "custom", from, to }), "2026-11-26");
    expect(custom("2026-10-10", "2026-10-19")).toMatchObject({
      name: "custom",
      from: "2026-10-10",
      to: "2026-10-19",
      previous: { from: "2026-09-30", to: "2026-10-09" },
    });
    expect(custom("2026-10-19", "2026-10-10")).toMatchObject({ from: "2026-10-10", to: "2026-10-19" });
    expect(custom("2026-02-30", "2026-03-01").name).toBe("this-month");
    // A typo of a year asks for at most 1,098 days (three years of 366).
    expect(custom("0026-01-01", "2026-11-26").from).toBe("2023-11-25");
  });

  it("days changed under a named period are a custom range; the named period's own days are that period", () => {
    expect(readPeriod(query({ period: "this-month", from: "2026-11-02", to: "2026-11-26" }), "2026-11-26").name).toBe(
      "custom",
    );
    expect(readPeriod(query({ period: "last-month", from: "2026-10-01", to: "2026-10-31" }), "2026-11-26").name).toBe(
      "last-month",
    );
  });

  it("reads days in the company's time zone, daylight saving included", () => {
    // October 2026 in Denver: MDT (UTC-6) until Nov 1, 2 AM.
    expect(rangeOf({ from: "2026-10-01", to: "2026-10-31" }, clock)).toEqual({
      from: Date.UTC(2026, 9, 1, 6),
      to: Date.UTC(2026, 10, 1, 6),
    });
    expect(rangeOf({ from: "2026-11-01", to: "2026-11-30" }, clock)).toEqual({
      from: Date.UTC(2026, 10, 1, 6),
      to: Date.UTC(2026, 11, 1, 7),
    });
    expect(daysTitle({ from: "2026-10-01", to: "2026-10-31" }, clock)).toBe("Oct 1, 2026 – Oct 31, 2026");
    expect(daysTitle({ from: "2026-11-26", to: "2026-11-26" }, clock)).toBe("Nov 26, 2026");
  });

  it("reads the form as the owner used it: a period chosen in the menu is that period; days changed are a custom range", () => {
    const today = "2026-11-27";
    const shown = readPeriod(query({}), today);
    // The form sends the menu, both days and what it showed, whichever the owner changed.
    const form = (changes: Record<string, string>) =>
      readPeriod(
        query({ period: shown.name, from: shown.from, to: shown.to, [shownField]: shownValue(shown), ...changes }),
        today,
      );
    expect(form({ period: "last-month" })).toMatchObject({ name: "last-month", from: "2026-10-01", to: "2026-10-31" });
    expect(form({ period: "90-days" })).toMatchObject({ name: "90-days", from: "2026-08-30", to: "2026-11-27" });
    expect(form({ from: "2026-11-10" })).toMatchObject({ name: "custom", from: "2026-11-10", to: "2026-11-27" });
    expect(form({})).toMatchObject({ name: "this-month", from: "2026-11-01" });
    expect(form({ period: "custom" })).toMatchObject({ name: "custom", from: "2026-11-01", to: "2026-11-27" });
    // From last month's page, the owner picks this month again.
    const last = readPeriod(query({ period: "last-month" }), today);
    expect(
      readPeriod(query({ period: "this-month", from: last.from, to: last.to, [shownField]: shownValue(last) }), today),
    ).toMatchObject({ name: "this-month", from: "2026-11-01", to: "2026-11-27" });
  });

  it("never reads an impossible day: the period named, or this month", () => {
    for (const [from, to] of [
      ["2026-11-01", "2026-11-32"],
      ["2026-13-01", "2026-11-20"],
      ["2026-02-30", "2026-03-01"],
      ["2026-11-1", "2026-11-20"],
    ]) {
      expect(
        readPeriod(query({ period: "custom", from: from ?? "", to: to ?? "" }), "2026-11-27").name,
        `${from} ${to}`,
      ).toBe("this-month");
    }
  });

  it("starts a day at its first moment where daylight saving begins at midnight", () => {
    // Santiago springs forward at midnight on Sept 6, 2026: the day begins at 01:00, -03:00.
    const santiago = { zone: "America/Santiago", zoneName: "Chile Time" };
    expect(rangeOf({ from: "2026-09-06", to: "2026-09-06" }, santiago)).toEqual({
      from: Date.UTC(2026, 8, 6, 4),
      to: Date.UTC(2026, 8, 7, 3),
    });
  });

  it("draws a month by day, up to half a year by week, and longer by month", () => {
    expect(buckets({ from: "2026-11-01", to: "2026-11-27" }).parts).toHaveLength(27);
    const weeks = buckets({ from: "2026-08-30", to: "2026-11-27" });
    expect(weeks.unit).toBe("week");
    expect(weeks.parts.map((part) => part.from).slice(0, 2)).toEqual(["2026-08-30", "2026-09-06"]);
    expect(weeks.parts.at(-1)).toMatchObject({ from: "2026-11-22", to: "2026-11-27" });
    const months = buckets({ from: "2025-11-15", to: "2026-11-27" });
    expect(months.unit).toBe("month");
    expect(months.parts[0]).toMatchObject({ from: "2025-11-15", to: "2025-11-30", label: "Nov 2025" });
    expect(months.parts).toHaveLength(13);
  });
});
