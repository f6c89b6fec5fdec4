import { afterAll, beforeAll, describe, expect, it } from "vitest";
import snapshot from "../fixtures/netlify-blobs-leads.json" with { type: "json" };
import { testPostgres } from "../fixtures/postgres.ts";
import type { DeliveryAttempt, Lead } from "../lead.ts";
import { SqlLeadStore } from "../store/sql-store.ts";
import { moveFromBlobs, MOVED, type KeptBlobs } from "./blobs-move.ts";

/**
 * What the previous release kept in Netlify Blobs, as its own store wrote it (the fixture was written by that
 * store, before it was removed): eight leads, delivered, failing, needing the owner, set aside, filed as spam by a
 * bot and by the owner, with their tries, the visitors' salt and an open delivery incident.
 */
const kept = snapshot as Record<string, unknown>;
const snapshotBlobs = kept;
const keptLeads = Object.entries(kept)
  .filter(([key]) => key.startsWith("leads/"))
  .map(([, lead]) => lead as Lead);
const keptTries = (id: string) =>
  Object.entries(kept)
    .filter(([key]) => key.startsWith(`attempts/${id}/`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, attempt]) => attempt as DeliveryAttempt);

/**
 * The Blobs as @netlify/blobs reads them, counting reads; `failAfter` reads, each read fails (a move cut off);
 * `changed` replaces records.
 */
function keptBlobs({
  failAfter = Infinity,
  changed = {},
}: { failAfter?: number; changed?: Record<string, unknown> } = {}): KeptBlobs & { reads: () => number } {
  const kept = { ...snapshotBlobs, ...changed };
  let reads = 0;
  const read = () => {
    if (++reads > failAfter) throw new Error("Netlify Blobs answered 503");
  };
  return {
    reads: () => reads,
    get: (key) => {
      read();
      return Promise.resolve(key in kept ? kept[key] : null);
    },
    list: ({ prefix }) => {
      read();
      return Promise.resolve({
        blobs: Object.keys(kept)
          .filter((key) => key.startsWith(prefix))
          .map((key) => ({ key })),
      });
    },
  };
}

/** A lead as this store gives it: every optional part present, undefined where nothing was kept. */
const absent: Partial<Lead> = Object.fromEntries(
  [
    "spamReason",
    "topic",
    "subject",
    "nextAttemptAt",
    "lastError",
    "forwardedAt",
    "spamAt",
    "needsOwner",
    "setAsideAt",
    "claimedUntil",
  ].map((part) => [part, undefined]),
);

let postgres: Awaited<ReturnType<typeof testPostgres>>;
beforeAll(async () => {
  postgres = await testPostgres();
}, 60_000);
afterAll(async () => {
  await postgres.stop();
});

