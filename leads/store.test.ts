import { describe, expect, it } from "vitest";
import type { NewLead } from "./lead.ts";
import { BlobLeadStore } from "./netlify/blobs-store.ts";
import { memoryBlobs } from "./netlify/memory-blobs.ts";
import { openSqlite } from "./node/sqlite.ts";
import { migrations } from "./sql-migrations.ts";
import { SqlLeadStore } from "./sql-store.ts";
import type { LeadStore } from "./store.ts";

// One contract for every storage the service runs on: SQLite and D1 (one SQL store) and Netlify Blobs.
const stores: [string, () => LeadStore][] = [
  [
    "SQL (SQLite, D1)",
    () => {
      const db = openSqlite(":memory:");
      return new SqlLeadStore(() => db);
    },
  ],
  ["Netlify Blobs", () => new BlobLeadStore(memoryBlobs())],
];

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

for (const [name, make] of stores) {
  describe(`lead store: ${name}`, () => {
    it("stores a lead once per key, and reads it back newest first", async () => {
      const store = make();
      expect(await store.saveLead(lead("A"))).toBe("stored");
      expect(await store.saveLead(lead("B", { key: "key-A" }))).toBe("duplicate");
      expect(await store.saveLead(lead("C", { receivedAt: 2_000 }))).toBe("stored");
      expect(await store.hasKey("key-A")).toBe(true);
      expect(await store.hasKey("key-Z")).toBe(false);
      const list = await store.list();
      expect(list.map((l) => l.id)).toEqual(["C", "A"]);
      expect((await store.list(10, { receivedAt: 2_000, id: "C" })).map((l) => l.id)).toEqual(["A"]);
      expect(list[1]).toMatchObject({
        kind: "contact",
        status: "pending",
        fields: { "Full Name": "Name A" },
        topic: "Cloud Migration",
        source: { page: "/contact" },
        attempts: 0,
      });
      expect((await store.list(1)).map((l) => l.id)).toEqual(["C"]);
    });

    it("keeps one lead when two with the same key are saved at the same instant", async () => {
      const store = make();
      const outcomes = await Promise.all([store.saveLead(lead("A")), store.saveLead(lead("B", { key: "key-A" }))]);
      expect(outcomes.sort()).toEqual(["duplicate", "stored"]);
      expect(await store.list()).toHaveLength(1);
    });

    it("reads a long list a page at a time, leads received in the same millisecond included", async () => {
      const store = make();
      for (const id of ["A", "B", "C", "D", "E"])
        await store.saveLead(lead(id, { receivedAt: id < "C" ? 1_000 : 2_000 }));
      const pages: string[][] = [];
      let before: { receivedAt: number; id: string } | undefined;
      for (;;) {
        const page = await store.list(2, before);
        if (!page.length) break;
        pages.push(page.map((l) => l.id));
        const last = page.at(-1);
        before = last && { receivedAt: last.receivedAt, id: last.id };
      }
      expect(pages).toEqual([["E", "D"], ["C", "B"], ["A"]]);
    });

    it("counts a client's posts in the window", async () => {
      const store = make();
      await store.saveLead(lead("A", { receivedAt: 1_000 }));
      await store.saveLead(lead("B", { receivedAt: 5_000 }));
      await store.saveLead(lead("C", { receivedAt: 6_000, clientHash: "client-b" }));
      expect(await store.recentCount("client-a", 2_000)).toBe(1);
      expect(await store.recentCount("client-a", 0)).toBe(2);
    });

    it("gives a due lead to one sender at a time, and records the outcome", async () => {
      const store = make();
      await store.saveLead(lead("A"));
      await store.saveLead(lead("S", { status: "spam", spamReason: "honeypot filled" }));
      expect(await store.pending(1_000, 10)).toEqual(["A"]);
      const [first, second] = await Promise.all([store.claim("A", 1_000, 30_000), store.claim("A", 1_000, 30_000)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect(await store.pending(2_000, 10)).toEqual([]);
      await store.markFailed("A", "answered HTTP 500", 5_000);
      expect(await store.pending(4_999, 10)).toEqual([]);
      expect(await store.pending(5_000, 10)).toEqual(["A"]);
      expect((await store.list()).find((l) => l.id === "A")).toMatchObject({
        attempts: 1,
        lastError: "answered HTTP 500",
        nextAttemptAt: 5_000,
      });
      expect(await store.claim("A", 5_000, 30_000)).toBeDefined();
      await store.markForwarded("A", 6_000);
      expect(await store.pending(99_999, 10)).toEqual([]);
      expect(await store.claim("A", 99_999, 30_000)).toBeUndefined();
      expect((await store.list()).find((l) => l.id === "A")).toMatchObject({
        status: "forwarded",
        attempts: 2,
        forwardedAt: 6_000,
      });
    });

    it("lets a claim lapse, so a sender that died does not strand the lead", async () => {
      const store = make();
      await store.saveLead(lead("A"));
      expect(await store.claim("A", 1_000, 30_000)).toBeDefined();
      expect(await store.claim("A", 20_000, 30_000)).toBeUndefined();
      expect(await store.claim("A", 31_000, 30_000)).toBeDefined();
    });

    it("lists until when a sender holds a lead, so a send cut short is not a bare 'pending'", async () => {
      const store = make();
      await store.saveLead(lead("A"));
      expect((await store.list())[0]?.claimedUntil).toBeUndefined();
      await store.claim("A", 1_000, 30_000);
      expect((await store.list())[0]?.claimedUntil).toBe(31_000);
      await store.markFailed("A", "answered HTTP 500", 40_000);
      expect((await store.list())[0]?.claimedUntil).toBeUndefined();
    });

    it("makes every pending lead due at once, releases spam to the inbox, and purges by age", async () => {
      const store = make();
      await store.saveLead(lead("A"));
      await store.markFailed("A", "down", 99_000);
      await store.saveLead(lead("S", { status: "spam", spamReason: "honeypot filled", receivedAt: 1_500 }));
      expect(await store.makePendingDue(2_000)).toBe(1);
      expect(await store.pending(2_000, 10)).toEqual(["A"]);
      expect(await store.release("S", 3_000)).toBe(true);
      expect(await store.release("S", 3_000)).toBe(false);
      expect((await store.pending(3_000, 10)).sort()).toEqual(["A", "S"]);
      await store.saveLead(lead("OLD-SPAM", { status: "spam", receivedAt: 100 }));
      await store.saveLead(lead("NEW", { receivedAt: 10_000 }));
      expect(await store.purge({ leadsBefore: 1_200, spamBefore: 200 })).toBe(2);
      expect((await store.list()).map((l) => l.id).sort()).toEqual(["NEW", "S"]);
      expect(await store.hasKey("key-A")).toBe(false);
    });

    it("keeps each try at delivery in order, and forgets them with their lead", async () => {
      const store = make();
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
      const store = make();
      await store.saveLead(lead("A", { receivedAt: 1_000 }));
      await store.saveLead(lead("B", { receivedAt: 2_000 }));
      await store.markFailed("A", "down", 99_000);
      expect(await store.get("A")).toMatchObject({ id: "A", status: "pending", lastError: "down" });
      expect(await store.get("nope")).toBeUndefined();
      // B has not been tried yet: A, tried and failed, is the oldest still waiting after a try.
      expect(await store.oldestRetrying()).toMatchObject({ id: "A" });
      expect(await store.makeDue("A", 5_000)).toBe(true);
      expect(await store.pending(5_000, 10)).toEqual(["A", "B"]);
      expect(await store.markSpam("A", "filed as spam by the owner")).toBe(true);
      expect(await store.markSpam("A", "again")).toBe(false);
      expect(await store.get("A")).toMatchObject({ status: "spam", spamReason: "filed as spam by the owner" });
      expect(await store.makeDue("A", 6_000)).toBe(false);
      expect(await store.pending(6_000, 10)).toEqual(["B"]);
      expect(await store.oldestRetrying()).toBeUndefined();
      await store.markFailed("B", "down", 99_000);
      expect(await store.oldestRetrying()).toMatchObject({ id: "B" });
      await store.markForwarded("B", 7_000);
      expect(await store.oldestRetrying()).toBeUndefined();
    });

    it("keeps a setting until it is removed", async () => {
      const store = make();
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

    it("makes one salt and keeps it", async () => {
      const store = make();
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
    for (const statement of migrations[0]?.statements ?? []) await db.run(statement);
    await db.run("INSERT INTO schema_migrations (name, applied_at) VALUES ('0001_create_leads', 0)");
    await db.run(
      `INSERT INTO leads (id, dedupe_key, kind, received_at, status, fields, source, client_hash, next_attempt_at)
       VALUES ('OLD', 'k', 'contact', 1, 'pending', '{}', '{}', 'c', 1)`,
    );
    // Another process got there first: the column exists, the migration is not yet recorded.
    await db.run("ALTER TABLE leads ADD COLUMN subject TEXT");
    const store = new SqlLeadStore(() => db);
    expect(await store.saveLead(lead("NEW", { subject: "New inquiry from Bighorn Software" }))).toBe("stored");
    const [newer, older] = await store.list();
    expect(newer).toMatchObject({ id: "NEW", subject: "New inquiry from Bighorn Software" });
    expect(older).toMatchObject({ id: "OLD", subject: undefined });
  });
});
