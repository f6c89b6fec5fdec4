import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { describe, expect, it } from "vitest";
import type { Lead, NewLead } from "../lead.ts";
import type { LeadCursor } from "../store/store.ts";
import { BlobLeadStore, type BlobStore } from "./blobs-store.ts";
import { memoryBlobs, type MemoryBlobs } from "../fixtures/memory-blobs.ts";

// What the contract tests (leads/store.test.ts) cannot see: how much of the store each call reads.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2025, 0, 6, 9);
/** Where the spam wave arrives: within one hour, after every lead. */
const WAVE = T0 + 250 * 5 * HOUR;

const lead = (id: string, receivedAt: number, overrides: Partial<NewLead> = {}): NewLead => ({
  id,
  key: `key-${id}`,
  kind: "contact",
  receivedAt,
  status: "pending",
  fields: { "Full Name": `Name ${id}` },
  source: { page: "/contact" },
  clientHash: `client-${id}`,
  ...overrides,
});

const ids = (leads: Lead[]) => leads.map((l) => l.id);
const newestFirst = (a: NewLead, b: NewLead) => b.receivedAt - a.receivedAt || (a.id < b.id ? 1 : -1);
const cursor = (l: Lead | undefined): LeadCursor | undefined => l && { receivedAt: l.receivedAt, id: l.id };
/** Lead blobs read, of all the gets. */
const leadReads = (blobs: MemoryBlobs) => blobs.requests().filter((request) => request.startsWith("get leads/")).length;

/**
 * 200 leads, one every five hours over six weeks (one in ten a subscription, one in four delivered), then a
 * wave of 3,000 spam within one hour.
 */
async function busyStore() {
  const blobs = memoryBlobs();
  const store = new BlobLeadStore(blobs);
  const leads: NewLead[] = [];
  const delivered = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const saved = lead(`L${String(i).padStart(3, "0")}`, T0 + i * 5 * HOUR + (i % 7) * 60_000, {
      kind: i % 10 === 0 ? "subscription" : "contact",
    });
    leads.push(saved);
    await store.saveLead(saved);
    if (i % 4 === 0) {
      await store.claim(saved.id, saved.receivedAt, 30_000);
      await store.markForwarded(saved.id, saved.receivedAt + 1_000);
      delivered.add(saved.id);
    }
  }
  const spam: NewLead[] = [];
  for (let i = 0; i < 3_000; i++) {
    const saved = lead(`S${String(i).padStart(4, "0")}`, WAVE + i * 1_000, {
      status: "spam",
      spamReason: "honeypot filled",
    });
    spam.push(saved);
    await store.saveLead(saved);
  }
  const pending = leads.filter((l) => !delivered.has(l.id)).sort(newestFirst);
  const everything = [...leads, ...spam].sort(newestFirst);
  // The first use checks the layout once; what follows is what a view costs on a warm function.
  await store.count({}, 1);
  blobs.resetOps();
  return { blobs, store, leads, spam, pending, everything };
}

