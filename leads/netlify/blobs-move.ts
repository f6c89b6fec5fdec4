import type { DeliveryAttempt, Lead } from "../lead.ts";
import type { SqlLeadStore } from "../store/sql-store.ts";

/**
 * The one-time move of the leads an earlier release kept in the Netlify Blobs store `leads` into Netlify
 * Database. It runs with the scheduled upkeep (leads/netlify/function.ts) until every lead is moved, a batch at a
 * time within a budget of time, and is then remembered as done. Each lead is moved as it was (its status,
 * tries, history and the owner's marks); one moved already is skipped, so a move cut off is simply taken up
 * again. The settings beside the leads come too: the salt of visitors' hashes (the rate limit counts on) and an
 * open delivery incident (its recovery is told once). The Blobs are left as they were, for the owner to delete
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

export type MoveResult = { moved: number; done: boolean };

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
    await store.createSetting(renamedSettings[name] ?? name, value);
  }
  const ids = (await blobs.list({ prefix: "leads/" })).blobs.map(({ key }) => key.slice("leads/".length));
  let moved = 0;
  for (let at = 0; at < ids.length; at += BATCH) {
    if (now() - started > budgetMs) {
      log(`${moved} leads moved from Netlify Blobs to Netlify Database; the rest follow with the next upkeep`);
      return { moved, done: false };
    }
    const batch = ids.slice(at, at + BATCH);
    const kept = new Set(await store.knownIds(batch));
    for (const id of batch.filter((one) => !kept.has(one))) {
      const lead = (await blobs.get(`leads/${id}`, { type: "json" })) as Lead | null;
      if (!lead) continue;
      const tries = (await blobs.list({ prefix: `attempts/${id}/` })).blobs.map(({ key }) => key).sort();
      const attempts = (await Promise.all(tries.map((key) => blobs.get(key, { type: "json" })))).filter(
        (attempt): attempt is DeliveryAttempt => attempt !== null,
      );
      if (await store.importLead(lead, attempts)) moved++;
    }
  }
  await store.saveSetting(MOVED, String(now()));
  if (ids.length) log(`${moved} leads moved from Netlify Blobs to Netlify Database; the move is done`);
  return { moved, done: true };
}
