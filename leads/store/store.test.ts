import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPostgres } from "../fixtures/postgres.ts";
import type { Lead, NewLead } from "../lead.ts";
import { NAMING_VERSION, type Dimension } from "../origin/names.ts";
import { testD1 } from "../fixtures/d1.ts";
import { d1Database } from "./d1.ts";
import { migrate } from "./migrate.ts";
import { openSqlite } from "./sqlite.ts";
import { dialects, type SqlDatabase, type SqlValue } from "./sql-database.ts";
import { migrations } from "./migrations.ts";
import { SqlLeadStore, UNION_TERMS } from "./sql-store.ts";
import { copyLeads } from "./copy.ts";
import type { LeadFilter, LeadStore, OriginRange } from "./store.ts";

// One contract for every database the service runs on, through the one SQL store: SQLite (`npm start`, and D1,
// which is SQLite at Cloudflare) and Postgres (Netlify Database, and `npm start` with LEADS_DATABASE_URL).
let postgres: Awaited<ReturnType<typeof testPostgres>>;
beforeAll(async () => {
  postgres = await testPostgres();
}, 60_000);
afterAll(async () => {
  await postgres.stop();
});

const databases: [string, () => Promise<SqlDatabase>][] = [
  ["SQLite (npm start)", () => Promise.resolve(openSqlite(":memory:"))],
  ["D1 (its binding's stand-in)", () => Promise.resolve(d1Database(testD1()))],
  ["Postgres (Netlify Database, npm start on Postgres)", () => postgres.fresh()],
];
/** The database under each store, for what a test writes as a migration or an older release would have. */
const databaseOf = new WeakMap<LeadStore, SqlDatabase>();
const stores: [string, () => Promise<SqlLeadStore>][] = databases.map(([name, open]) => [
  name,
  async () => {
    const db = await open();
    const store = new SqlLeadStore(() => db);
    databaseOf.set(store, db);
    return store;
  },
]);

const lead = (id: string, overrides: Partial<NewLead> = {}): NewLead => ({
  id,
  key: `key-${id}`,
  kind: "contact",
  receivedAt: 1_000,
  status: "pending",
  fields: { "Full Name": `Name ${id}` },
  topic: "Cloud Migration",
  source: { page: "/contact" },
  clientHash: "client-a",
  ...overrides,
});

/** Every lead, newest first, a page at a time as the owner's tools read them. */
async function everyLead(store: LeadStore, filter: LeadFilter = {}): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (;;) {
    const last = leads.at(-1);
    const page = await store.page({
      ...filter,
      limit: 2,
      before: last && { receivedAt: last.receivedAt, id: last.id },
    });
    leads.push(...page);
    if (page.length < 2) return leads;
  }
}