describe("Netlify Blobs store: what a view reads", () => {
  it("reads the first page of pending leads without touching the spam wave", async () => {
    const { blobs, store, pending } = await busyStore();
    const page = await store.page({ status: "pending", limit: 50 });
    expect(ids(page)).toEqual(pending.slice(0, 50).map((l) => l.id));
    expect(blobs.ops().gets).toBeLessThanOrEqual(60);
    expect(blobs.ops().lists).toBeLessThanOrEqual(20);
    expect(blobs.requests().some((request) => request.includes("spam"))).toBe(false);

    // The next page costs the same, wherever its cursor falls in an hour or a day.
    blobs.resetOps();
    const next = await store.page({ status: "pending", limit: 50, before: cursor(page.at(-1)) });
    expect(ids(next)).toEqual(pending.slice(50, 100).map((l) => l.id));
    expect(blobs.ops().gets).toBeLessThanOrEqual(60);
    expect(blobs.ops().lists).toBeLessThanOrEqual(20);
  });

  it("reads the first page of every lead by listing the wave's hour once and reading only the page", async () => {
    const { blobs, store, everything } = await busyStore();
    const page = await store.page({ limit: 50 });
    expect(ids(page)).toEqual(everything.slice(0, 50).map((l) => l.id));
    expect(leadReads(blobs)).toBe(50);
    expect(blobs.ops().gets).toBeLessThanOrEqual(60);
    expect(blobs.ops().lists).toBeLessThanOrEqual(20);
    const waveHour = new Date(WAVE).toISOString().slice(0, 13);
    expect(blobs.requests().filter((request) => request.includes(waveHour))).toHaveLength(1);

    // A page older than the wave does not list it at all.
    blobs.resetOps();
    const older = await store.page({ limit: 50, before: { receivedAt: WAVE - 1, id: "" } });
    expect(ids(older)).toEqual(
      everything
        .filter((l) => l.receivedAt < WAVE)
        .slice(0, 50)
        .map((l) => l.id),
    );
    expect(blobs.requests().some((request) => request.includes(waveHour))).toBe(false);
    expect(blobs.ops().gets).toBeLessThanOrEqual(60);
  });

  it("pages through every view whole, both ways, in the SQL store's order", async () => {
    const { store, pending, everything, spam } = await busyStore();
    for (const [filter, expected] of [
      [{ status: "pending" }, pending],
      [{ kind: "subscription" }, everything.filter((l) => l.kind === "subscription")],
      [
        { status: "spam", from: WAVE + 100_000, to: WAVE + 200_000 },
        spam.filter((l) => l.receivedAt >= WAVE + 100_000 && l.receivedAt < WAVE + 200_000).sort(newestFirst),
      ],
      [{}, everything],
    ] as const) {
      const pages: Lead[][] = [];
      for (;;) {
        const page = await store.page({ ...filter, limit: 70, before: cursor(pages.at(-1)?.at(-1)) });
        if (!page.length) break;
        pages.push(page);
      }
      expect(ids(pages.flat())).toEqual(expected.map((l) => l.id));
      // Back one page from the last one's first lead.
      const back = await store.page({ ...filter, limit: 70, after: cursor(pages.at(-1)?.[0]) });
      expect(ids(back)).toEqual(ids(pages.at(-2) ?? []));
    }
  });

  it("counts up to the cap without reading a lead, and stops listing there", async () => {
    const { blobs, store, pending } = await busyStore();
    expect(await store.count({ status: "pending" }, 1_000)).toBe(pending.length);
    expect(await store.count({ status: "pending" }, 20)).toBe(20);
    expect(await store.count({}, 100)).toBe(100);
    expect(await store.count({ status: "spam", from: WAVE + 1_000_000 }, 10_000)).toBe(2_000);
    expect(blobs.ops().gets).toBe(0);
    blobs.resetOps();
    await store.count({ status: "pending" }, 1);
    // Two streams' hours, and the first hour of each at most.
    expect(blobs.ops().lists).toBeLessThanOrEqual(4);
  });
});

