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
  it("counts each name of the dimension asked for, with its share and the period before's figure, by channel unasked", async () => {
    const store = await storeWith(
      [linkedIn("spring"), linkedIn("spring"), google, google, { page: "/", referrer: "chatgpt.com" }],
      [google, google, google, { page: "/blog/x", referrer: "bing.com" }],
    );
    const report = await sourcesReport(store, ranges);
    expect(report.total).toBe(5);
    expect(report.previousTotal).toBe(4);
    expect(report.dimension).toBe("channel");
    expect(report.table.rows.map((row) => [row.name, row.count, row.previous])).toEqual([
      ["Organic Search", 2, 4],
      ["Organic Social", 2, 0],
      ["AI Assistants", 1, 0],
    ]);
    const byReferrer = await sourcesReport(store, ranges, "referrer");
    expect(byReferrer).toMatchObject({ total: 5, previousTotal: 4, dimension: "referrer" });
    expect(byReferrer.table.rows).toEqual([
      { name: "Google", count: 2, share: 0.4, previous: 3 },
      { name: "LinkedIn", count: 2, share: 0.4, previous: 0 },
      { name: "ChatGPT", count: 1, share: 0.2, previous: 0 },
      { name: "Bing", count: 0, share: 0, previous: 1 },
    ]);
    expect((await sourcesReport(store, ranges, "campaign")).table.rows.map((row) => [row.name, row.count])).toEqual([
      ["no campaign", 3],
      ["linkedin / – / spring", 2],
    ]);
    expect(byReferrer.table.others).toBeUndefined();
  });

  it("shows the sources with the most leads and adds up the rest as others, whatever the number of names", async () => {
    const campaigns = Array.from({ length: 30 }, (_, n) => linkedIn(`c${String(n).padStart(2, "0")}`));
    const store = await storeWith([...campaigns, linkedIn("c00"), linkedIn("c00"), linkedIn("c01")], [linkedIn("c29")]);
    const { table } = await sourcesReport(store, ranges, "campaign", { shown: 5 });
    expect(table.rows).toHaveLength(5);
    expect(table.rows.slice(0, 2).map((row) => [row.name, row.count])).toEqual([
      ["linkedin / – / c00", 3],
      ["linkedin / – / c01", 2],
    ]);
    // The period before's only campaign is shown, though it has one lead now like the 27 others.
    expect(table.rows.map((row) => row.name)).toContain("linkedin / – / c29");
    const shown = table.rows.reduce((sum, row) => sum + row.count, 0);
    expect(table.others).toEqual({ count: 33 - shown, share: (33 - shown) / 33, previous: 0 });
    // The CSV lists every one.
    const every = (await everySource(store, ranges)).filter((row) => row.dimension === "campaign");
    expect(every).toHaveLength(30);
    expect(every.reduce((sum, row) => sum + row.count, 0)).toBe(33);
  });

  it("reports no leads as empty tables, never a division by zero", async () => {
    const store = await storeWith([], [{ page: "/", referrer: "bing.com" }]);
    const report = await sourcesReport(store, ranges, "referrer");
    expect(report.table.rows).toEqual([{ name: "Bing", count: 0, share: 0, previous: 1 }]);
  });

  it("writes shares as whole percentages, a sliver as under one", () => {
    expect([0, 0.004, 0.005, 0.5, 1 / 3, 1].map(shareText)).toEqual(["0%", "<1%", "1%", "50%", "33%", "100%"]);
  });
});
