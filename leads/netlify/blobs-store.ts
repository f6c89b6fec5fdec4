import type { DeliveryAttempt, Lead, NewLead } from "../lead.ts";
import type { LeadCursor, LeadStore } from "../store.ts";

/**
 * Leads in Netlify Blobs, the storage Netlify runs itself. A key-value store has no transactions, so each
 * rule of the SQL store is kept with a write that succeeds only if its key is new (`onlyIfNew`): a lead's
 * dedupe key, and each claim to send it. A claim is a key of its own per attempt and generation; a claim
 * that outlived its lease is superseded by the next generation, which again only one sender can create.
 * (Claims do not use ETags: the local runtime, `netlify dev`, sends none on reads.) Keys:
 *   leads/{id}                         the lead, as JSON
 *   index/{time}-{id}                  one per lead, in the order received (the owner's lists read these)
 *   keys/{sha256(dedupe key)}          the id of the lead with that key
 *   clients/{hash}/{time}-{id}         one per post, for the rate limit
 *   pending/{id}                       one per lead waiting to be forwarded
 *   claims/{id}/{attempt}/{generation} who is sending it, until when
 *   attempts/{id}/{time}-{n}           one per try at delivery, its outcome
 *   settings/{name}                    the client salt, the delivery incident
 */

/** The part of @netlify/blobs' Store used here, so tests can run it against an in-memory double. */
export interface BlobStore {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  getWithMetadata(key: string, options: { type: "json" }): Promise<{ data: unknown; etag?: string | undefined } | null>;
  setJSON(
    key: string,
    data: unknown,
    options?: { onlyIfNew?: boolean } | { onlyIfMatch?: string },
  ): Promise<{ modified: boolean }>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

type StoredLead = Lead;

/** The salt never changes once made: a function instance reads it once. */
let knownSalt: string | undefined;

async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const leadKey = (id: string) => `leads/${id}`;
const indexKey = (lead: { receivedAt: number; id: string }) =>
  `index/${String(lead.receivedAt).padStart(15, "0")}-${lead.id}`;
const idOfIndex = (key: string) => key.slice("index/".length + 16);

/** `work` over `items`, a few at a time: a store answers many small requests best when they do not all come at once. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}
const pendingKey = (id: string) => `pending/${id}`;
const clientKey = (hash: string, at: number, id: string) => `clients/${hash}/${String(at).padStart(15, "0")}-${id}`;
const strip = (lead: StoredLead): Lead => lead;
const claimPrefix = (id: string, attempt: number) => `claims/${id}/${attempt}/`;

export class BlobLeadStore implements LeadStore {
  readonly #blobs: BlobStore;

  constructor(blobs: BlobStore) {
    this.#blobs = blobs;
  }

  async #read(id: string): Promise<{ lead: StoredLead; etag: string | undefined } | undefined> {
    const entry = await this.#blobs.getWithMetadata(leadKey(id), { type: "json" });
    return entry ? { lead: entry.data as StoredLead, etag: entry.etag } : undefined;
  }

  /**
   * Rewrites a lead, only if it is as it was read where the store sends ETags; the sender holding the
   * lead's claim is its only writer meanwhile.
   */
  async #update(id: string, change: (lead: StoredLead) => StoredLead | undefined): Promise<StoredLead | undefined> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const read = await this.#read(id);
      if (!read) return undefined;
      const next = change(read.lead);
      if (!next) return undefined;
      const written = await this.#blobs.setJSON(leadKey(id), next, read.etag ? { onlyIfMatch: read.etag } : {});
      if (written.modified) return next;
    }
    throw new Error(`lead ${id} kept changing while it was updated`);
  }

  async saveLead(lead: NewLead): Promise<"stored" | "duplicate"> {
    const stored: StoredLead = {
      ...lead,
      attempts: 0,
      nextAttemptAt: lead.status === "pending" ? lead.receivedAt : undefined,
      lastError: undefined,
      forwardedAt: undefined,
    };
    // The lead first: a crash between the two writes can make a duplicate, never a lost lead.
    await this.#blobs.setJSON(leadKey(lead.id), stored);
    const claimed = await this.#blobs.setJSON(`keys/${await sha256(lead.key)}`, lead.id, { onlyIfNew: true });
    if (!claimed.modified) {
      await this.#blobs.delete(leadKey(lead.id));
      return "duplicate";
    }
    await this.#blobs.setJSON(clientKey(lead.clientHash, lead.receivedAt, lead.id), 1);
    await this.#blobs.setJSON(indexKey(lead), 1);
    if (lead.status === "pending") await this.#blobs.setJSON(pendingKey(lead.id), 1);
    return "stored";
  }

  async hasKey(key: string): Promise<boolean> {
    return (await this.#blobs.get(`keys/${await sha256(key)}`, { type: "json" })) !== null;
  }

  async recentCount(clientHash: string, since: number): Promise<number> {
    const { blobs } = await this.#blobs.list({ prefix: `clients/${clientHash}/` });
    return blobs.filter((blob) => Number(blob.key.split("/").pop()?.split("-")[0]) >= since).length;
  }

  async #pendingLeads(): Promise<StoredLead[]> {
    const { blobs } = await this.#blobs.list({ prefix: "pending/" });
    const leads = await inBatches(blobs, async (blob) => (await this.#read(blob.key.slice("pending/".length)))?.lead);
    return leads.filter((lead): lead is StoredLead => lead?.status === "pending");
  }

  async pending(now: number, limit: number): Promise<string[]> {
    const due = (await this.#pendingLeads()).filter((lead) => (lead.nextAttemptAt ?? 0) <= now);
    const free = await inBatches(due, async (lead) => ((await this.#claimedUntil(lead)) <= now ? lead : undefined));
    return free
      .filter((lead): lead is StoredLead => lead !== undefined)
      .sort((a, b) => a.receivedAt - b.receivedAt)
      .slice(0, limit)
      .map((lead) => lead.id);
  }

  /** The latest claim on this attempt: its generation (-1 for none) and when it ends. */
  async #latestClaim(lead: StoredLead): Promise<{ generation: number; until: number }> {
    const prefix = claimPrefix(lead.id, lead.attempts);
    const generations = (await this.#blobs.list({ prefix })).blobs.map((blob) => Number(blob.key.slice(prefix.length)));
    if (!generations.length) return { generation: -1, until: 0 };
    const generation = Math.max(...generations);
    const claim = (await this.#blobs.get(`${prefix}${generation}`, { type: "json" })) as { until?: number } | null;
    return { generation, until: claim?.until ?? 0 };
  }

  async #claimedUntil(lead: StoredLead): Promise<number> {
    return (await this.#latestClaim(lead)).until;
  }

  async claim(id: string, now: number, leaseMs: number): Promise<Lead | undefined> {
    const read = await this.#read(id);
    if (!read) return undefined;
    const { lead } = read;
    if (lead.status !== "pending" || (lead.nextAttemptAt ?? 0) > now) return undefined;
    const claimAs = (generation: number) =>
      this.#blobs.setJSON(
        `${claimPrefix(id, lead.attempts)}${generation}`,
        { until: now + leaseMs },
        { onlyIfNew: true },
      );
    // Most attempts are claimed once: try the first generation before looking at earlier claims.
    if ((await claimAs(0)).modified) return strip(lead);
    const latest = await this.#latestClaim(lead);
    if (latest.until > now) return undefined;
    return (await claimAs(latest.generation + 1)).modified ? strip(lead) : undefined;
  }

  async #forgetClaims(id: string): Promise<void> {
    const { blobs } = await this.#blobs.list({ prefix: `claims/${id}/` });
    await Promise.all(blobs.map((blob) => this.#blobs.delete(blob.key)));
  }

  async markForwarded(id: string, at: number): Promise<void> {
    await this.#update(id, (lead) =>
      lead.status === "pending"
        ? {
            ...lead,
            status: "forwarded",
            forwardedAt: at,
            attempts: lead.attempts + 1,
            lastError: undefined,
            nextAttemptAt: undefined,
          }
        : undefined,
    );
    // Its claims stay until the lead is purged: a delivered lead is never claimed again.
    await this.#blobs.delete(pendingKey(id));
  }

  async markFailed(id: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.#update(id, (lead) =>
      lead.status === "pending" ? { ...lead, attempts: lead.attempts + 1, lastError: error, nextAttemptAt } : undefined,
    );
  }

  async recordAttempt(id: string, attempt: DeliveryAttempt): Promise<void> {
    // One key per try: the lead's sender is its only writer, and a key of its own is never overwritten.
    const at = String(attempt.at).padStart(15, "0");
    const { blobs } = await this.#blobs.list({ prefix: `attempts/${id}/${at}-` });
    await this.#blobs.setJSON(`attempts/${id}/${at}-${String(blobs.length).padStart(3, "0")}`, attempt);
  }

  async attempts(id: string): Promise<DeliveryAttempt[]> {
    const keys = (await this.#blobs.list({ prefix: `attempts/${id}/` })).blobs.map((blob) => blob.key).sort();
    const read = await inBatches(keys, (key) => this.#blobs.get(key, { type: "json" }));
    return read.filter((attempt): attempt is DeliveryAttempt => attempt !== null);
  }

  async get(id: string): Promise<Lead | undefined> {
    const read = await this.#read(id);
    return read && strip(read.lead);
  }

  async makeDue(id: string, now: number): Promise<boolean> {
    return (
      (await this.#update(id, (lead) => (lead.status === "pending" ? { ...lead, nextAttemptAt: now } : undefined))) !==
      undefined
    );
  }

  async markSpam(id: string, reason: string): Promise<boolean> {
    const marked = await this.#update(id, (lead) =>
      lead.status === "spam" ? undefined : { ...lead, status: "spam", spamReason: reason, nextAttemptAt: undefined },
    );
    if (marked) await this.#blobs.delete(pendingKey(id));
    return marked !== undefined;
  }

  async oldestRetrying(): Promise<Lead | undefined> {
    const [oldest] = (await this.#pendingLeads())
      .filter((lead) => lead.attempts > 0)
      .sort((a, b) => a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : 1));
    return oldest && strip(oldest);
  }

  async setting(name: string): Promise<string | undefined> {
    const value = await this.#blobs.get(`settings/${name}`, { type: "json" });
    return typeof value === "string" ? value : undefined;
  }

  async saveSetting(name: string, value: string | undefined): Promise<void> {
    if (value === undefined) await this.#blobs.delete(`settings/${name}`);
    else await this.#blobs.setJSON(`settings/${name}`, value);
  }

  async createSetting(name: string, value: string): Promise<boolean> {
    return (await this.#blobs.setJSON(`settings/${name}`, value, { onlyIfNew: true })).modified;
  }

  /** Blobs cannot delete only what exists: of two processes removing at once, both may say they did. */
  async removeSetting(name: string): Promise<boolean> {
    const existed = (await this.setting(name)) !== undefined;
    if (existed) await this.#blobs.delete(`settings/${name}`);
    return existed;
  }

  async makePendingDue(now: number): Promise<number> {
    const leads = await this.#pendingLeads();
    for (const lead of leads) await this.#update(lead.id, (current) => ({ ...current, nextAttemptAt: now }));
    return leads.length;
  }

  async release(id: string, now: number): Promise<boolean> {
    const released = await this.#update(id, (lead) =>
      lead.status === "spam" ? { ...lead, status: "pending", spamReason: undefined, nextAttemptAt: now } : undefined,
    );
    if (released) await this.#blobs.setJSON(pendingKey(id), 1);
    return released !== undefined;
  }

  async purge({ leadsBefore, spamBefore }: { leadsBefore: number; spamBefore: number }): Promise<number> {
    let removed = 0;
    for (const lead of await this.#all()) {
      if (lead.receivedAt >= (lead.status === "spam" ? spamBefore : leadsBefore)) continue;
      await this.#blobs.delete(`keys/${await sha256(lead.key)}`);
      await this.#blobs.delete(clientKey(lead.clientHash, lead.receivedAt, lead.id));
      await this.#blobs.delete(pendingKey(lead.id));
      await this.#forgetClaims(lead.id);
      const history = await this.#blobs.list({ prefix: `attempts/${lead.id}/` });
      await Promise.all(history.blobs.map((blob) => this.#blobs.delete(blob.key)));
      await this.#blobs.delete(indexKey(lead));
      await this.#blobs.delete(leadKey(lead.id));
      removed++;
    }
    return removed;
  }

  /** The newest `limit` leads (every lead without one) after `before`, newest first, from the index. */
  async #newest(limit?: number, before?: LeadCursor): Promise<StoredLead[]> {
    const { blobs } = await this.#blobs.list({ prefix: "index/" });
    const cutoff = before === undefined ? undefined : indexKey(before);
    const keys = blobs
      .map((blob) => blob.key)
      .filter((key) => cutoff === undefined || key < cutoff)
      .sort()
      .reverse()
      .slice(0, limit ?? blobs.length);
    const leads = await inBatches(keys, async (key) => (await this.#read(idOfIndex(key)))?.lead);
    return leads.filter((lead): lead is StoredLead => lead !== undefined);
  }

  async #all(): Promise<StoredLead[]> {
    return this.#newest();
  }

  async list(limit?: number, before?: LeadCursor): Promise<Lead[]> {
    // A pending lead's claim is kept apart from it; the owner's list shows who holds it, as the SQL store does.
    return inBatches(await this.#newest(limit, before), async (lead) => {
      const until = lead.status === "pending" ? await this.#claimedUntil(lead) : 0;
      return until > 0 ? { ...strip(lead), claimedUntil: until } : strip(lead);
    });
  }

  async salt(): Promise<string> {
    knownSalt ??= await this.#readOrMakeSalt();
    return knownSalt;
  }

  async #readOrMakeSalt(): Promise<string> {
    const read = () => this.#blobs.get("settings/client-salt", { type: "json" });
    const kept = await read();
    if (typeof kept === "string") return kept;
    // Two functions may make one at once: the first stored wins, and both read it back.
    await this.#blobs.setJSON("settings/client-salt", crypto.randomUUID() + crypto.randomUUID(), { onlyIfNew: true });
    const made = await read();
    if (typeof made === "string") return made;
    throw new Error("the client salt was not stored");
  }
}