describe("Netlify Blobs store: the Sources", () => {
  const fromContact = {
    landing: "/contact",
    referrer: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    topic: "",
  };

  it("answers from the keys' names: no lead read and no spam listed, once each lead has its origin key", async () => {
    const { blobs, store, leads } = await busyStore();
    // Six weeks of leads and the spam wave's hour.
    const range = { from: T0, to: WAVE + DAY };
    const rows = await store.origins(range);
    expect(rows.map((row) => row.id)).toEqual([...leads].sort(newestFirst).map((l) => l.id));
    expect(rows[0]).toEqual({ id: "L199", receivedAt: leads[199]?.receivedAt, ...fromContact });
    expect(blobs.ops().gets).toBe(0);
    expect(blobs.requests().some((request) => request.includes("spam"))).toBe(false);
    // The streams' and the origin keys' hours, then their hours a few together: not one list per hour.
    expect(blobs.ops().lists).toBeLessThanOrEqual(30);

    // 50 leads stored before origin keys were: each read once, at the first look after.
    for (const key of blobs.keys().filter((key) => /^origins\/.*-L0[0-4]\d\//.test(key))) await blobs.delete(key);
    blobs.resetOps();
    expect(await store.originCounts(range)).toEqual([{ ...fromContact, count: 200 }]);
    expect(leadReads(blobs)).toBe(50);
    blobs.resetOps();
    expect(await store.originCounts(range)).toEqual([{ ...fromContact, count: 200 }]);
    expect(blobs.ops().gets).toBe(0);
    expect(blobs.ops().sets).toBe(0);

    // A day lists the hours around that day only.
    blobs.resetOps();
    const day = { from: T0 + 10 * DAY, to: T0 + 11 * DAY };
    expect((await store.origins(day)).map((row) => row.id)).toEqual(
      leads
        .filter((l) => l.receivedAt >= day.from && l.receivedAt < day.to)
        .sort(newestFirst)
        .map((l) => l.id),
    );
    expect(blobs.ops().gets).toBe(0);
    expect(blobs.ops().lists).toBeLessThanOrEqual(16);
  });

  it("keeps an origin too long for a key's name as a mark to read the lead, and forgets the key with the lead", async () => {
    const blobs = memoryBlobs();
    const store = new BlobLeadStore(blobs);
    const landing = `/contact?fbclid=${"x".repeat(400)}`;
    await store.saveLead(lead("LONG", T0, { source: { landing } }));
    await store.saveLead(lead("SHORT", T0 + 1, { source: { landing: "/", utm: { utm_source: "newsletter" } } }));
    await store.saveLead(lead("SPAM", T0 + 2, { status: "spam" }));
    const originKeys = () => blobs.keys().filter((key) => key.startsWith("origins/"));
    expect(originKeys()).toHaveLength(2);
    expect(originKeys().find((key) => key.includes("-LONG/"))).toMatch(/\/\*$/);
    expect(originKeys().every((key) => key.split("/").every((part) => part.length <= 200))).toBe(true);
    await store.count({}, 1);
    blobs.resetOps();
    const range = { from: T0, to: T0 + HOUR };
    expect(await store.origins(range)).toEqual([
      { id: "SHORT", receivedAt: T0 + 1, ...fromContact, landing: "/", utmSource: "newsletter" },
      { id: "LONG", receivedAt: T0, ...fromContact, landing },
    ]);
    expect(blobs.requests().filter((request) => request.startsWith("get "))).toEqual(["get leads/LONG"]);
    expect(blobs.ops().sets).toBe(0);
    expect(await store.purge({ leadsBefore: T0 + HOUR, spamBefore: 0 })).toBe(3);
    expect(originKeys()).toEqual([]);
    expect(await store.origins(range)).toEqual([]);
  });
});

describe("Netlify Blobs store: upkeep", () => {
  it("purges nothing, and reads no lead, when nothing is past its time", async () => {
    const { blobs, store } = await busyStore();
    // The owner files an old lead as spam today: kept 30 days from now, and not read to know it.
    await store.markSpam("L010", "marked as spam by the owner", WAVE + DAY);
    blobs.resetOps();
    expect(await store.purge({ leadsBefore: T0, spamBefore: WAVE })).toBe(0);
    expect(blobs.ops().gets).toBe(0);
    expect(blobs.ops().lists).toBeLessThanOrEqual(10);
  });

  it("purges exactly what is past its time, with every key it had", async () => {
    const blobs = memoryBlobs();
    const store = new BlobLeadStore(blobs);
    const now = T0 + 400 * DAY;
    const cutoffs = { leadsBefore: T0 + 100 * DAY, spamBefore: now - 30 * DAY };
    // Kept: a recent lead, recent spam, and an old lead the owner filed as spam last week.
    await store.saveLead(lead("NEW", now - DAY));
    await store.saveLead(lead("NEW-SPAM", now - DAY, { status: "spam" }));
    await store.saveLead(lead("LATE", T0 + 200 * DAY));
    await store.markSpam("LATE", "marked as spam by the owner", now - 7 * DAY);
    await store.count({}, 1);
    const kept = blobs.keys();

    // Past: a lead delivered on its second try, one abandoned mid-send that needs the owner, spam from a
    // wave, and a lead filed as spam long ago after a try.
    await store.saveLead(lead("OLD-SENT", T0));
    await store.claim("OLD-SENT", T0, 30_000);
    await store.recordAttempt("OLD-SENT", { at: T0, ms: 10, ok: false, status: 500, detail: "answered HTTP 500" });
    await store.markFailed("OLD-SENT", "answered HTTP 500", T0 + HOUR);
    await store.claim("OLD-SENT", T0 + HOUR, 30_000);
    await store.recordAttempt("OLD-SENT", { at: T0 + HOUR, ms: 10, ok: true, status: 200, detail: "delivered" });
    await store.markForwarded("OLD-SENT", T0 + HOUR);
    await store.saveLead(lead("OLD-STUCK", T0 + 2 * HOUR, { kind: "subscription" }));
    await store.claim("OLD-STUCK", T0 + 2 * HOUR, 30_000);
    await store.markNeedsOwner("OLD-STUCK", "refused", T0 + 3 * HOUR);
    for (let i = 0; i < 150; i++) await store.saveLead(lead(`W${i}`, now - 60 * DAY + i, { status: "spam" }));
    await store.saveLead(lead("OLD-FILED", now - 90 * DAY));
    await store.claim("OLD-FILED", now - 90 * DAY, 30_000);
    await store.markFailed("OLD-FILED", "down", now - 89 * DAY);
    await store.markSpam("OLD-FILED", "marked as spam by the owner", now - 80 * DAY);
    expect(blobs.size()).toBeGreaterThan(kept.length + 150 * 4);

    blobs.resetOps();
    expect(await store.purge(cutoffs)).toBe(153);
    expect(blobs.keys()).toEqual(kept);
    // One read per lead purged, none for those kept.
    expect(leadReads(blobs)).toBe(153);
    expect(ids(await store.page({ limit: 10 }))).toEqual(["NEW-SPAM", "NEW", "LATE"]);
    expect(await store.purge(cutoffs)).toBe(0);
  });

  it("sets leads aside, and makes due only the others", async () => {
    const blobs = memoryBlobs();
    const store = new BlobLeadStore(blobs);
    await store.saveLead(lead("A", 1_000));
    await store.saveLead(lead("B", 2_000));
    await store.setAside("A", 3_000);
    expect(await store.claim("A", 9_000, 1_000)).toBeUndefined();
    expect(await store.makePendingDue(5_000)).toBe(1);
    expect(await store.pending(5_000, 10)).toEqual(["B"]);
    expect(await store.release("A", 6_000)).toBeUndefined();
  });
});

/** What the first layout's code wrote for a lead (git show 5f71b45:leads/netlify/blobs-store.ts). */
async function saveAsFirstLayout(blobs: MemoryBlobs, saved: NewLead, change: Partial<Lead> = {}) {
  const stored = {
    ...saved,
    attempts: 0,
    nextAttemptAt: saved.status === "pending" ? saved.receivedAt : undefined,
    ...change,
  };
  await blobs.setJSON(`leads/${saved.id}`, stored);
  await blobs.setJSON(`keys/${createHash("sha256").update(saved.key).digest("hex")}`, saved.id);
  await blobs.setJSON(`clients/${saved.clientHash}/${String(saved.receivedAt).padStart(15, "0")}-${saved.id}`, 1);
  await blobs.setJSON(`index/${String(saved.receivedAt).padStart(15, "0")}-${saved.id}`, 1);
  if (stored.status === "pending") await blobs.setJSON(`pending/${saved.id}`, 1);
}

describe("Netlify Blobs store: the first layout", () => {
  it("moves a store written by the first layout on first use, once", async () => {
    const blobs = memoryBlobs();
    await saveAsFirstLayout(blobs, lead("A", T0));
    await saveAsFirstLayout(blobs, lead("B", T0 + DAY, { kind: "subscription" }), {
      status: "forwarded",
      attempts: 1,
      forwardedAt: T0 + DAY,
      nextAttemptAt: undefined,
    });
    await saveAsFirstLayout(blobs, lead("C", T0 + 2 * DAY), {
      status: "spam",
      spamReason: "filed as spam by the owner",
      nextAttemptAt: undefined,
    });
    const store = new BlobLeadStore(blobs);
    expect(ids(await store.page({ limit: 10 }))).toEqual(["C", "B", "A"]);
    expect(ids(await store.page({ status: "spam", limit: 10 }))).toEqual(["C"]);
    expect(ids(await store.page({ status: "pending", limit: 10 }))).toEqual(["A"]);
    expect(blobs.keys().filter((key) => /^index\/\d/.test(key))).toEqual([]);
    expect(await store.setting("layout")).toBe("2");
    expect(await store.saveLead(lead("A2", T0, { key: "key-A" }))).toBe("duplicate");
    expect(await store.pending(T0, 10)).toEqual(["A"]);

    // Another function instance checks the layout once, and moves nothing.
    blobs.resetOps();
    const other = new BlobLeadStore(blobs);
    await other.page({ limit: 10 });
    await other.page({ limit: 10 });
    expect(blobs.requests().filter((request) => request.includes("settings/layout"))).toHaveLength(1);
    expect(blobs.requests()).not.toContain("list index/ (directories)");

    // A key the first layout's code wrote after the move (a request in flight at the deploy) waits for the upkeep.
    await saveAsFirstLayout(blobs, lead("LATE", T0 + 3 * DAY));
    expect(ids(await store.page({ limit: 10 }))).toEqual(["C", "B", "A"]);
    expect(await store.purge({ leadsBefore: 0, spamBefore: 0 })).toBe(0);
    expect(ids(await store.page({ limit: 10 }))).toEqual(["LATE", "C", "B", "A"]);

    // Spam kept before `spamAt` was counts from its arrival.
    expect(await store.purge({ leadsBefore: 0, spamBefore: T0 + 2 * DAY + 1 })).toBe(1);
    expect(ids(await store.page({ limit: 10 }))).toEqual(["LATE", "B", "A"]);
  });

  it("shows a lead once, as it is, whatever index key a crash left behind", async () => {
    const blobs = memoryBlobs();
    const store = new BlobLeadStore(blobs);
    await store.saveLead(lead("A", T0));
    await store.saveLead(lead("B", T0 + HOUR));
    await store.saveLead(lead("C", T0 + 2 * HOUR));
    const hour = (at: number) => new Date(at).toISOString().slice(0, 13);
    const time = (at: number) => String(at).padStart(15, "0");
    // A delivered, and its pending key left: the crash came between the move's two steps.
    await store.claim("A", T0, 1_000);
    await store.markForwarded("A", T0 + 1);
    await blobs.setJSON(`index/pending/contact/${hour(T0)}/${time(T0)}-A`, 1);
    // B's spam key written (`{time}-{spamAt}-{id}`), and the crash came before B was: B is still pending.
    await blobs.setJSON(`index/spam/contact/${hour(T0 + HOUR)}/${time(T0 + HOUR)}-${time(T0 + HOUR)}-B`, 1);
    // A key whose lead is gone.
    await blobs.setJSON(`index/pending/contact/${hour(T0)}/${time(T0 + 5)}-GONE`, 1);

    expect(ids(await store.page({ limit: 10 }))).toEqual(["C", "B", "A"]);
    expect((await store.page({ limit: 10 })).map((l) => l.status)).toEqual(["pending", "pending", "forwarded"]);
    expect(ids(await store.page({ status: "pending", limit: 10 }))).toEqual(["C", "B"]);
    expect(ids(await store.page({ status: "forwarded", limit: 10 }))).toEqual(["A"]);
    expect(ids(await store.page({ status: "spam", limit: 10 }))).toEqual([]);
    // A page of one passes over the stale keys and still fills.
    expect(ids(await store.page({ status: "pending", limit: 1, before: { receivedAt: T0 + HOUR, id: "B" } }))).toEqual(
      [],
    );
    expect(ids(await store.page({ limit: 1, before: { receivedAt: T0 + HOUR, id: "B" } }))).toEqual(["A"]);
    // Once past their time, a purge takes the lead and the keys that named it wrongly.
    expect(await store.purge({ leadsBefore: T0 + 3 * HOUR, spamBefore: T0 + 3 * HOUR })).toBe(3);
    expect(blobs.keys().filter((key) => key.startsWith("index/"))).toEqual([]);
  });
});

describe("Netlify Blobs store: the in-memory double", () => {
  it("lists as @netlify/blobs' own local server does, and the store runs on that server", async () => {
    const directory = mkdtempSync(join(tmpdir(), "blobs-"));
    const server = new BlobsServer({ directory, token: "test", port: 0 });
    const { port } = await server.start();
    try {
      const url = `http://localhost:${port}`;
      const local = getStore({
        name: "leads",
        siteID: "site",
        token: "test",
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: "strong",
      });
      const double = memoryBlobs();
      const keys = [
        "a/b/c",
        "a/b/d/e",
        "a/x",
        "ab",
        "abc/y",
        "index/000000000001000-X",
        "index/pending/contact/1970-01-01T00/000000000001000-A",
      ];
      for (const key of keys) {
        await local.setJSON(key, 1);
        await double.setJSON(key, 1);
      }
      const sorted = ({ blobs, directories }: { blobs: { key: string }[]; directories: string[] }) => ({
        blobs: blobs.map((blob) => blob.key).sort(),
        directories: [...directories].sort(),
      });
      for (const prefix of [
        "",
        "a",
        "a/",
        "a/b/",
        "ab",
        "index/",
        "index/pending/contact/",
        "index/pending/contact/1970-01-0",
      ]) {
        for (const directories of [false, true]) {
          expect(sorted(await double.list({ prefix, directories }))).toEqual(
            sorted(await local.list({ prefix, directories })),
          );
        }
      }

      // The local server keeps a directory emptied of its keys, and sends no ETags: the store copes with both.
      const store = new BlobLeadStore(
        getStore({
          name: "leads-store",
          siteID: "site",
          token: "test",
          edgeURL: url,
          uncachedEdgeURL: url,
          consistency: "strong",
        }),
      );
      await store.saveLead(lead("A", T0));
      await store.saveLead(lead("B", T0 + DAY));
      await store.saveLead(lead("S", T0 + DAY, { status: "spam" }));
      await store.claim("A", T0, 1_000);
      await store.markForwarded("A", T0 + 1);
      expect(await store.purge({ leadsBefore: T0 + HOUR, spamBefore: 0 })).toBe(1);
      expect(ids(await store.page({ limit: 10 }))).toEqual(["S", "B"]);
      expect(ids(await store.page({ status: "forwarded", limit: 10 }))).toEqual([]);
      expect(await store.release("S", T0 + 2 * DAY)).toBe("pending");
      expect(ids(await store.page({ status: "pending", limit: 10 }))).toEqual(["S", "B"]);
      expect(await store.count({}, 10)).toBe(2);
    } finally {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("Netlify Blobs store: changes that cross", () => {
  /** The double, with `before` run once just before the first conditional write of `leads/{id}`. */
  function racing(blobs: MemoryBlobs, id: string, before: () => Promise<unknown>): BlobStore {
    let raced = false;
    return {
      ...blobs,
      setJSON: async (key, data, options) => {
        if (!raced && key === `leads/${id}` && options && "onlyIfMatch" in options) {
          raced = true;
          await before();
        }
        return blobs.setJSON(key, data, options);
      },
    };
  }
  const listing = (blobs: MemoryBlobs) =>
    blobs.keys().filter((key) => key.startsWith("index/") || key.startsWith("pending/"));

  it("files a lead as spam that was delivered between the owner's read and write, and leaves one key", async () => {
    const blobs = memoryBlobs();
    const sender = new BlobLeadStore(blobs);
    await sender.saveLead(lead("A", T0));
    await sender.claim("A", T0, 1_000);
    const owner = new BlobLeadStore(racing(blobs, "A", () => sender.markForwarded("A", T0 + 1)));
    expect(await owner.markSpam("A", "marked as spam by the owner", T0 + 2)).toBe(true);
    expect(await owner.get("A")).toMatchObject({ status: "spam", forwardedAt: T0 + 1, spamAt: T0 + 2 });
    expect(listing(blobs)).toHaveLength(1);
    expect(ids(await owner.page({ status: "spam", limit: 10 }))).toEqual(["A"]);
    expect(await owner.release("A", T0 + 3)).toBe("forwarded");
    expect(ids(await owner.page({ status: "forwarded", limit: 10 }))).toEqual(["A"]);
    expect(listing(blobs)).toHaveLength(1);
  });

  it("leaves no stray key when another change wins and this one no longer applies", async () => {
    const blobs = memoryBlobs();
    const first = new BlobLeadStore(blobs);
    await first.saveLead(lead("A", T0));
    const second = new BlobLeadStore(racing(blobs, "A", () => first.markSpam("A", "one owner", T0 + 1)));
    expect(await second.markSpam("A", "the other owner", T0 + 2)).toBe(false);
    expect(await second.get("A")).toMatchObject({ status: "spam", spamReason: "one owner", spamAt: T0 + 1 });
    expect(listing(blobs)).toHaveLength(1);
    expect(ids(await second.page({ limit: 10 }))).toEqual(["A"]);
  });

  it("keeps the lead, and the keys that list it, when two posts with one key race; the loser leaves nothing", async () => {
    const blobs = memoryBlobs();
    const store = new BlobLeadStore(blobs);
    await Promise.all([store.saveLead(lead("A", T0)), store.saveLead(lead("B", T0, { key: "key-A" }))]);
    expect(listing(blobs)).toHaveLength(2);
    expect(blobs.keys().filter((key) => key.startsWith("leads/"))).toHaveLength(1);
    expect(await store.pending(T0, 10)).toHaveLength(1);
  });
});
