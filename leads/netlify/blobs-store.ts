import { leadKinds, leadStatuses } from "../lead.ts";
import type { DeliveryAttempt, Lead, LeadKind, LeadStatus, NewLead } from "../lead.ts";
import {
  nextTurn,
  type LeadCursor,
  type LeadFilter,
  type LeadOrigin,
  type LeadPageQuery,
  type LeadStore,
  type OriginRange,
  type PurgeCutoffs,
} from "../store/store.ts";

/**
 * Leads in Netlify Blobs, the storage Netlify runs itself. A key-value store has no transactions, so each
 * rule of the SQL store is kept with a write that succeeds only if its key is new (`onlyIfNew`): a lead's
 * dedupe key, and each claim to send it. A claim is a key of its own per attempt and generation; a claim
 * that outlived its lease is superseded by the next generation, which again only one sender can create.
 * (Claims do not use ETags: the local runtime, `netlify dev`, sends none on reads.) Keys:
 *   leads/{id}                                   the lead, as JSON
 *   index/{status}/{kind}/{hour}/{time}-{id}     its place in its stream, by the UTC hour it arrived
 *                                                (`2025-03-14T09`); spam's name holds when it was filed
 *                                                too, `{time}-{spamAt}-{id}`, so a purge needs no read
 *   origins/{hour}/{time}-{id}/{origin}          what brought a lead that was not spam when stored, in its
 *                                                name: base64url of the JSON array of its LeadOrigin's parts,
 *                                                cut in segments of 200 (a file name on `netlify dev`); `*`
 *                                                when that would pass 400 bytes (then the Sources read the lead)
 *   keys/{sha256(dedupe key)}                    the id of the lead with that key
 *   clients/{hash}/{time}-{id}                   one per post, for the rate limit
 *   pending/{id}                                 one per lead waiting to be forwarded (set aside included)
 *   claims/{id}/{attempt}/{generation}           who is sending it, until when
 *   sending/{id}                                 the latest claim's end, for the owner's view (claims decide)
 *   attempts/{id}/{time}-{n}                     one per try at delivery, its outcome
 *   settings/{name}                              the client salt, the delivery incident, `layout`
 * Times are milliseconds, 15 digits. A view lists the hours of the streams it shows (`directories`), then
 * only the hours its page needs, and reads only the leads it shows: never the whole store. A lead's status
 * change writes its new index key before the lead and deletes the old one after, so a crash leaves a stale
 * key (readers check the lead and skip it), never a lead that no view lists. The Sources (`origins`) join the
 * pending and delivered streams' names with the origin keys' names of the same hours: no lead is read, but one
 * stored without its origin key (before there were any, or filed as spam when it arrived and released since),
 * read once, and its key written then. A lead's origin key outlives its status (the streams decide that) and
 * goes with the lead at its purge.
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
  /**
   * Keys under `prefix`, in no promised order. With `directories`, only those with no `/` after the prefix,
   * and the "directories" below it, each as its key up to the next `/`, without it.
   */
  list(options: {
    prefix: string;
    directories?: boolean;
  }): Promise<{ blobs: { key: string }[]; directories: string[] }>;
}

/** The salt never changes once made: a function instance reads it once. */
let knownSalt: string | undefined;

async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** `work` over `items`, a few at a time: a store answers many small requests best when they do not all come at once. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

const time15 = (at: number) => String(at).padStart(15, "0");
/** The UTC hour, `2025-03-14T09`: names sort as times do. */
const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13);

const leadKey = (id: string) => `leads/${id}`;
const pendingKey = (id: string) => `pending/${id}`;
const sendingKey = (id: string) => `sending/${id}`;
const clientKey = (hash: string, at: number, id: string) => `clients/${hash}/${time15(at)}-${id}`;
const claimPrefix = (id: string, attempt: number) => `claims/${id}/${attempt}/`;
const streamPrefix = (status: LeadStatus, kind: LeadKind) => `index/${status}/${kind}/`;
const ORIGINS = "origins/";
/** The folder of a lead's origin key, which holds that key alone. */
const originPrefix = (lead: { id: string; receivedAt: number }) =>
  `${ORIGINS}${hourOf(lead.receivedAt)}/${time15(lead.receivedAt)}-${lead.id}/`;
/** When spam's 30 days began: leads filed before `spamAt` was kept have none. */
const spamSince = (lead: Lead) => lead.spamAt ?? lead.receivedAt;
const indexKey = (lead: Lead) =>
  `${streamPrefix(lead.status, lead.kind)}${hourOf(lead.receivedAt)}/${time15(lead.receivedAt)}-` +
  `${lead.status === "spam" ? `${time15(spamSince(lead))}-` : ""}${lead.id}`;
/** The keys that list a lead: its place in its stream, and the pending list while it is pending. */
const placesOf = (lead: Lead) => (lead.status === "pending" ? [indexKey(lead), pendingKey(lead.id)] : [indexKey(lead)]);

