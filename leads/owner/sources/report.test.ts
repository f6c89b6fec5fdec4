import { describe, expect, it } from "vitest";
import { origin } from "../../fixtures/origin.ts";
import { originNames, type LeadOrigin } from "../../origin/names.ts";
import { shareText, sourcesReport } from "./report.ts";

/** A group of leads as the store counts them: named as they were stored. */
const group = (count: number, parts: Partial<LeadOrigin>) => ({ ...originNames(origin(parts)), count });

describe("the Sources report", () => {
  it("adds the store's groups of named origins into one row per name, with its share and the period before's figure", () => {
    const report = sourcesReport(
      [
        group(3, { landing: "/services/cloud-migration?utm_source=linkedin", utmSource: "linkedin" }),
        group(1, { landing: "/services/cloud-migration?utm_source=LinkedIn", utmSource: "LinkedIn " }),
        group(2, { landing: "/", referrer: "www.google.com" }),
        group(2, { landing: "/contact", referrer: "google.com", topic: "Cloud Migration" }),
      ],
      [group(5, { landing: "/", referrer: "google.com" }), group(1, { landing: "/blog/x", referrer: "bing.com" })],
    );
    expect(report.total).toBe(8);
    expect(report.previousTotal).toBe(6);
    expect(report.tables.landing).toEqual([
      { name: "/services/cloud-migration", count: 4, share: 0.5, previous: 0 },
      { name: "/", count: 2, share: 0.25, previous: 5 },
      { name: "/contact", count: 2, share: 0.25, previous: 0 },
      { name: "/blog/x", count: 0, share: 0, previous: 1 },
    ]);
    expect(report.tables.referrer.map((row) => [row.name, row.count, row.previous])).toEqual([
      ["Google", 4, 5],
      ["direct", 4, 0],
      ["Bing", 0, 1],
    ]);
    // As many leads now: the one with more before comes first.
    expect(report.tables.campaign.map((row) => [row.name, row.count, row.previous])).toEqual([
      ["no campaign", 4, 6],
      ["linkedin / – / –", 4, 0],
    ]);
    expect(report.tables.topic.map((row) => [row.name, row.count])).toEqual([
      ["no topic", 6],
      ["Cloud Migration", 2],
    ]);
  });

  it("reports no leads as empty tables, never a division by zero", () => {
    const report = sourcesReport([], [group(2, { referrer: "bing.com" })]);
    expect(report.tables.referrer).toEqual([{ name: "Bing", count: 0, share: 0, previous: 2 }]);
  });

  it("writes shares as whole percentages, a sliver as under one", () => {
    expect([0, 0.004, 0.005, 0.5, 1 / 3, 1].map(shareText)).toEqual(["0%", "<1%", "1%", "50%", "33%", "100%"]);
  });
});