for (const [name, make] of stores) {
  describe(`lead store: ${name}`, () => {
    it("stores a lead once per key, and reads it back newest first", async () => {
      const store = await make();
      expect(await store.saveLead(lead("A"))).toBe("stored");
      expect(await store.saveLead(lead("B", { key: "key-A" }))).toBe("duplicate");
      expect(await store.saveLead(lead("C", { receivedAt: 2_000 }))).toBe("stored");
      expect(await store.hasKey("key-A")).toBe(true);
      expect(await store.hasKey("key-Z")).toBe(false);
      const list = await everyLead(store);
      expect(list.map((l) => l.id)).toEqual(["C", "A"]);
      expect((await store.page({ limit: 10, before: { receivedAt: 2_000, id: "C" } })).map((l) => l.id)).toEqual(["A"]);
      expect(list[1]).toMatchObject({
        kind: "contact",
        status: "pending",
        fields: { "Full Name": "Name A" },
        topic: "Cloud Migration",
        source: { page: "/contact" },
        attempts: 0,
      });
      expect((await store.page({ limit: 1 })).map((l) => l.id)).toEqual(["C"]);
    });

    it("keeps one lead when two with the same key are saved at the same instant", async () => {
      const store = await make();
      const outcomes = await Promise.all([store.saveLead(lead("A")), store.saveLead(lead("B", { key: "key-A" }))]);
      expect(outcomes.sort()).toEqual(["duplicate", "stored"]);
      expect(await everyLead(store)).toHaveLength(1);
    });

    it("reads a long list a page at a time, leads received in the same millisecond included", async () => {
      const store = await make();
      for (const id of ["A", "B", "C", "D", "E"])
        await store.saveLead(lead(id, { receivedAt: id < "C" ? 1_000 : 2_000 }));
      const pages: string[][] = [];
      let before: { receivedAt: number; id: string } | undefined;
      for (;;) {
        const page = await store.page({ limit: 2, before });
        if (!page.length) break;
        pages.push(page.map((l) => l.id));
        const last = page.at(-1);
        before = last && { receivedAt: last.receivedAt, id: last.id };
      }
      expect(pages).toEqual([["E", "D"], ["C", "B"], ["A"]]);
      // And back: the page newer than the last one's first lead is the one before it.
      expect((await store.page({ limit: 2, after: { receivedAt: 1_000, id: "A" } })).map((l) => l.id)).toEqual([
        "C",
        "B",
      ]);
      expect((await store.page({ limit: 2, after: { receivedAt: 2_000, id: "D" } })).map((l) => l.id)).toEqual(["E"]);
    });

    it("counts a client's posts in the window", async () => {
      const store = await make();
      await store.saveLead(lead("A", { receivedAt: 1_000 }));
      await store.saveLead(lead("B", { receivedAt: 5_000 }));
      await store.saveLead(lead("C", { receivedAt: 6_000, clientHash: "client-b" }));
      expect(await store.recentCount("client-a", 2_000)).toBe(1);
      expect(await store.recentCount("client-a", 0)).toBe(2);
    });

    it("gives a due lead to one sender at a time, and records the outcome", async () => {
      const store = await make();
      await store.saveLead(lead("A"));
      await store.saveLead(lead("S", { status: "spam", spamReason: "honeypot filled" }));
      expect(await store.pending(1_000, 10)).toEqual(["A"]);
      const [first, second] = await Promise.all([store.claim("A", 1_000, 30_000), store.claim("A", 1_000, 30_000)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect(await store.pending(2_000, 10)).toEqual([]);
      await store.markFailed("A", "answered HTTP 500", 5_000);
      expect(await store.pending(4_999, 10)).toEqual([]);
      expect(await store.pending(5_000, 10)).toEqual(["A"]);
      expect(await store.get("A")).toMatchObject({
        attempts: 1,
        lastError: "answered HTTP 500",
        nextAttemptAt: 5_000,
      });
      expect(await store.claim("A", 5_000, 30_000)).toBeDefined();
      await store.markForwarded("A", 6_000);
      expect(await store.pending(99_999, 10)).toEqual([]);
      expect(await store.claim("A", 99_999, 30_000)).toBeUndefined();
      expect(await store.get("A")).toMatchObject({
        status: "forwarded",
        attempts: 2,
        forwardedAt: 6_000,
      });
    });

    it("lets a claim lapse, so a sender that died does not strand the lead", async () => {
      const store = await make();
      await store.saveLead(lead("A"));
      expect(await store.claim("A", 1_000, 30_000)).toBeDefined();
      expect(await store.claim("A", 20_000, 30_000)).toBeUndefined();
      expect(await store.claim("A", 31_000, 30_000)).toBeDefined();
    });

    it("lists until when a sender holds a lead, so a send cut short is not a bare 'pending'", async () => {
      const store = await make();
      await store.saveLead(lead("A"));
      const listed = async () => (await store.page({ limit: 10 }))[0]?.claimedUntil;
      expect(await listed()).toBeUndefined();
      await store.claim("A", 1_000, 30_000);
      expect(await listed()).toBe(31_000);
      expect((await store.get("A"))?.claimedUntil).toBe(31_000);
      await store.markFailed("A", "answered HTTP 500", 40_000);
      expect(await listed()).toBeUndefined();
    });

    it("makes every pending lead due at once, releases spam to the inbox, and purges by age", async () => {
      const store = await make();
      await store.saveLead(lead("A"));
      await store.markFailed("A", "down", 99_000);
      await store.saveLead(lead("S", { status: "spam", spamReason: "honeypot filled", receivedAt: 1_500 }));
      expect(await store.makePendingDue(2_000)).toBe(1);
      expect(await store.pending(2_000, 10)).toEqual(["A"]);
      expect(await store.release("S", 3_000)).toBe("pending");
      expect(await store.release("S", 3_000)).toBeUndefined();
      expect((await store.pending(3_000, 10)).sort()).toEqual(["A", "S"]);
      await store.saveLead(lead("OLD-SPAM", { status: "spam", receivedAt: 100 }));
      await store.saveLead(lead("NEW", { receivedAt: 10_000 }));
      expect(await store.purge({ leadsBefore: 1_200, spamBefore: 200 })).toBe(2);
      expect((await everyLead(store)).map((l) => l.id).sort()).toEqual(["NEW", "S"]);
      expect(await store.hasKey("key-A")).toBe(false);
    });

    it("keeps each try at delivery in order, and forgets them with their lead", async () => {
      const store = await make();
      await store.saveLead(lead("A"));
      await store.saveLead(lead("B", { receivedAt: 5_000 }));
      const failed = { at: 2_000, ms: 10_000, ok: false, detail: "no answer in time" };
      const refused = { at: 2_000, ms: 120, ok: false, status: 200, detail: "refused: This form needs Activation." };
      const delivered = { at: 3_000, ms: 80, ok: true, status: 200, detail: "delivered" };
      await store.recordAttempt("A", failed);
      await store.recordAttempt("A", refused);
      await store.recordAttempt("B", delivered);
      await store.recordAttempt("A", delivered);
      expect(await store.attempts("A")).toEqual([failed, refused, delivered]);
      expect(await store.attempts("B")).toEqual([delivered]);
      expect(await store.purge({ leadsBefore: 1_200, spamBefore: 0 })).toBe(1);
      expect(await store.attempts("A")).toEqual([]);
      expect(await store.attempts("B")).toEqual([delivered]);
    });

    it("finds a lead, resends one, files one as spam, and names the oldest still pending after a try", async () => {
      const store = await make();
      await store.saveLead(lead("A", { receivedAt: 1_000 }));
      await store.saveLead(lead("B", { receivedAt: 2_000 }));
      await store.markFailed("A", "down", 99_000);
      expect(await store.get("A")).toMatchObject({ id: "A", status: "pending", lastError: "down" });
      expect(await store.get("nope")).toBeUndefined();
      // B has not been tried yet: A, tried and failed, is the oldest still waiting after a try.
      expect(await store.oldestRetrying()).toMatchObject({ id: "A" });
      expect(await store.makeDue("A", 5_000)).toBe(true);
      expect(await store.pending(5_000, 10)).toEqual(["A", "B"]);
      expect(await store.markSpam("A", "filed as spam by the owner", 5_500)).toBe(true);
      expect(await store.markSpam("A", "again", 5_600)).toBe(false);
      expect(await store.get("A")).toMatchObject({ status: "spam", spamReason: "filed as spam by the owner" });
      expect(await store.makeDue("A", 6_000)).toBe(false);
      expect(await store.pending(6_000, 10)).toEqual(["B"]);
      expect(await store.oldestRetrying()).toBeUndefined();
      await store.markFailed("B", "down", 99_000);
      expect(await store.oldestRetrying()).toMatchObject({ id: "B" });
      await store.markForwarded("B", 7_000);
      expect(await store.oldestRetrying()).toBeUndefined();
    });

    it("pages a view filtered by status, kind and time, newest first, and counts it up to a cap", async () => {
      const store = await make();
      const spam = { status: "spam", spamReason: "honeypot filled" } as const;
      await store.saveLead(lead("A", { receivedAt: 1_000 }));
      await store.saveLead(lead("N", { receivedAt: 2_000, kind: "subscription", key: "key-N" }));
      for (let i = 0; i < 6; i++) await store.saveLead(lead(`S${i}`, { ...spam, receivedAt: 3_000 + i }));
      await store.saveLead(lead("B", { receivedAt: 4_000 }));
      await store.claim("A", 1_000, 1_000);
      await store.markForwarded("A", 1_500);
      const ids = (leads: Lead[]) => leads.map((l) => l.id);
      expect(ids(await store.page({ limit: 3 }))).toEqual(["B", "S5", "S4"]);
      expect(ids(await store.page({ status: "pending", limit: 10 }))).toEqual(["B", "N"]);
      expect(ids(await store.page({ status: "pending", kind: "contact", limit: 10 }))).toEqual(["B"]);
      expect(ids(await store.page({ kind: "subscription", limit: 10 }))).toEqual(["N"]);
      expect(ids(await store.page({ status: "forwarded", limit: 10 }))).toEqual(["A"]);
      expect(ids(await store.page({ from: 2_000, to: 3_002, limit: 10 }))).toEqual(["S1", "S0", "N"]);
      expect(ids(await everyLead(store, { status: "spam" }))).toEqual(["S5", "S4", "S3", "S2", "S1", "S0"]);
      expect(ids(await store.page({ status: "spam", limit: 2, after: { receivedAt: 3_001, id: "S1" } }))).toEqual([
        "S3",
        "S2",
      ]);
      expect(await store.count({}, 100)).toBe(9);
      expect(await store.count({ status: "spam" }, 4)).toBe(4);
      expect(await store.count({ status: "pending", kind: "contact" }, 100)).toBe(1);
      expect(await store.count({ from: 3_003 }, 100)).toBe(4);
    });

    it("releases a delivered lead filed as spam back to delivered, never to be sent again", async () => {
      const store = await make();
      await store.saveLead(lead("A"));
      await store.claim("A", 1_000, 1_000);
      await store.markForwarded("A", 1_200);
      expect(await store.markSpam("A", "marked as spam by the owner", 50_000)).toBe(true);
      expect(await store.get("A")).toMatchObject({ status: "spam", spamAt: 50_000 });
      expect(await store.release("A", 60_000)).toBe("forwarded");
      expect(await store.get("A")).toMatchObject({ status: "forwarded", forwardedAt: 1_200, spamAt: undefined });
      expect(await store.pending(99_999, 10)).toEqual([]);
      expect(await store.release("A", 60_000)).toBeUndefined();
    });

    it("a lead released from spam waits from its release: the later of two stuck leads, counted as retrying", async () => {
      const store = await make();
      await store.saveLead(lead("OLD", { receivedAt: 1_000, status: "spam", spamReason: "too fast" }));
      await store.saveLead(lead("NEW", { receivedAt: 50_000 }));
      await store.markFailed("NEW", "answered HTTP 502", 99_000);
      expect(await store.release("OLD", 80_000)).toBe("pending");
      expect(await store.get("OLD")).toMatchObject({ status: "pending", releasedAt: 80_000, nextAttemptAt: 80_000 });
      await store.markFailed("OLD", "answered HTTP 502", 99_000);
      expect(await store.oldestRetrying()).toMatchObject({ id: "NEW" });
      expect(await store.retryingCount(10)).toBe(2);
      expect(await store.retryingCount(1)).toBe(1);
      await store.markNeedsOwner("NEW", "answered HTTP 422", 90_000);
      expect(await store.retryingCount(10)).toBe(1);
    });

    it("keeps spam 30 days from when it was filed, not from when it arrived", async () => {
      const store = await make();
      await store.saveLead(lead("OWNER", { receivedAt: 1_000 }));
      await store.saveLead(lead("BOT", { receivedAt: 1_000, status: "spam", spamReason: "honeypot filled" }));
      await store.markSpam("OWNER", "marked as spam by the owner", 9_000);
      expect(await store.purge({ leadsBefore: 0, spamBefore: 5_000 })).toBe(1);
      expect((await everyLead(store)).map((l) => l.id)).toEqual(["OWNER"]);
      expect(await store.purge({ leadsBefore: 0, spamBefore: 9_001 })).toBe(1);
      // Filed late in its life, spam still goes when a lead of its age would.
      await store.saveLead(lead("LATE", { receivedAt: 2_000 }));
      await store.markSpam("LATE", "marked as spam by the owner", 90_000);
      expect(await store.purge({ leadsBefore: 2_001, spamBefore: 80_000 })).toBe(1);
    });

    it("purges a store of many leads whole, a batch at a time", async () => {
      const store = await make();
      for (let i = 0; i < 250; i++) await store.saveLead(lead(`S${i}`, { status: "spam", receivedAt: 100 + i }));
      await store.saveLead(lead("KEPT", { receivedAt: 5_000 }));
      expect(await store.purge({ leadsBefore: 1_000, spamBefore: 1_000 })).toBe(250);
      expect((await everyLead(store)).map((l) => l.id)).toEqual(["KEPT"]);
    });

    it("flags a lead that needs the owner: still tried, never the oldest stuck, gone once delivered", async () => {
      const store = await make();
      await store.saveLead(lead("P", { receivedAt: 1_000 }));
      await store.saveLead(lead("D", { receivedAt: 2_000 }));
      await store.markFailed("P", "answered HTTP 500", 1_000);
      await store.markFailed("D", "answered HTTP 500", 2_000);
      expect(await store.markNeedsOwner("P", "answered HTTP 500", 3_000)).toBe(true);
      expect(await store.markNeedsOwner("P", "again", 3_500)).toBe(false);
      expect(await store.get("P")).toMatchObject({ needsOwner: { since: 3_000, reason: "answered HTTP 500" } });
      expect(await store.oldestRetrying()).toMatchObject({ id: "D" });
      expect((await store.needingOwner(10)).map((l) => l.id)).toEqual(["P"]);
      expect(await store.pending(5_000, 10)).toEqual(["P", "D"]);
      await store.claim("P", 5_000, 1_000);
      await store.markForwarded("P", 5_100);
      expect(await store.get("P")).toMatchObject({ status: "forwarded", needsOwner: undefined });
      expect(await store.needingOwner(10)).toEqual([]);
      expect(await store.markNeedsOwner("P", "late", 6_000)).toBe(false);
    });

    it("sets a lead aside at the owner's word: no tries, not stuck, not resent by a retry of all, until resent", async () => {
      const store = await make();
      await store.saveLead(lead("P", { receivedAt: 1_000 }));
      await store.markFailed("P", "answered HTTP 500", 1_000);
      await store.markNeedsOwner("P", "answered HTTP 500", 1_500);
      expect(await store.setAside("P", 2_000)).toBe(true);
      expect(await store.get("P")).toMatchObject({ status: "pending", setAsideAt: 2_000 });
      expect(await store.pending(9_999, 10)).toEqual([]);
      expect(await store.needingOwner(10)).toEqual([]);
      expect(await store.oldestRetrying()).toBeUndefined();
      expect(await store.makePendingDue(3_000)).toBe(0);
      expect(await store.pending(9_999, 10)).toEqual([]);
      expect(await store.makeDue("P", 4_000)).toBe(true);
      expect(await store.get("P")).toMatchObject({ setAsideAt: undefined });
      expect(await store.pending(4_000, 10)).toEqual(["P"]);
      expect(await store.setAside("NOPE", 5_000)).toBe(false);
    });

    it("keeps a setting until it is removed", async () => {
      const store = await make();
      expect(await store.setting("incident")).toBeUndefined();
      await store.saveSetting("incident", "one");
      await store.saveSetting("incident", "two");
      expect(await store.setting("incident")).toBe("two");
      await store.saveSetting("incident", undefined);
      expect(await store.setting("incident")).toBeUndefined();
      expect(await Promise.all([store.createSetting("incident", "a"), store.createSetting("incident", "b")])).toEqual([
        true,
        false,
      ]);
      expect(await store.setting("incident")).toBe("a");
      expect(await store.removeSetting("incident")).toBe(true);
      expect(await store.removeSetting("incident")).toBe(false);
    });

    it("groups the range's delivered and pending leads by what brought them, as named when stored, never spam nor other times", async () => {
      const store = await make();
      const range = { from: 10_000, to: 20_000 };
      const fromLinkedIn = {
        page: "/contact",
        landing: "/services/cloud-migration?utm_source=linkedin",
        referrer: "www.linkedin.com",
        utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring" },
      };
      const fromGoogle = { page: "/contact", referrer: "www.google.com" };
      await store.saveLead(lead("A", { receivedAt: 10_000, source: fromLinkedIn }));
      await store.saveLead(
        lead("B", { receivedAt: 12_000, source: { page: "/contact?service=ai" }, topic: undefined }),
      );
      await store.saveLead(lead("C", { receivedAt: 13_000, source: fromGoogle, topic: "AI" }));
      await store.saveLead(
        lead("D", { receivedAt: 14_000, source: { ...fromGoogle, referrer: "google.com" }, topic: "AI" }),
      );
      await store.saveLead(lead("F", { receivedAt: 15_000, source: {}, topic: undefined }));
      await store.saveLead(lead("G", { receivedAt: 19_000, source: { page: "/", utm: { utm_medium: "email" } } }));
      await store.saveLead(
        lead("N", { receivedAt: 18_000, kind: "subscription", source: { page: "/insights" }, topic: undefined }),
      );
      // Spam as it arrived, a lead filed as spam since, and leads of other times: none of them counts.
      await store.saveLead(lead("S", { receivedAt: 16_000, status: "spam", spamReason: "honeypot filled" }));
      await store.saveLead(lead("M", { receivedAt: 17_000, source: fromGoogle, topic: "AI" }));
      expect(await store.markSpam("M", "marked as spam by the owner", 17_500)).toBe(true);
      await store.saveLead(lead("EARLY", { receivedAt: 9_999 }));
      await store.saveLead(lead("LATE", { receivedAt: 20_000 }));
      await store.claim("A", 10_000, 1_000);
      await store.markForwarded("A", 10_500);

      const names = async (dimension: Dimension, within: OriginRange = range) =>
        (await store.topNames(within, dimension)).map((row) => `${row.name}: ${String(row.count)}`);
      expect(await store.realCount(range)).toBe(7);
      expect(await names("referrer")).toEqual(["direct: 4", "Google: 2", "LinkedIn: 1"]);
      expect(await names("campaign")).toEqual(["no campaign: 5", "linkedin / social / spring: 1", "– / email / –: 1"]);
      expect(await names("landing")).toEqual([
        "/contact: 3",
        "/: 1",
        "/insights: 1",
        "/services/cloud-migration: 1",
        "not known: 1",
      ]);
      expect(await names("channel")).toEqual(["Direct: 3", "Organic Search: 2", "Email: 1", "Organic Social: 1"]);
      expect((await store.topNames(range, "referrer", 2)).map((row) => row.name)).toEqual(["direct", "Google"]);
      expect(await store.namesCount(range, "referrer", ["LinkedIn", "Bing"])).toEqual([{ name: "LinkedIn", count: 1 }]);
      expect(await names("topic", { ...range, kind: "subscription" })).toEqual(["no topic: 1"]);
      expect(await names("topic", { from: 20_000, to: 20_000 })).toEqual([]);
      // Per part of the range, by channel: before 14,000, and from it.
      expect(
        (await store.channelSeries(range, [14_000]))
          .map((row) => `${String(row.part)} ${row.channel}: ${String(row.count)}`)
          .sort(),
      ).toEqual([
        "0 Direct: 1",
        "0 Organic Search: 1",
        "0 Organic Social: 1",
        "1 Direct: 2",
        "1 Email: 1",
        "1 Organic Search: 1",
      ]);

      // Filed as spam, a lead drops out; released, spam comes in with what brought it.
      expect(await store.markSpam("C", "marked as spam by the owner", 30_000)).toBe(true);
      expect(await store.release("S", 30_000)).toBe("pending");
      expect(await names("referrer")).toEqual(["direct: 5", "Google: 1", "LinkedIn: 1"]);
      expect(await store.realCount(range)).toBe(7);

      // Purged, a lead is gone from the Sources too.
      expect(await store.purge({ leadsBefore: 12_500, spamBefore: 0 })).toBe(3);
      expect(await names("referrer")).toEqual(["direct: 4", "Google: 1"]);
    });

    it("pages and counts one source's leads by its name, never its spam", async () => {
      const store = await make();
      const google = { page: "/contact", referrer: "www.google.com" };
      for (let i = 0; i < 5; i++) await store.saveLead(lead(`G${i}`, { receivedAt: 1_000 + i, source: google }));
      await store.saveLead(lead("B", { receivedAt: 2_000, source: { page: "/contact", referrer: "bing.com" } }));
      await store.saveLead(
        lead("SG", { receivedAt: 3_000, source: google, status: "spam", spamReason: "honeypot filled" }),
      );
      const source = { dimension: "referrer", name: "Google" } as const;
      const ids = (leads: Lead[]) => leads.map((l) => l.id);
      expect(ids(await store.page({ source, status: "pending", limit: 2 }))).toEqual(["G4", "G3"]);
      expect(
        ids(await store.page({ source, status: "pending", limit: 2, before: { receivedAt: 1_003, id: "G3" } })),
      ).toEqual(["G2", "G1"]);
      expect(await store.count({ source, status: "pending" }, 100)).toBe(5);
      expect(await store.count({ source, status: "pending" }, 3)).toBe(3);
      expect(await store.count({ source: { dimension: "landing", name: "/contact" }, status: "pending" }, 100)).toBe(6);
      expect(
        ids(await store.page({ source: { dimension: "topic", name: "Cloud Migration" }, from: 2_000, limit: 10 })),
      ).toEqual(["SG", "B"]);
    });

    it("names again the leads an older naming named (or none did), a batch at a time", async () => {
      const store = await make();
      for (const [i, referrer] of ["www.google.com", "bing.com", "www.linkedin.com"].entries())
        await store.saveLead(lead(`L${i}`, { receivedAt: 1_000 + i, source: { page: "/contact", referrer } }));
      expect(await store.nameOrigins(10)).toBe(0);
      // As a lead kept before names were, or named by an older naming: the store's own statement, as a migration leaves it.
      const db = databaseOf.get(store);
      await db?.run("UPDATE leads SET origin_referrer = NULL, origin_names = 0 WHERE id <> 'L1'");
      await db?.run("UPDATE leads SET origin_referrer = 'bing.com', origin_names = ? WHERE id = 'L1'", [
        NAMING_VERSION - 1,
      ]);
      const range = { from: 0, to: 10_000 };
      const byReferrer = async () =>
        (await store.topNames(range, "referrer")).map((row) => `${row.name}: ${String(row.count)}`).sort();
      expect(await byReferrer()).toEqual(["bing.com: 1", "not named yet: 2"]);
      expect(await store.nameOrigins(2)).toBe(2);
      expect(await store.nameOrigins(2)).toBe(1);
      expect(await store.nameOrigins(2)).toBe(0);
      expect(await byReferrer()).toEqual(["Bing: 1", "Google: 1", "LinkedIn: 1"]);
    });

    it("keeps a lead moved from another store as it was, with its history, once", async () => {
      const store = await make();
      const moved: Lead = {
        ...lead("MOVED", { receivedAt: 5_000, source: { page: "/contact", referrer: "www.google.com" } }),
        attempts: 2,
        nextAttemptAt: 9_000,
        lastError: "answered HTTP 500",
        forwardedAt: undefined,
        needsOwner: { since: 6_000, reason: "answered HTTP 500" },
        setAsideAt: undefined,
        spamAt: undefined,
        claimedUntil: undefined,
      };
      const tries = [
        { at: 5_100, ms: 90, ok: false, status: 500, detail: "answered HTTP 500" },
        { at: 5_100, ms: 40, ok: false, status: 500, detail: "answered HTTP 500 again" },
      ];
      expect(await store.importLead(moved, tries)).toBe(true);
      expect(await store.importLead(moved, tries)).toBe(false);
      expect(await store.get("MOVED")).toEqual({ ...moved, spamReason: undefined, subject: undefined });
      expect(await store.attempts("MOVED")).toEqual(tries);
      expect(await store.knownIds(["MOVED", "OTHER"])).toEqual(["MOVED"]);
      expect(await store.count({ source: { dimension: "referrer", name: "Google" } }, 10)).toBe(1);
      expect(await store.hasKey(moved.key)).toBe(true);
    });

    it("forgets the hash of a visitor's address once the rate limit no longer needs it, and keeps the lead", async () => {
      const store = await make();
      for (let i = 0; i < 150; i++) await store.saveLead(lead(`OLD${String(i)}`, { receivedAt: 1_000 + i }));
      await store.saveLead(lead("NEW", { receivedAt: 90_000 }));
      expect(await store.purge({ leadsBefore: 0, spamBefore: 0, clientsBefore: 50_000 })).toBe(0);
      expect(await store.get("OLD149")).toMatchObject({ clientHash: "", fields: { "Full Name": "Name OLD149" } });
      expect(await store.get("NEW")).toMatchObject({ clientHash: "client-a" });
      expect(await store.recentCount("client-a", 0)).toBe(1);
    });

    it("makes one salt and keeps it", async () => {
      const store = await make();
      const salt = await store.salt();
      expect(salt.length).toBeGreaterThanOrEqual(32);
      expect(await store.salt()).toBe(salt);
    });
  });
}

describe("lead store: SQL migrations", () => {
  it("adds the subject to a database made before it, keeps its leads, and tolerates a second process's migration", async () => {
    const db = openSqlite(":memory:");
    // A database as the first migration left it, with a lead stored then.
    await db.run("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)");
    for (const statement of migrations(dialects.sqlite)[0]?.statements ?? []) await db.run(statement);
    await db.run("INSERT INTO schema_migrations (name, applied_at) VALUES ('0001_create_leads', 0)");
    await db.run(
      `INSERT INTO leads (id, dedupe_key, kind, received_at, status, fields, source, client_hash, next_attempt_at)
       VALUES ('OLD', 'k', 'contact', 1, 'pending', '{}', '{}', 'c', 1)`,
    );
    // Another process got there first: the column exists, the migration is not yet recorded.
    await db.run("ALTER TABLE leads ADD COLUMN subject TEXT");
    const store = new SqlLeadStore(() => db);
    expect(await store.saveLead(lead("NEW", { subject: "New inquiry from Bighorn Software" }))).toBe("stored");
    const [newer, older] = await store.page({ limit: 10 });
    expect(newer).toMatchObject({ id: "NEW", subject: "New inquiry from Bighorn Software" });
    expect(older).toMatchObject({ id: "OLD", subject: undefined });
  });
});

describe.each(databases)("lead store: a chart's parts, on %s", (_name, open) => {
  it("counts a month of days by channel, a few parts to a statement, as D1 compiles five terms of a UNION", async () => {
    const db = await open();
    const statements: string[] = [];
    const store = new SqlLeadStore(() => ({
      ...db,
      all: <Row>(sql: string, params?: readonly SqlValue[]) => {
        statements.push(sql);
        return db.all<Row>(sql, params);
      },
    }));
    const DAY = 86_400_000;
    for (let day = 0; day < 31; day++) {
      await store.saveLead(
        lead(`D${String(day)}`, {
          receivedAt: day * DAY + 1_000,
          source: day % 2 ? {} : { referrer: "www.google.com" },
        }),
      );
    }
    await store.saveLead(lead("N", { receivedAt: 40 * DAY, kind: "subscription" }));
    statements.length = 0;
    const boundaries = Array.from({ length: 30 }, (_, day) => (day + 1) * DAY);
    const parts = await store.channelSeries({ from: 0, to: 31 * DAY }, boundaries);
    expect(parts.map((row) => `${String(row.part)} ${row.channel}: ${String(row.count)}`).sort()).toEqual(
      Array.from({ length: 31 }, (_, day) => `${String(day)} ${day % 2 ? "Direct" : "Organic Search"}: 1`).sort(),
    );
    const unions = statements.filter((sql) => sql.includes("AS part"));
    expect(unions.length).toBe(Math.ceil(31 / UNION_TERMS));
    for (const sql of unions) expect(sql.split("UNION ALL").length).toBeLessThanOrEqual(UNION_TERMS);
    // One kind: bound once per part.
    expect(await store.channelSeries({ from: 0, to: 50 * DAY, kind: "subscription" }, boundaries)).toEqual([
      { part: 30, channel: "Direct", count: 1 },
    ]);
  });
});

describe.each(databases)("lead store: the upgrade to refusals only, on %s", (_name, open) => {
  it("gives back to the outage the leads an older release flagged for a 5xx, a timeout, no connection or garbage", async () => {
    const db = await open();
    const dialect = dialects[db.dialect];
    const before = migrations(dialect).filter((migration) => migration.name < "0007");
    await db.run(`CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at ${dialect.time} NOT NULL)`);
    for (const migration of before) {
      for (const statement of migration.statements) await db.run(statement);
      await db.run("INSERT INTO schema_migrations (name, applied_at) VALUES (?, 0)", [migration.name]);
    }
    const reasons = {
      E500: "answered HTTP 502",
      TIMEOUT: "no answer in time",
      DOWN: "could not connect (ECONNREFUSED)",
      GARBAGE: 'answered HTTP 200 without JSON: "<html>"',
      SLOW_DOWN: "answered HTTP 429",
      E422: "answered HTTP 422",
      REFUSED: "refused: This form needs Activation.",
    };
    for (const [id, reason] of Object.entries(reasons)) {
      await db.run(
        `INSERT INTO leads (id, dedupe_key, kind, received_at, status, fields, source, client_hash, attempts,
           next_attempt_at, needs_owner_at, needs_owner_reason)
         VALUES (?, ?, 'contact', 1, 'pending', '{}', '{}', 'c', 2, 1, 5, ?)`,
        [id, `key-${id}`, reason],
      );
    }
    const store = new SqlLeadStore(() => db);
    expect((await store.needingOwner(20)).map((l) => l.id).sort()).toEqual(["E422", "REFUSED"]);
    expect(await store.retryingCount(20)).toBe(5);
  });
});

describe("lead store: a copy from SQLite to Postgres", () => {
  it(
    "copies every lead as it was, with its history and the visitors' salt, and skips what it copied before",
    { timeout: 30_000 },
    async () => {
      const sqlite = openSqlite(":memory:");
      const from = new SqlLeadStore(() => sqlite);
      const pgDatabase = await postgres.fresh();
      const to = new SqlLeadStore(() => pgDatabase);
      for (let i = 0; i < 501; i++) await from.saveLead(lead(`L${String(i)}`, { receivedAt: 1_000 + i }));
      await from.saveLead(lead("SPAM", { status: "spam", spamReason: "honeypot filled", receivedAt: 900 }));
      await from.recordAttempt("L7", { at: 2_000, ms: 50, ok: false, status: 500, detail: "answered HTTP 500" });
      await from.markFailed("L7", "answered HTTP 500", 3_000);
      await from.claim("L8", 1_008, 1_000);
      await from.markForwarded("L8", 1_500);
      expect(await copyLeads(from, to)).toEqual({ copied: 502, skipped: 0 });
      for (const id of ["L0", "L7", "L8", "L500", "SPAM"]) expect(await to.get(id), id).toEqual(await from.get(id));
      expect(await to.attempts("L7")).toEqual(await from.attempts("L7"));
      expect(await to.salt()).toBe(await from.salt());
      expect(await copyLeads(from, to)).toEqual({ copied: 0, skipped: 502 });
    },
  );
});

describe.each(databases)("lead store: transactions, on %s", (_name, open) => {
  const count = async (db: SqlDatabase) => (await db.all<{ n: number }>("SELECT COUNT(*) AS n FROM notes"))[0]?.n;

  it("keeps all of a transaction's statements, or none when one fails", async () => {
    const db = await open();
    await db.run("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
    await expect(
      db.atomic([
        { sql: "INSERT INTO notes (id, text) VALUES (?, ?)", params: [1, "kept"] },
        { sql: "INSERT INTO notes (id, text) VALUES (?, ?)", params: [1, "the same id"] },
      ]),
    ).rejects.toThrow();
    expect(await count(db)).toBe(0);
    expect(
      await db.atomic([
        { sql: "INSERT INTO notes (id, text) VALUES (?, ?)", params: [1, "one"] },
        { sql: "UPDATE notes SET text = ? WHERE id = ?", params: ["one, changed", 1] },
      ]),
    ).toEqual({ kept: true, changes: [1, 1] });
    expect(await db.all("SELECT id, text FROM notes")).toEqual([{ id: 1, text: "one, changed" }]);
  });

  it("keeps a transaction only where its expectation is met", async () => {
    const db = await open();
    await db.run("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
    // As importLead writes one: what comes before the expectation changes nothing where it will not be met.
    const guarded = (id: number) => [
      {
        sql: "INSERT INTO notes (id, text) SELECT ?, 'history' WHERE NOT EXISTS (SELECT 1 FROM notes WHERE id = ?)",
        params: [id + 100, id],
      },
      { sql: "INSERT INTO notes (id, text) VALUES (?, 'lead') ON CONFLICT DO NOTHING", params: [id], expect: 1 },
    ];
    expect(await db.atomic(guarded(1))).toEqual({ kept: true, changes: [1, 1] });
    expect((await db.atomic(guarded(1))).kept).toBe(false);
    expect(await count(db)).toBe(2);
  });

  it("applies a migration whole or not at all, and two processes migrating at once apply each once", async () => {
    const db = await open();
    const broken: typeof migrations = (dialect) => [
      ...migrations(dialect),
      {
        name: "9999_broken",
        statements: [
          "ALTER TABLE leads ADD COLUMN doomed TEXT",
          "CREATE INDEX leads_doomed ON leads (doomed)",
          "INSERT INTO no_such_table VALUES (1)",
        ],
      },
    ];
    await expect(migrate(db, { list: broken })).rejects.toThrow();
    const columns = (await db.all<{ name: string }>(dialects[db.dialect].columns, ["leads"])).map((row) => row.name);
    expect(columns).toContain("origin_channel");
    expect(columns).not.toContain("doomed");
    const names = async () =>
      (await db.all<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name")).map((row) => row.name);
    expect(await names()).toEqual(migrations(dialects[db.dialect]).map((migration) => migration.name));
    // The index went with the column: adding both again works.
    await migrate(db, {
      list: (dialect) => [
        ...migrations(dialect),
        { name: "9999_fixed", statements: (broken(dialect).at(-1)?.statements ?? []).slice(0, 2) },
      ],
    });
    expect(await names()).toContain("9999_fixed");

    const twice = await open();
    await Promise.all([migrate(twice), migrate(twice)]);
    expect((await twice.all<{ name: string }>("SELECT name FROM schema_migrations")).length).toBe(
      migrations(dialects[twice.dialect]).length,
    );
  });

  it("copies the same leads twice at once: each lead once, its history once, a cut-off move's leftovers gone", async () => {
    const sqlite = openSqlite(":memory:");
    const source = new SqlLeadStore(() => sqlite);
    for (let i = 0; i < 30; i++) {
      await source.saveLead(lead(`C${String(i)}`, { receivedAt: 1_000 + i }));
      await source.markFailed(`C${String(i)}`, "answered HTTP 500", 3_000, {
        at: 2_000,
        ms: 50,
        ok: false,
        status: 500,
        detail: "answered HTTP 500",
      });
    }
    const db = await open();
    const to = new SqlLeadStore(() => db);
    // A try an older release's move wrote before it was cut off, its lead never stored.
    await to.recordAttempt("C7", { at: 1_500, ms: 10, ok: false, detail: "left by a cut-off move" });
    const [one, two] = await Promise.all([copyLeads(source, to), copyLeads(source, to)]);
    expect(one.copied + two.copied).toBe(30);
    expect(one.skipped + two.skipped).toBe(30);
    for (let i = 0; i < 30; i++)
      expect(await to.attempts(`C${String(i)}`)).toEqual(await source.attempts(`C${String(i)}`));
  });

  it("keeps a lead's status and its try together", async () => {
    const db = await open();
    const store = new SqlLeadStore(() => db);
    await store.saveLead(lead("T"));
    await store.claim("T", 1_000, 60_000);
    await store.markForwarded("T", 1_200, { at: 1_100, ms: 100, ok: true, status: 200, detail: "delivered" });
    expect(await store.get("T")).toMatchObject({ status: "forwarded", forwardedAt: 1_200, attempts: 1 });
    expect(await store.attempts("T")).toEqual([{ at: 1_100, ms: 100, ok: true, status: 200, detail: "delivered" }]);
  });

  it("keeps the page addresses of leads an older release kept whole as a post's are kept today", async () => {
    const db = await open();
    const store = new SqlLeadStore(() => db);
    await store.saveLead(lead("OLD", { source: { page: "/contact", referrer: "www.linkedin.com" } }));
    const range = { from: 0, to: 10_000 };
    const names = async () => (await store.topNames(range, "landing")).concat(await store.topNames(range, "referrer"));
    const before = await names();
    const whole = {
      landing: "/blog/hipaa-ready-cloud?utm_source=newsletter&email=dana%40clinic.example&token=r3set&gclid=Cj0KCQ",
      page: "/contact?service=cloud-migration&mc_eid=9f3",
      previousPage: "/services/cloud-migration?_hsenc=p2ANqtz&fbclid=IwAR2",
      referrer: "www.linkedin.com",
    };
    await db.run("UPDATE leads SET source = ?, origin_names = ? WHERE id = 'OLD'", [
      JSON.stringify(whole),
      NAMING_VERSION - 1,
    ]);
    expect(await store.nameOrigins(10)).toBe(1);
    const kept = (await store.get("OLD"))?.source;
    expect(kept).toEqual({
      landing: "/blog/hipaa-ready-cloud?utm_source=newsletter&gclid=",
      page: "/contact?service=cloud-migration",
      previousPage: "/services/cloud-migration?fbclid=",
      referrer: "www.linkedin.com",
    });
    expect(JSON.stringify(kept)).not.toMatch(/email|token|Cj0KCQ|IwAR2|mc_eid|_hsenc/);
    expect(await store.nameOrigins(10)).toBe(0);
    // What the report reads of it: named from the same landing page and referrer as before.
    expect((await names()).map((row) => row.name)).toEqual([
      "/blog/hipaa-ready-cloud",
      ...before.slice(1).map((row) => row.name),
    ]);
  });
});