/** Index keys as the first layout wrote them, all under `index/`: moved on first use (`#ready`). */
const LAYOUT = { key: "settings/layout", version: "2", legacy: /^index\/\d{15}-(.+)$/ } as const;
/** A list of keys this many or fewer is about one response (Netlify pages lists at 1,000). */
const GROUP_KEYS = 500;
/** How fast a stream's lists widen: new hours per list, at most, for each hour listed before. */
const GROWTH = 4;
/** Leads a purge deletes between two turns of the event loop. */
const PURGE_BATCH = 100;

/** An origin's parts, in the order its key's name keeps them. */
const ORIGIN_PARTS = ["landing", "referrer", "utmSource", "utmMedium", "utmCampaign", "topic"] as const;
/** An origin key's name for "read the lead": its origin would not fit in a key. */
const ORIGIN_UNKEPT = "*";
/** The longest origin a key's name keeps, encoded (Netlify's keys take 600 bytes), and its segments' length. */
const ORIGIN_BYTES = 400;
const ORIGIN_SEGMENT = 200;

/** What brought a lead, as the SQL store reads it from the same fields (sql-store.ts, `originColumns`). */
const originOf = ({ source, topic }: Lead): LeadOrigin => ({
  landing: source.landing ?? source.page ?? "",
  referrer: source.referrer ?? "",
  utmSource: source.utm?.["utm_source"] ?? "",
  utmMedium: source.utm?.["utm_medium"] ?? "",
  utmCampaign: source.utm?.["utm_campaign"] ?? "",
  topic: topic ?? "",
});

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A lead's origin key: its origin in its name, or `*` when that would be too long. */
function originKey(lead: Lead): string {
  const origin = originOf(lead);
  const encoded = toBase64Url(JSON.stringify(ORIGIN_PARTS.map((part) => origin[part])));
  const segments = encoded.match(new RegExp(`.{1,${ORIGIN_SEGMENT}}`, "g")) ?? [];
  return `${originPrefix(lead)}${encoded.length <= ORIGIN_BYTES ? segments.join("/") : ORIGIN_UNKEPT}`;
}

/** The origin an origin key's name holds; undefined for `*`, or a name this code cannot read. */
function originIn(key: string): LeadOrigin | undefined {
  // `origins/{hour}/{time}-{id}/` and then the origin's segments.
  const encoded = key.split("/").slice(3).join("");
  if (encoded === ORIGIN_UNKEPT) return undefined;
  try {
    const parts: unknown = JSON.parse(fromBase64Url(encoded));
    if (!Array.isArray(parts) || parts.length !== ORIGIN_PARTS.length) return undefined;
    if (!parts.every((part): part is string => typeof part === "string")) return undefined;
    return Object.fromEntries(ORIGIN_PARTS.map((name, i) => [name, parts[i]])) as LeadOrigin;
  } catch {
    return undefined;
  }
}

/** A lead as the store gives it: every optional field present, as the SQL store gives it. */
const shown = (lead: Lead, claimedUntil?: number): Lead => ({
  ...lead,
  spamReason: lead.spamReason,
  topic: lead.topic,
  subject: lead.subject,
  nextAttemptAt: lead.nextAttemptAt,
  lastError: lead.lastError,
  forwardedAt: lead.forwardedAt,
  spamAt: lead.spamAt,
  needsOwner: lead.needsOwner,
  setAsideAt: lead.setAsideAt,
  claimedUntil,
});

/** What a walk lists by the hour: a stream of the index, or the origin keys (`origins/`, of no status). */
type Listing = { prefix: string; status?: LeadStatus | undefined };
type Stream = Listing & { status: LeadStatus; kind: LeadKind };
/** One index key (or origin key), read from its name. */
type Entry = { key: string; hour: string; time: number; id: string; spamSince: number };

function entryOf(stream: Listing, key: string): Entry | undefined {
  const [hour, name] = key.slice(stream.prefix.length).split("/");
  if (!hour || !name) return undefined;
  const time = Number(name.slice(0, 15));
  let id = name.slice(16);
  let since = time;
  if (stream.status === "spam") {
    since = Number(id.slice(0, 15));
    id = id.slice(16);
  }
  return Number.isFinite(time) && Number.isFinite(since) && id ? { key, hour, time, id, spamSince: since } : undefined;
}

/** Newest first, as the owner's list reads: by time, then id. */
const newestFirst = (a: { time: number; id: string }, b: { time: number; id: string }) =>
  b.time - a.time || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Prefix lengths of an hour's name, widest first: year, months 0x/1x, month, days by ten, day, hours by ten, hour. */
const PREFIX_LENGTHS = [4, 6, 7, 9, 10, 12, 13];

