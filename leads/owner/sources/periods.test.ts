import { describe, expect, it } from "vitest";
import { buckets, daysTitle, rangeOf, readPeriod, shownField, shownValue } from "./periods.ts";
import { dayNumber, daysProblem, lastDay } from "../days.ts";

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

describe("every day an address can name: the period reader and the chart's parts end, or refuse, within a bound", () => {
  /** A small seeded generator, so a failure is the same on every run. */
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const next = random(20_261_127);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  const extremes = [
    "0000-01-01",
    "0001-01-01",
    "1969-12-31",
    "1970-01-01",
    "1999-12-31",
    "2000-01-01",
    "2026-02-29",
    "2028-02-29",
    "2026-02-30",
    "2026-13-01",
    "2026-00-10",
    "9999-12-31",
    "+010000-01-01",
    "+275760-09-13",
    "275760-09-13",
    "-271821-04-20",
    "2026-11-27T00:00",
    "",
    "NaN",
  ];
  const anyDay = () => {
    const roll = next();
    if (roll < 0.3) return pick(extremes);
    // Most days near ours, where the bounds lie; the rest anywhere a four-digit year reaches.
    const year = roll < 0.7 ? 1995 + Math.floor(next() * 36) : Math.floor(next() * 10_000);
    return `${pad(year, 4)}-${pad(Math.floor(next() * 14), 2)}-${pad(Math.floor(next() * 33), 2)}`;
  };

  it("reads or refuses 1,500 random and extreme pairs, each period at most 1,098 days in at most 1,098 parts", () => {
    const today = "2026-11-27";
    let read = 0;
    for (let i = 0; i < 1_500; i++) {
      const from = anyDay();
      const to = anyDay();
      const problem = daysProblem([from, to], today);
      if (problem) {
        expect(problem).toMatch(
          /^".*" is (not a day of the calendar|outside the days the leads can hold)\. Pick days from Jan 1, 2000 to Nov 27, 2027\.$/,
        );
        continue;
      }
      read++;
      const period = readPeriod(
        query({ period: pick(["custom", "this-month", "90-days", "last-month", "x"]), from, to }),
        today,
      );
      for (const days of [period, period.previous]) {
        const span = dayNumber(days.to) - dayNumber(days.from) + 1;
        expect(span).toBeGreaterThanOrEqual(1);
        expect(span).toBeLessThanOrEqual(1_098);
        const { parts } = buckets(days);
        expect(parts.length).toBeLessThanOrEqual(span);
        expect(parts[0]?.from).toBe(days.from);
        expect(parts.at(-1)?.to).toBe(days.to);
      }
    }
    // Some pairs were days within bounds, so the path past the refusal ran too.
    expect(read).toBeGreaterThan(50);
  });

  it("cuts any two days of the calendar into parts that end, reversed ranges included", () => {
    for (const [from, to] of [
      ["0000-01-01", "0002-12-31"],
      ["9997-01-01", "9999-12-31"],
      ["9999-12-31", "9999-12-31"],
      ["9999-12-01", "9999-12-31"],
      ["2026-11-27", "2026-11-01"],
    ] as const) {
      const { parts } = buckets({ from, to });
      expect(parts.length).toBeLessThanOrEqual(Math.max(0, dayNumber(to) - dayNumber(from) + 1));
    }
    expect(buckets({ from: "9999-12-31", to: "9999-12-31" }).parts).toEqual([
      { from: "9999-12-31", to: "9999-12-31", label: "Dec 31" },
    ]);
  });

  it("takes a year from today as the last day, Feb 29 included", () => {
    expect(lastDay("2026-11-27")).toBe("2027-11-27");
    expect(lastDay("2028-02-29")).toBe("2029-02-28");
    expect(daysProblem(["2027-11-27"], "2026-11-27")).toBeUndefined();
    expect(daysProblem(["2027-11-28"], "2026-11-27")).toMatch(/outside/);
    expect(daysProblem(["2000-01-01", undefined, ""], "2026-11-27")).toBeUndefined();
  });
});
