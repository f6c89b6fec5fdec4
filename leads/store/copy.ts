import type { LeadStore } from "./store.ts";
import type { SqlLeadStore } from "./sql-store.ts";

/** Leads read from the old store at once. */
const BATCH = 500;

/**
 * Copies every lead of one store into another, each as it was, with its history, and the salt of visitors'
 * hashes (so the rate limit goes on counting the same visitors): the move of `npm start` from its SQLite file to a
 * Postgres several servers share (`npm run leads -- --copy-to-postgres`). A lead the target has already is
 * skipped, so a copy cut off is simply run again. Returns how many were copied and how many were there already.
 */
export async function copyLeads(from: LeadStore, to: SqlLeadStore): Promise<{ copied: number; skipped: number }> {
  await to.createSetting("client_salt", await from.salt());
  let copied = 0;
  let skipped = 0;
  for (let before: { receivedAt: number; id: string } | undefined; ;) {
    const page = await from.page({ limit: BATCH, before });
    for (const lead of page) {
      if (await to.importLead(lead, await from.attempts(lead.id))) copied++;
      else skipped++;
    }
    const last = page.at(-1);
    if (!last || page.length < BATCH) return { copied, skipped };
    before = { receivedAt: last.receivedAt, id: last.id };
  }
}