describe("the move of an earlier release's leads from Netlify Blobs to Netlify Database", () => {
  it("moves every lead as it was, with its tries, the visitors' salt and the open incident, once", async () => {
    const db = await postgres.fresh();
    const store = new SqlLeadStore(() => db);
    const lines: string[] = [];
    expect(await moveFromBlobs(keptBlobs(), store, { log: (line) => lines.push(line) })).toEqual({
      moved: keptLeads.length,
      done: true,
    });
    expect(keptLeads.length).toBeGreaterThan(5);
    for (const lead of keptLeads) {
      // Every part the earlier store kept, as it kept it; what it left out, as this store gives it (undefined).
      expect(await store.get(lead.id), lead.id).toEqual({ ...absent, ...lead });
      expect(await store.attempts(lead.id), lead.id).toEqual(keptTries(lead.id));
    }
    expect(await store.salt()).toBe(kept["settings/client-salt"]);
    expect(await store.setting("delivery_incident")).toBe(kept["settings/delivery_incident"]);
    // Due as before: a pending lead is sent again by the sweep, one set aside is not.
    const pending = keptLeads.filter((lead) => lead.status === "pending" && lead.setAsideAt === undefined);
    expect((await store.pending(Date.UTC(2030, 0), 100)).sort()).toEqual(pending.map((lead) => lead.id).sort());
    expect(lines).toEqual([
      `${String(keptLeads.length)} leads moved from Netlify Blobs to Netlify Database; the move is done`,
    ]);

    // Done once: the next upkeep reads nothing of the Blobs.
    const again = keptBlobs();
    expect(await moveFromBlobs(again, store, { log: (line) => lines.push(line) })).toEqual({ moved: 0, done: true });
    expect(again.reads()).toBe(0);
    expect(await store.setting(MOVED)).toBeDefined();
  });

  it("takes a move cut off by a failure or by its time up again, never doubling a lead or its tries", async () => {
    const db = await postgres.fresh();
    const store = new SqlLeadStore(() => db);
    const log = () => undefined;
    await expect(moveFromBlobs(keptBlobs({ failAfter: 9 }), store, { log })).rejects.toThrow("503");
    expect(await store.setting(MOVED)).toBeUndefined();
    // A budget spent at once: the move stops before its first batch, and says it is not done.
    let clock = 0;
    const late = () => (clock += 60_000);
    expect(await moveFromBlobs(keptBlobs(), store, { log, now: late, budgetMs: 1 })).toMatchObject({ done: false });
    const result = await moveFromBlobs(keptBlobs(), store, { log });
    expect(result.done).toBe(true);
    const everyLead = await store.page({ limit: 100 });
    expect(everyLead.map((lead) => lead.id).sort()).toEqual(keptLeads.map((lead) => lead.id).sort());
    for (const lead of keptLeads) expect(await store.attempts(lead.id), lead.id).toEqual(keptTries(lead.id));
  });

  it("finds nothing to move on a site that never kept leads in Blobs, and remembers that", async () => {
    const db = await postgres.fresh();
    const store = new SqlLeadStore(() => db);
    const none: KeptBlobs = {
      get: () => Promise.resolve(null),
      list: () => Promise.resolve({ blobs: [] }),
    };
    const lines: string[] = [];
    expect(await moveFromBlobs(none, store, { log: (line) => lines.push(line) })).toEqual({ moved: 0, done: true });
    expect(lines).toEqual([]);
    expect(await store.setting(MOVED)).toBeDefined();
  });

  it("moves every other lead past a record the table cannot take, and reports that one", async () => {
    const db = await postgres.fresh();
    const store = new SqlLeadStore(() => db);
    const broken = keptLeads[Math.floor(keptLeads.length / 2)];
    if (!broken) throw new Error("the fixture keeps no leads");
    const withoutTime: Partial<Lead> = { ...broken };
    delete withoutTime.receivedAt;
    const lines: string[] = [];
    const result = await moveFromBlobs(keptBlobs({ changed: { [`leads/${broken.id}`]: withoutTime } }), store, {
      log: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ moved: keptLeads.length - 1, done: true });
    expect(result.notMoved).toHaveLength(1);
    expect(result.notMoved?.[0]).toMatch(new RegExp(`^${broken.id} \\(receivedAt: .+\\)$`));
    expect(await store.get(broken.id)).toBeUndefined();
    for (const lead of keptLeads.filter((one) => one.id !== broken.id))
      expect(await store.get(lead.id), lead.id).toBeDefined();
    expect(lines.at(-1)).toBe(
      `1 lead kept in Netlify Blobs could not be moved and stays there: ${result.notMoved?.[0] ?? ""}`,
    );
  });

  it("checks its time before each lead, and brings the old salt over one made by posts before it", async () => {
    const db = await postgres.fresh();
    const store = new SqlLeadStore(() => db);
    const made = await store.salt();
    expect(made).not.toBe(kept["settings/client-salt"]);
    let clock = 0;
    const ticking = () => (clock += 1_000);
    const log = () => undefined;
    expect(await moveFromBlobs(keptBlobs(), store, { log, now: ticking, budgetMs: 2_500 })).toEqual({
      moved: 2,
      done: false,
    });
    expect(await store.setting("client_salt")).toBe(kept["settings/client-salt"]);
    expect(await moveFromBlobs(keptBlobs(), store, { log })).toEqual({ moved: keptLeads.length - 2, done: true });
  });

  it("run twice at once (two scheduled runs overlapping), moves each lead once with its tries once", async () => {
    const db = await postgres.fresh();
    const store = new SqlLeadStore(() => db);
    const log = () => undefined;
    const [one, two] = await Promise.all([
      moveFromBlobs(keptBlobs(), store, { log }),
      moveFromBlobs(keptBlobs(), store, { log }),
    ]);
    expect(one.moved + two.moved).toBe(keptLeads.length);
    expect((await store.page({ limit: 100 })).map((lead) => lead.id).sort()).toEqual(
      keptLeads.map((lead) => lead.id).sort(),
    );
    for (const lead of keptLeads) expect(await store.attempts(lead.id), lead.id).toEqual(keptTries(lead.id));
  });
});
