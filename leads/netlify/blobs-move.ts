import * as z from "zod/mini";
import type { DeliveryAttempt, Lead } from "../lead.ts";
import type { SqlLeadStore } from "../store/sql-store.ts";

/**
 * The one-time move of the leads an earlier release kept in the Netlify Blobs store `leads` into Netlify
 * Database. It runs with the scheduled upkeep (leads/netlify/function.ts) until every lead is moved, a batch at a
 * time within a budget of time, and is then remembered as done. Each lead is moved as it was (its status,
 * tries, history and the owner's marks); one moved already is skipped, so a move cut off is simply taken up
 * again; a record the table cannot take (an older one missing what it requires) is reported and left, never
 * holding up the leads listed after it. The settings beside the leads come too: the salt of visitors' hashes
 * (the rate limit counts on) and an open delivery incident (its recovery is told once). The Blobs are left as they were, for the owner to delete
 * once they have seen their leads in the inbox.
 *
 * The earlier release's keys, read here only: `leads/{id}` (the lead, as JSON), `attempts/{id}/{time}-{n}` (one
 * try each) and `settings/{name}`.
 */

/** The part of @netlify/blobs' Store the move reads. */
export interface KeptBlobs {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

/** The setting that says the move is done, with when. */
export const MOVED = "moved_from_blobs";
/** Blobs named the salt's setting with a dash; the SQL store with an underscore. */
const renamedSettings: Record<string, string> = { "client-salt": "client_salt" };
/** What only the Blobs store needed: the version of its key layout. */
const blobsOnly = new Set(["layout"]);
/** Leads looked up in the database at once (D1 and Postgres bind a hundred values to a statement comfortably). */
const BATCH = 100;

/**
 * What a kept lead must hold for the table to take it; what an older record may lack is filled in (a forgotten
 * visitor's hash, no source, no tries). A record without the rest is reported and left in Blobs, never retried.
 */
const keptLead = z.object({
  id: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
  kind: z.enum(["contact", "subscription"]),
  receivedAt: z.number(),
  status: z.enum(["pending", "forwarded", "spam"]),
  fields: z.record(z.string(), z.string()),
  clientHash: z.optional(z.string()),
  attempts: z.optional(z.number()),
  source: z.optional(z.record(z.string(), z.unknown())),
});

export type MoveResult = { moved: number; done: boolean; notMoved?: string[] };

/** The lead a Blobs record holds, or why the table cannot take it. */
function leadOf(record: unknown): Lead | string {
  const read = keptLead.safeParse(record);
  if (!read.success) {
    const [issue] = read.error.issues;
    return `${issue?.path.join(".") || "the record"}: ${issue?.message ?? "unreadable"}`;
  }
  return {
    ...(record as Lead),
    clientHash: read.data.clientHash ?? "",
    attempts: read.data.attempts ?? 0,
    source: read.data.source ?? {},
  };
}

export async function moveFromBlobs(
  blobs: KeptBlobs,
  store: SqlLeadStore,
  { budgetMs = 20_000, now = Date.now, log }: { budgetMs?: number; now?: () => number; log: (line: string) => void },
): Promise<MoveResult> {
  if (await store.setting(MOVED)) return { moved: 0, done: true };
  const started = now();
  for (const { key } of (await blobs.list({ prefix: "settings/" })).blobs) {
    const name = key.slice("settings/".length);
    const value = await blobs.get(key, { type: "json" });
    if (blobsOnly.has(name) || typeof value !== "string") continue;
    const setting = renamedSettings[name] ?? name;
    // The salt the moved leads' hashes were made with wins over one made by posts before the first move, so the
    // rate limit counts the same visitors as before; the rest never replace what the new store holds.
    if (setting === "client_salt") await store.saveSetting(setting, value);
    else await store.createSetting(setting, value);
  }
  const ids = (await blobs.list({ prefix: "leads/" })).blobs.map(({ key }) => key.slice("leads/".length));
  let moved = 0;
  const notMoved: string[] = [];
  const cut = () => {
    log(`${String(moved)} leads moved from Netlify Blobs to Netlify Database; the rest follow with the next upkeep`);
    return { moved, done: false };
  };
  for (let at = 0; at < ids.length; at += BATCH) {
    const batch = ids.slice(at, at + BATCH);
    const kept = new Set(await store.knownIds(batch));
    for (const id of batch.filter((one) => !kept.has(one))) {
      // Each lead costs two Blob calls or more: the budget is checked before each, not once a batch.
      if (now() - started > budgetMs) return cut();
      const lead = leadOf(await blobs.get(`leads/${id}`, { type: "json" }));
      if (typeof lead === "string") {
        notMoved.push(`${id} (${lead})`);
        continue;
      }
      const tries = (await blobs.list({ prefix: `attempts/${id}/` })).blobs.map(({ key }) => key).sort();
      const attempts = (await Promise.all(tries.map((key) => blobs.get(key, { type: "json" })))).filter(
        (attempt): attempt is DeliveryAttempt => attempt !== null,
      );
      if (await store.importLead(lead, attempts)) moved++;
    }
  }
  await store.saveSetting(MOVED, String(now()));
  if (ids.length) log(`${String(moved)} leads moved from Netlify Blobs to Netlify Database; the move is done`);
  if (notMoved.length)
    log(
      notMoved.length === 1
        ? `1 lead kept in Netlify Blobs could not be moved and stays there: ${notMoved.join(", ")}`
        : `${String(notMoved.length)} leads kept in Netlify Blobs could not be moved and stay there: ${notMoved.join(", ")}`,
    );
  return notMoved.length ? { moved, done: true, notMoved } : { moved, done: true };
}