/**
 * One stream's hours, read in order (newest first, or oldest first), each listed once. Sparse hours are
 * listed together under a shared prefix (a day, a month), dense ones alone. How many keys an hour holds is
 * only learnt by listing it, so the first hour is listed alone and each list then takes at most GROWTH times
 * as many new hours as were listed before it: a spam wave behind a quiet hour is met a few hours at a time,
 * not with the year around it.
 */
class StreamWalk<S extends Listing = Stream> {
  readonly stream: S;
  /** Every hour of the stream, oldest first. */
  readonly #all: string[];
  readonly #inRange: (hour: string) => boolean;
  /** The hours in range, in reading order. */
  readonly #hours: string[];
  /** Keys per hour listed. */
  readonly #counts = new Map<string, number>();
  #next = 0;
  #keysListed = 0;
  #hoursListed = 0;
  readonly entries: Entry[] = [];

  constructor(stream: S, hours: string[], inRange: (hour: string) => boolean, oldestFirst: boolean) {
    this.stream = stream;
    this.#all = [...hours].sort();
    this.#inRange = inRange;
    const inOrder = this.#all.filter(inRange);
    this.#hours = oldestFirst ? inOrder : inOrder.reverse();
  }

  /** The next hour to list, or undefined when every hour in range is listed. */
  get frontier(): string | undefined {
    while (this.#next < this.#hours.length && this.#counts.has(this.#hours[this.#next] ?? "")) this.#next++;
    return this.#hours[this.#next];
  }

  /** The widest prefix around the frontier that holds only hours in range, few enough new ones, and about one response. */
  #nextPrefix(hour: string): { prefix: string; hours: string[] } {
    const newHours = GROWTH * this.#hoursListed;
    if (newHours > 0) {
      const perHour = Math.max(1, this.#keysListed / this.#hoursListed);
      for (const length of PREFIX_LENGTHS.slice(0, -1)) {
        const start = hour.slice(0, length);
        const block = this.#all.filter((other) => other.startsWith(start));
        if (!block.every(this.#inRange) || block.filter((other) => !this.#counts.has(other)).length > newHours)
          continue;
        const expected = block.reduce((sum, other) => sum + (this.#counts.get(other) ?? perHour), 0);
        if (expected <= GROUP_KEYS) return { prefix: `${this.stream.prefix}${start}`, hours: block };
      }
    }
    return { prefix: `${this.stream.prefix}${hour}/`, hours: [hour] };
  }

  /** Lists the next prefix; false when there is nothing left to list. */
  async step(blobs: BlobStore): Promise<boolean> {
    const hour = this.frontier;
    if (hour === undefined) return false;
    const { prefix, hours } = this.#nextPrefix(hour);
    const listed = await blobs.list({ prefix });
    const found = new Map<string, number>();
    for (const { key } of listed.blobs) {
      const entry = entryOf(this.stream, key);
      // An hour listed before is known; one made since the hours were listed is taken as found.
      if (!entry || this.#counts.has(entry.hour)) continue;
      this.entries.push(entry);
      found.set(entry.hour, (found.get(entry.hour) ?? 0) + 1);
    }
    for (const listedHour of new Set([...hours, ...found.keys()])) {
      if (this.#counts.has(listedHour)) continue;
      const count = found.get(listedHour) ?? 0;
      this.#counts.set(listedHour, count);
      this.#hoursListed++;
      this.#keysListed += count;
    }
    return true;
  }
}

export class BlobLeadStore implements LeadStore {
  readonly #blobs: BlobStore;
  /** The index is in the current layout: checked once per instance. */
  #layoutReady = false;

  constructor(blobs: BlobStore) {
    this.#blobs = blobs;
  }

  async #read(id: string): Promise<{ lead: Lead; etag: string | undefined } | undefined> {
    const entry = await this.#blobs.getWithMetadata(leadKey(id), { type: "json" });
    return entry ? { lead: entry.data as Lead, etag: entry.etag } : undefined;
  }

  /**
   * Rewrites a lead, only if it is as it was read where the store sends ETags; the sender holding the
   * lead's claim is its only writer meanwhile. Keys that list the lead (placesOf) move with it: the new
   * ones before the lead is written, the old ones after.
   */
  async #change(id: string, change: (lead: Lead) => Lead | undefined): Promise<{ was: Lead; is: Lead } | undefined> {
    const written = new Set<string>();
    let current: Lead | undefined;
    for (let attempt = 0; attempt < 5; attempt++) {
      const read = await this.#read(id);
      current = read?.lead;
      const next = read && change(read.lead);
      if (!read || !next) {
        await this.#forgetWritten(written, current);
        return undefined;
      }
      const [was, will] = [placesOf(read.lead), placesOf(next)];
      const added = will.filter((key) => !was.includes(key));
      await Promise.all(added.map((key) => this.#blobs.setJSON(key, 1)));
      for (const key of added) written.add(key);
      const saved = await this.#blobs.setJSON(leadKey(id), next, read.etag ? { onlyIfMatch: read.etag } : {});
      if (saved.modified) {
        const stale = [...was, ...written].filter((key) => !will.includes(key));
        await Promise.all([...new Set(stale)].map((key) => this.#blobs.delete(key)));
        return { was: read.lead, is: next };
      }
    }
    await this.#forgetWritten(written, current);
    throw new Error(`lead ${id} kept changing while it was updated`);
  }

  /** Keys written for a change that did not happen, unless they list the lead as it is. */
  async #forgetWritten(written: Set<string>, lead: Lead | undefined): Promise<void> {
    const own = lead ? placesOf(lead) : [];
    await Promise.all([...written].filter((key) => !own.includes(key)).map((key) => this.#blobs.delete(key)));
  }

  async saveLead(lead: NewLead): Promise<"stored" | "duplicate"> {
    const stored: Lead = {
      ...lead,
      attempts: 0,
      nextAttemptAt: lead.status === "pending" ? lead.receivedAt : undefined,
      lastError: undefined,
      forwardedAt: undefined,
      spamAt: lead.status === "spam" ? lead.receivedAt : undefined,
    };
    // The lead and the keys that list it before its dedupe key: a crash between them can make a duplicate,
    // never a lead that is kept but neither listed nor sent (a retry of the post would be told "duplicate").
    await this.#blobs.setJSON(leadKey(lead.id), stored);
    await Promise.all(placesOf(stored).map((key) => this.#blobs.setJSON(key, 1)));
    const claimed = await this.#blobs.setJSON(`keys/${await sha256(lead.key)}`, lead.id, { onlyIfNew: true });
    if (!claimed.modified) {
      await Promise.all(placesOf(stored).map((key) => this.#blobs.delete(key)));
      await this.#blobs.delete(leadKey(lead.id));
      return "duplicate";
    }
    // Spam as it arrives has none: a wave must not weigh on the Sources (one released later is read once there).
    await Promise.all([
      this.#blobs.setJSON(clientKey(lead.clientHash, lead.receivedAt, lead.id), 1),
      ...(stored.status === "spam" ? [] : [this.#blobs.setJSON(originKey(stored), 1)]),
    ]);
    return "stored";
  }

  async hasKey(key: string): Promise<boolean> {
    return (await this.#blobs.get(`keys/${await sha256(key)}`, { type: "json" })) !== null;
  }

  async recentCount(clientHash: string, since: number): Promise<number> {
    const { blobs } = await this.#blobs.list({ prefix: `clients/${clientHash}/` });
    return blobs.filter((blob) => Number(blob.key.split("/").pop()?.split("-")[0]) >= since).length;
  }

  async #pendingLeads(): Promise<Lead[]> {
    const { blobs } = await this.#blobs.list({ prefix: "pending/" });
    const leads = await inBatches(blobs, async (blob) => (await this.#read(blob.key.slice("pending/".length)))?.lead);
    return leads.filter((lead): lead is Lead => lead?.status === "pending");
  }

  /** Leads being sent, or left mid-send, and until when: a handful, whatever the store holds. */
  async #sending(ids?: ReadonlySet<string>): Promise<Map<string, number>> {
    const { blobs } = await this.#blobs.list({ prefix: "sending/" });
    const wanted = blobs.map((blob) => blob.key.slice("sending/".length)).filter((id) => !ids || ids.has(id));
    const untils = await inBatches(wanted, async (id) => {
      const marker = (await this.#blobs.get(sendingKey(id), { type: "json" })) as { until?: number } | null;
      return [id, marker?.until ?? 0] as const;
    });
    return new Map(untils.filter(([, until]) => until > 0));
  }

  async pending(now: number, limit: number): Promise<string[]> {
    const [leads, sending] = await Promise.all([this.#pendingLeads(), this.#sending()]);
    // A marker lost to a crash only makes `claim` the one to refuse.
    return leads
      .filter((lead) => lead.setAsideAt === undefined && lead.nextAttemptAt !== undefined && lead.nextAttemptAt <= now)
      .filter((lead) => (sending.get(lead.id) ?? 0) <= now)
      .sort((a, b) => -newestFirst({ time: a.receivedAt, id: a.id }, { time: b.receivedAt, id: b.id }))
      .slice(0, limit)
      .map((lead) => lead.id);
  }

  /** The latest claim on this attempt: its generation (-1 for none) and when it ends. */
  async #latestClaim(lead: Lead): Promise<{ generation: number; until: number }> {
    const prefix = claimPrefix(lead.id, lead.attempts);
    const generations = (await this.#blobs.list({ prefix })).blobs.map((blob) => Number(blob.key.slice(prefix.length)));
    if (!generations.length) return { generation: -1, until: 0 };
    const generation = Math.max(...generations);
    const claim = (await this.#blobs.get(`${prefix}${generation}`, { type: "json" })) as { until?: number } | null;
    return { generation, until: claim?.until ?? 0 };
  }

  async claim(id: string, now: number, leaseMs: number): Promise<Lead | undefined> {
    const read = await this.#read(id);
    if (!read) return undefined;
    const { lead } = read;
    const due = lead.nextAttemptAt !== undefined && lead.nextAttemptAt <= now && lead.setAsideAt === undefined;
    if (lead.status !== "pending" || !due) return undefined;
    const until = now + leaseMs;
    const claimAs = async (generation: number) =>
      (await this.#blobs.setJSON(`${claimPrefix(id, lead.attempts)}${generation}`, { until }, { onlyIfNew: true }))
        .modified;
    // Most attempts are claimed once: try the first generation before looking at earlier claims.
    let claimed = await claimAs(0);
    if (!claimed) {
      const latest = await this.#latestClaim(lead);
      claimed = latest.until <= now && (await claimAs(latest.generation + 1));
    }
    if (!claimed) return undefined;
    await this.#blobs.setJSON(sendingKey(id), { until });
    return shown(lead, until);
  }

  async markForwarded(id: string, at: number): Promise<void> {
    await this.#change(id, (lead) =>
      lead.status === "pending"
        ? {
            ...lead,
            status: "forwarded",
            forwardedAt: at,
            attempts: lead.attempts + 1,
            lastError: undefined,
            nextAttemptAt: undefined,
            needsOwner: undefined,
          }
        : undefined,
    );
    // Its claims stay until the lead is purged: a sender that read it before this must not claim it again.
    await this.#blobs.delete(sendingKey(id));
  }

  async markFailed(id: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.#change(id, (lead) =>
      lead.status === "pending" ? { ...lead, attempts: lead.attempts + 1, lastError: error, nextAttemptAt } : undefined,
    );
    await this.#blobs.delete(sendingKey(id));
  }

  async recordAttempt(id: string, attempt: DeliveryAttempt): Promise<void> {
    // One key per try: the lead's sender is its only writer, and a key of its own is never overwritten.
    const at = time15(attempt.at);
    const { blobs } = await this.#blobs.list({ prefix: `attempts/${id}/${at}-` });
    await this.#blobs.setJSON(`attempts/${id}/${at}-${String(blobs.length).padStart(3, "0")}`, attempt);
  }

  async attempts(id: string): Promise<DeliveryAttempt[]> {
    const keys = (await this.#blobs.list({ prefix: `attempts/${id}/` })).blobs.map((blob) => blob.key).sort();
    const read = await inBatches(keys, (key) => this.#blobs.get(key, { type: "json" }));
    return read.filter((attempt): attempt is DeliveryAttempt => attempt !== null);
  }

  /** Until when a sender holds this pending lead, as the owner's view shows it. */
  async #claimedUntil(lead: Lead): Promise<number | undefined> {
    if (lead.status !== "pending") return undefined;
    const marker = (await this.#blobs.get(sendingKey(lead.id), { type: "json" })) as { until?: number } | null;
    return marker?.until;
  }

  async get(id: string): Promise<Lead | undefined> {
    const read = await this.#read(id);
    return read && shown(read.lead, await this.#claimedUntil(read.lead));
  }

  async makeDue(id: string, now: number): Promise<boolean> {
    const changed = await this.#change(id, (lead) =>
      lead.status === "pending" ? { ...lead, nextAttemptAt: now, setAsideAt: undefined } : undefined,
    );
    return changed !== undefined;
  }

  async markSpam(id: string, reason: string, at: number): Promise<boolean> {
    const marked = await this.#change(id, (lead) =>
      lead.status === "spam"
        ? undefined
        : {
            ...lead,
            status: "spam",
            spamReason: reason,
            spamAt: at,
            nextAttemptAt: undefined,
            needsOwner: undefined,
            setAsideAt: undefined,
          },
    );
    if (marked) await this.#blobs.delete(sendingKey(id));
    return marked !== undefined;
  }

  async release(id: string, now: number): Promise<"pending" | "forwarded" | undefined> {
    // A lead delivered before it was filed as spam goes back to delivered: releasing it never sends it again.
    const released = await this.#change(id, (lead) =>
      lead.status === "spam"
        ? {
            ...lead,
            status: lead.forwardedAt === undefined ? "pending" : "forwarded",
            spamReason: undefined,
            spamAt: undefined,
            nextAttemptAt: lead.forwardedAt === undefined ? now : undefined,
          }
        : undefined,
    );
    if (!released || released.is.status === "spam") return undefined;
    // Spam filed as it arrived had no origin key: the Sources need not read it to heal it.
    await this.#blobs.setJSON(originKey(released.is), 1);
    return released.is.status;
  }

  async markNeedsOwner(id: string, reason: string, at: number): Promise<boolean> {
    const flagged = await this.#change(id, (lead) =>
      lead.status === "pending" && lead.needsOwner === undefined
        ? { ...lead, needsOwner: { since: at, reason } }
        : undefined,
    );
    return flagged !== undefined;
  }

  async setAside(id: string, at: number): Promise<boolean> {
    const setAside = await this.#change(id, (lead) =>
      lead.status === "pending" ? { ...lead, setAsideAt: at, nextAttemptAt: undefined } : undefined,
    );
    return setAside !== undefined;
  }

  async needingOwner(limit: number): Promise<Lead[]> {
    return (await this.#pendingLeads())
      .filter((lead) => lead.needsOwner !== undefined && lead.setAsideAt === undefined)
      .sort((a, b) => -newestFirst({ time: a.receivedAt, id: a.id }, { time: b.receivedAt, id: b.id }))
      .slice(0, limit)
      .map((lead) => shown(lead));
  }

  async oldestRetrying(): Promise<Lead | undefined> {
    const [oldest] = (await this.#pendingLeads())
      .filter((lead) => lead.attempts > 0 && lead.needsOwner === undefined && lead.setAsideAt === undefined)
      .sort((a, b) => -newestFirst({ time: a.receivedAt, id: a.id }, { time: b.receivedAt, id: b.id }));
    return oldest && shown(oldest);
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
    const leads = (await this.#pendingLeads()).filter((lead) => lead.setAsideAt === undefined);
    const made = await inBatches(leads, (lead) =>
      this.#change(lead.id, (current) =>
        current.status === "pending" && current.setAsideAt === undefined
          ? { ...current, nextAttemptAt: now }
          : undefined,
      ),
    );
    return made.filter(Boolean).length;
  }

  /**
   * Moves index keys of the first layout (`index/{time}-{id}`, straight under `index/`) to the lead's stream.
   * Safe to run twice at once, or after a crash: each step is a write or a delete that can be repeated.
   */
  async #migrate(): Promise<void> {
    const { blobs } = await this.#blobs.list({ prefix: "index/", directories: true });
    await inBatches(blobs, async ({ key }) => {
      const id = LAYOUT.legacy.exec(key)?.[1];
      if (id === undefined) return;
      const read = await this.#read(id);
      if (read) await this.#blobs.setJSON(indexKey(read.lead), 1);
      await this.#blobs.delete(key);
    });
  }

  /** The views read the current layout: a store written by the first one is moved on first use. */
  async #ready(): Promise<void> {
    if (this.#layoutReady) return;
    if ((await this.#blobs.get(LAYOUT.key, { type: "json" })) !== LAYOUT.version) {
      await this.#migrate();
      await this.#blobs.setJSON(LAYOUT.key, LAYOUT.version, { onlyIfNew: true });
    }
    this.#layoutReady = true;
  }

  /**
   * The streams a view reads, each with its hours in the range: one list of "directories" per stream.
   * `oldestFirst` walks from `from` (or `after`) up; otherwise from `to` (or `before`) down.
   */
  async #walks(filter: LeadFilter, cursor: LeadCursor | undefined, oldestFirst: boolean): Promise<StreamWalk[]> {
    let low = filter.from === undefined ? undefined : hourOf(filter.from);
    let high = filter.to === undefined ? undefined : hourOf(filter.to - 1);
    if (cursor && oldestFirst)
      low = low === undefined || hourOf(cursor.receivedAt) > low ? hourOf(cursor.receivedAt) : low;
    if (cursor && !oldestFirst) {
      high = high === undefined || hourOf(cursor.receivedAt) < high ? hourOf(cursor.receivedAt) : high;
    }
    const inRange = (hour: string) => (low === undefined || hour >= low) && (high === undefined || hour <= high);
    const streams = leadStatuses
      .filter((status) => !filter.status || status === filter.status)
      .flatMap((status) =>
        leadKinds
          .filter((kind) => !filter.kind || kind === filter.kind)
          .map((kind) => ({ status, kind, prefix: streamPrefix(status, kind) })),
      );
    return Promise.all(
      streams.map(async (stream) => new StreamWalk(stream, await this.#hours(stream.prefix), inRange, oldestFirst)),
    );
  }

  /** The hours under a prefix (`index/pending/contact/`, `origins/`): one list of "directories". */
  async #hours(prefix: string): Promise<string[]> {
    const { directories } = await this.#blobs.list({ prefix, directories: true });
    // The hour is the directory's last part, whether the store gives its whole key or not, with `/` or not.
    return directories.map((directory) => directory.replace(/\/$/, "").split("/").pop() ?? "");
  }

  /** Lists the next hours of the streams whose next hour comes first; false when all are listed. */
  async #advance(walks: StreamWalk[], oldestFirst: boolean): Promise<boolean> {
    const next = frontierOf(walks, oldestFirst);
    if (next === undefined) return false;
    await Promise.all(walks.filter((walk) => walk.frontier === next).map((walk) => walk.step(this.#blobs)));
    return true;
  }

  async page({ limit, before, after, ...filter }: LeadPageQuery): Promise<Lead[]> {
    if (limit <= 0) return [];
    await this.#ready();
    const oldestFirst = after !== undefined;
    const cursor = after ?? before;
    const walks = await this.#walks(filter, cursor, oldestFirst);
    const inView = (entry: Entry) =>
      (filter.from === undefined || entry.time >= filter.from) &&
      (filter.to === undefined || entry.time < filter.to) &&
      (!cursor || (oldestFirst ? newestFirst(entry, cursorOf(cursor)) < 0 : newestFirst(entry, cursorOf(cursor)) > 0));
    const inOrder = (a: Entry, b: Entry) => (oldestFirst ? -newestFirst(a, b) : newestFirst(a, b));
    const read = new Map<string, Lead | undefined>();
    const rejected = new Set<string>();
    for (;;) {
      const next = frontierOf(walks, oldestFirst);
      // A key is in its place once every stream has listed its hour: no key still unlisted can come before it.
      const settled = walks
        .flatMap((walk) => walk.entries)
        .filter((entry) => inView(entry) && !rejected.has(entry.key))
        .filter((entry) => next === undefined || (oldestFirst ? entry.hour < next : entry.hour > next))
        .sort(inOrder);
      if (settled.length < limit && next !== undefined) {
        await this.#advance(walks, oldestFirst);
        continue;
      }
      const shownPage = settled.slice(0, limit);
      const unread = [...new Set(shownPage.map((entry) => entry.id).filter((id) => !read.has(id)))];
      for (const [id, lead] of await inBatches(unread, async (id) => [id, (await this.#read(id))?.lead] as const)) {
        read.set(id, lead);
      }
      // A key the lead no longer matches (a status change cut short, a purge under way) is passed over.
      const ids = new Set<string>();
      for (const entry of shownPage) {
        const lead = read.get(entry.id);
        if (!lead || indexKey(lead) !== entry.key || ids.has(entry.id)) rejected.add(entry.key);
        else ids.add(entry.id);
      }
      if (shownPage.some((entry) => rejected.has(entry.key))) continue;
      const leads = shownPage.map((entry) => read.get(entry.id)).filter((lead): lead is Lead => lead !== undefined);
      const sending = leads.some((lead) => lead.status === "pending")
        ? await this.#sending(ids)
        : new Map<string, number>();
      const page = leads.map((lead) => shown(lead, lead.status === "pending" ? sending.get(lead.id) : undefined));
      return oldestFirst ? page.reverse() : page;
    }
  }

  async count(filter: LeadFilter, cap: number): Promise<number> {
    if (cap <= 0) return 0;
    await this.#ready();
    const walks = await this.#walks(filter, undefined, false);
    const ids = new Set<string>();
    const inView = (entry: Entry) =>
      (filter.from === undefined || entry.time >= filter.from) && (filter.to === undefined || entry.time < filter.to);
    // Keys are not checked against their lead: a stale key left by a crash may be counted until a purge.
    while (ids.size < cap && (await this.#advance(walks, false))) {
      for (const walk of walks) for (const entry of walk.entries.splice(0)) if (inView(entry)) ids.add(entry.id);
    }
    return Math.min(ids.size, cap);
  }

  /**
   * The range's pending and delivered leads with their origins, newest first. The streams' names say which
   * leads, the origin keys' names of the same hours what brought each: a lead is read only when its origin
   * key is missing (then written) or could not hold its origin. Keys are not checked against their lead: a
   * stale key left by a crash may be shown until a purge, as `count` counts it.
   */
  async origins({ from, to, kind }: OriginRange): Promise<(LeadOrigin & { id: string; receivedAt: number })[]> {
    if (to <= from) return [];
    await this.#ready();
    const filter = { kind, from, to };
    const [pending, forwarded, originHours] = await Promise.all([
      this.#walks({ ...filter, status: "pending" }, undefined, false),
      this.#walks({ ...filter, status: "forwarded" }, undefined, false),
      this.#hours(ORIGINS),
    ]);
    const [low, high] = [hourOf(from), hourOf(to - 1)];
    const originWalk = new StreamWalk({ prefix: ORIGINS }, originHours, (hour) => hour >= low && hour <= high, false);
    const walks: StreamWalk<Listing>[] = [...pending, ...forwarded, originWalk];
    await Promise.all(
      walks.map(async (walk) => {
        while (await walk.step(this.#blobs)) {
          // Each step lists the next hours, a few together where they are sparse.
        }
      }),
    );
    const inRange = (entry: Entry) => entry.time >= from && entry.time < to;
    const times = new Map<string, number>();
    for (const walk of [...pending, ...forwarded]) {
      for (const entry of walk.entries) if (inRange(entry)) times.set(entry.id, entry.time);
    }
    const keys = new Map<string, string>();
    for (const entry of originWalk.entries) if (times.has(entry.id)) keys.set(entry.id, entry.key);
    const rows: (LeadOrigin & { id: string; receivedAt: number })[] = [];
    const unknown: string[] = [];
    for (const [id, receivedAt] of times) {
      const key = keys.get(id);
      const origin = key === undefined ? undefined : originIn(key);
      if (origin) rows.push({ id, receivedAt, ...origin });
      else unknown.push(id);
    }
    const read = await inBatches(unknown, async (id) => {
      const lead = (await this.#read(id))?.lead;
      if (!lead || lead.status === "spam") return undefined;
      // Stored before origin keys were, or released from spam filed as it arrived: written once, read no more.
      if (!keys.has(id)) await this.#blobs.setJSON(originKey(lead), 1);
      return { id, receivedAt: lead.receivedAt, ...originOf(lead) };
    });
    for (const row of read) if (row) rows.push(row);
    return rows.sort((a, b) => newestFirst({ time: a.receivedAt, id: a.id }, { time: b.receivedAt, id: b.id }));
  }

  async originCounts(range: OriginRange): Promise<(LeadOrigin & { count: number })[]> {
    const groups = new Map<string, LeadOrigin & { count: number }>();
    for (const row of await this.origins(range)) {
      const name = JSON.stringify(ORIGIN_PARTS.map((part) => row[part]));
      const group = groups.get(name);
      if (group) group.count++;
      else {
        const { landing, referrer, utmSource, utmMedium, utmCampaign, topic } = row;
        groups.set(name, { landing, referrer, utmSource, utmMedium, utmCampaign, topic, count: 1 });
      }
    }
    return [...groups.values()];
  }

  /** Deletes a lead and every key that names it; the lead and its index key last, so a purge cut short is found again. */
  async #forget(lead: Lead, listedAs: string): Promise<void> {
    const { id } = lead;
    // Spam filed as it arrived was never pending: nothing claimed, tried or waiting to list.
    const neverPending = lead.status === "spam" && lead.spamAt === lead.receivedAt && lead.attempts === 0;
    const lists = neverPending
      ? []
      : await Promise.all([
          this.#blobs.list({ prefix: `claims/${id}/` }),
          this.#blobs.list({ prefix: `attempts/${id}/` }),
          // Its origin key, whatever name it has (spam filed as it arrived has none).
          this.#blobs.list({ prefix: originPrefix(lead) }),
        ]);
    const keys = [
      `keys/${await sha256(lead.key)}`,
      clientKey(lead.clientHash, lead.receivedAt, id),
      ...(neverPending ? [] : [pendingKey(id), sendingKey(id)]),
      ...lists.flatMap((listed) => listed.blobs.map((blob) => blob.key)),
    ];
    await Promise.all(keys.map((key) => this.#blobs.delete(key)));
    await this.#blobs.delete(leadKey(id));
    await Promise.all([...new Set([indexKey(lead), listedAs])].map((key) => this.#blobs.delete(key)));
  }

  async purge({ leadsBefore, spamBefore }: PurgeCutoffs): Promise<number> {
    // Also catches a key the first layout's code wrote after the move (a request in flight at the deploy).
    await this.#migrate();
    await this.#ready();
    // Each stream by arrival. Spam goes 30 days after it was filed, or with the leads of its age; it is never
    // filed before it arrives, so the later cutoff bounds its hours, and its key names when it was filed.
    const spamArrivedBefore = Math.max(leadsBefore, spamBefore);
    const walks = await Promise.all(
      leadStatuses.map((status) =>
        this.#walks({ status, to: status === "spam" ? spamArrivedBefore : leadsBefore }, undefined, true),
      ),
    );
    const isDue = (status: LeadStatus, entry: Entry) =>
      entry.time < leadsBefore || (status === "spam" && entry.spamSince < spamBefore);
    let removed = 0;
    for (const walk of walks.flat()) {
      while (await walk.step(this.#blobs)) {
        const due = walk.entries.splice(0).filter((entry) => isDue(walk.stream.status, entry));
        for (let i = 0; i < due.length; i += PURGE_BATCH) {
          const done = await inBatches(due.slice(i, i + PURGE_BATCH), async (entry) => {
            const lead = (await this.#read(entry.id))?.lead;
            if (lead && indexKey(lead) === entry.key) {
              await this.#forget(lead, entry.key);
              return 1;
            }
            // A key its lead no longer matches: the lead is listed elsewhere, or gone.
            await this.#blobs.delete(entry.key);
            return 0;
          });
          removed += done.reduce<number>((sum, one) => sum + one, 0);
          await nextTurn();
        }
      }
    }
    return removed;
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

const cursorOf = (cursor: LeadCursor) => ({ time: cursor.receivedAt, id: cursor.id });

/** The hour read next across streams: the newest still unlisted (the oldest, walking up). */
function frontierOf(walks: StreamWalk[], oldestFirst: boolean): string | undefined {
  let next: string | undefined;
  for (const walk of walks) {
    const hour = walk.frontier;
    if (hour !== undefined && (next === undefined || (oldestFirst ? hour < next : hour > next))) next = hour;
  }
  return next;
}
