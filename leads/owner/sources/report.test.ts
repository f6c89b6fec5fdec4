import { describe, expect, it } from "vitest";
import type { LeadSource, NewLead } from "../../lead.ts";
import { openSqlite } from "../../store/sqlite.ts";
import { SqlLeadStore } from "../../store/sql-store.ts";
import { everySource, shareText, sourcesReport } from "./report.ts";

/** A store with leads from these sources, `now` in the period [10_000, 20_000) and `before` in [0, 10_000). */
async function storeWith(now: LeadSource[], before: LeadSource[] = []) {
  const db = openSqlite(":memory:");
  const store = new SqlLeadStore(() => db);
  let n = 0;
  const save = (source: LeadSource, receivedAt: number, topic?: string): Promise<unknown> => {
    n++;
    const lead: NewLead = {
      id: `L${String(n)}`,
      key: `k${String(n)}`,
      kind: "contact",
      receivedAt,
      status: "pending",
      fields: {},
      topic,
      source,
      clientHash: "c",
    };
    return store.saveLead(lead);
  };
  for (const source of now) await save(source, 10_000 + n);
  for (const source of before) await save(source, n);
  return store;
}
const ranges = { current: { from: 10_000, to: 20_000 }, previous: { from: 0, to: 10_000 } };
const linkedIn = (campaign: string): LeadSource => ({
  page: "/contact",
  landing: `/services/cloud-migration?utm_source=LinkedIn&utm_campaign=${campaign}`,
  referrer: "www.linkedin.com",
  utm: { utm_source: "LinkedIn", utm_campaign: campaign },
});
const google: LeadSource = { page: "/contact", referrer: "www.google.com" };

describe("the Sources report", () => {
  it("counts each name of each dimension, with its share and the period before's figure, channel first", async () => {
    const store = await storeWith(
      [linkedIn("spring"), linkedIn("spring"), google, google, { page: "/", referrer: "chatgpt.com" }],
      [google, google, google, { page: "/blog/x", referrer: "bing.com" }],
    );
    const report = await sourcesReport(store, ranges);
    expect(report.total).toBe(5);
    expect(report.previousTotal).toBe(4);
    expect(Object.keys(report.tables)[0]).toBe("channel");
    expect(report.tables.channel.rows.map((row) => [row.name, row.count, row.previous])).toEqual([
      ["Organic Search", 2, 4],
      ["Organic Social", 2, 0],
      ["AI Assistants", 1, 0],
    ]);
    expect(report.tables.referrer.rows).toEqual([
      { name: "Google", count: 2, share: 0.4, previous: 3 },
      { name: "LinkedIn", count: 2, share: 0.4, previous: 0 },
      { name: "ChatGPT", count: 1, share: 0.2, previous: 0 },
      { name: "Bing", count: 0, share: 0, previous: 1 },
    ]);
    expect(report.tables.campaign.rows.map((row) => [row.name, row.count])).toEqual([
      ["no campaign", 3],
      ["linkedin / – / spring", 2],
    ]);
    expect(report.tables.referrer.others).toBeUndefined();
  });

  it("shows the sources with the most leads and adds up the rest as others, whatever the number of names", async () => {
    const campaigns = Array.from({ length: 30 }, (_, n) => linkedIn(`c${String(n).padStart(2, "0")}`));
    const store = await storeWith([...campaigns, linkedIn("c00"), linkedIn("c00"), linkedIn("c01")], [linkedIn("c29")]);
    const { tables } = await sourcesReport(store, ranges, 5);
    expect(tables.campaign.rows).toHaveLength(5);
    expect(tables.campaign.rows.slice(0, 2).map((row) => [row.name, row.count])).toEqual([
      ["linkedin / – / c00", 3],
      ["linkedin / – / c01", 2],
    ]);
    // The period before's only campaign is shown, though it has one lead now like the 27 others.
    expect(tables.campaign.rows.map((row) => row.name)).toContain("linkedin / – / c29");
    const shown = tables.campaign.rows.reduce((sum, row) => sum + row.count, 0);
    expect(tables.campaign.others).toEqual({ count: 33 - shown, share: (33 - shown) / 33, previous: 0 });
    // The CSV lists every one.
    const every = (await everySource(store, ranges)).filter((row) => row.dimension === "campaign");
    expect(every).toHaveLength(30);
    expect(every.reduce((sum, row) => sum + row.count, 0)).toBe(33);
  });

  it("reports no leads as empty tables, never a division by zero", async () => {
    const store = await storeWith([], [{ page: "/", referrer: "bing.com" }]);
    const report = await sourcesReport(store, ranges);
    expect(report.tables.referrer.rows).toEqual([{ name: "Bing", count: 0, share: 0, previous: 1 }]);
  });

  it("writes shares as whole percentages, a sliver as under one", () => {
    expect([0, 0.004, 0.005, 0.5, 1 / 3, 1].map(shareText)).toEqual(["0%", "<1%", "1%", "50%", "33%", "100%"]);
  });
});
