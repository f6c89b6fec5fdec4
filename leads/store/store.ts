import type { DeliveryAttempt, Lead, LeadKind, LeadStatus, NewLead } from "../lead.ts";
import type { Dimension } from "../origin/names.ts";

/** The leads a Sources period holds: delivered and pending, never spam, received in [from, to). */
export type OriginRange = { from: number; to: number; kind?: LeadKind | undefined };

/** Where a real lead's delivery stands: in the inbox, still tried, or its tries stopped by the owner. */
export type DeliveryState = "delivered" | "waiting" | "set-aside";

/** A place in the owner's list, newest first: a lead's time and id. */
export type LeadCursor = { receivedAt: number; id: string };

/** A name in one dimension of the Sources view, and how many leads have it. */
export type NameCount = { name: string; count: number };

/** One source of the Sources view (`?referrer=Google`): leads whose origin has this name in this dimension. */
export type SourceFilter = { dimension: Dimension; name: string };

/** Which leads a view holds: each part optional; times in milliseconds, `from` included and `to` not. */
export type LeadFilter = {
  status?: LeadStatus | undefined;
  kind?: LeadKind | undefined;
  from?: number | undefined;
  to?: number | undefined;
  source?: SourceFilter | undefined;
};

/**
 * One page of a view, newest first: at most `limit` leads, older than `before` or newer than `after` (the page
 * just before it in the list); the newest without either.
 */
export type LeadPageQuery = LeadFilter & {
  limit: number;
  before?: LeadCursor | undefined;
  after?: LeadCursor | undefined;
};

/**
 * When a lead is deleted (RETENTION, leads/owner/report.ts): leads received before `leadsBefore`; spam filed before
 * `spamBefore`, or received before `leadsBefore` (never kept longer than a lead). And when the hash of a visitor's
 * address is forgotten: for leads received before `clientsBefore`, past the longest window the rate limit counts
 * (a day); kept longer, a hash of an IPv4 address would give the address back to anyone who tried all four
 * billion with the salt beside it.
 */
export type PurgeCutoffs = { leadsBefore: number; spamBefore: number; clientsBefore?: number | undefined };

/**
 * Where leads are kept: one implementation, `sql-store.ts`, over SQLite (`npm start`), D1 (Cloudflare) and
 * Postgres (Netlify Database, or `npm start` with LEADS_DATABASE_URL). Every read the owner's side makes is bounded by what it shows
 * (a page, a capped count), never by how many leads are kept: a spam wave of tens of thousands must not hold the
 * site. Every method may throw when storage is unavailable: the handler answers 503 and forwards nothing.
 */
export interface LeadStore {
  /** Stores a new lead, or reports that one with the same key exists (and changes nothing). */
  saveLead(lead: NewLead): Promise<"stored" | "duplicate">;
  hasKey(key: string): Promise<boolean>;
  /** How many leads from this client were received at or after `since` (spam included). */
  recentCount(clientHash: string, since: number): Promise<number>;
  /** Ids of pending leads whose next attempt is due at `now`, that no one is sending and the owner has not set aside, oldest first. */
  pending(now: number, limit: number): Promise<string[]>;
  /**
   * Takes a pending, due lead for sending until `now + leaseMs`, so no other process sends it meanwhile;
   * undefined when it is not pending, not due, or taken.
   */
  claim(id: string, now: number, leaseMs: number): Promise<Lead | undefined>;
  /** Delivered: no longer pending, and no longer needing the owner. */
  /**
   * Keeps a lead kept elsewhere (another store, or a file while this one was down) as it was, with its history;
   * false when it is here already.
   */
  importLead(lead: Lead, attempts: readonly DeliveryAttempt[]): Promise<boolean>;
  /** The lead delivered; with the try that delivered it, both at once. */
  markForwarded(id: string, at: number, attempt?: DeliveryAttempt): Promise<void>;
  /** The lead not delivered this time; with the try that failed, both at once. */
  markFailed(id: string, error: string, nextAttemptAt: number, attempt?: DeliveryAttempt): Promise<void>;
  /** Adds a try at delivery to the lead's history. */
  recordAttempt(id: string, attempt: DeliveryAttempt): Promise<void>;
  /** The lead's delivery history, oldest first. */
  attempts(id: string): Promise<DeliveryAttempt[]>;
  /** One lead, or undefined. */
  get(id: string): Promise<Lead | undefined>;
  /** A pending lead becomes due now (the owner's resend), set aside no longer; false when it is not pending. */
  makeDue(id: string, now: number): Promise<boolean>;
  /** The owner files a lead as spam at `at` (never sent again, kept 30 days from then); false when it is spam already or unknown. */
  markSpam(id: string, reason: string, at: number): Promise<boolean>;
  /**
   * A lead filed as spam goes back to what it was: delivered if it had been (never sent again), otherwise
   * pending and due at `now`. Returns the status it went back to; undefined when it is not spam or unknown.
   */
  release(id: string, now: number): Promise<"pending" | "forwarded" | undefined>;
  /**
   * A pending lead the form service will not take while it takes others (leads/delivery/alerts.ts): shown to the owner,
   * still tried, never holding a delivery incident open. False when it is not pending or is flagged already.
   */
  markNeedsOwner(id: string, reason: string, at: number): Promise<boolean>;
  /** The owner stops the tries of a pending lead (they follow it up themselves); false when it is not pending. */
  setAside(id: string, at: number): Promise<boolean>;
  /** Pending leads flagged as needing the owner and not set aside, oldest first, at most `limit`. */
  needingOwner(limit: number): Promise<Lead[]>;
  /**
   * The lead waiting longest (since it arrived, or was released from spam) still pending after a failed try that
   * neither needs the owner nor is set aside, if any: how long delivery has been stuck. A lead on its first try is not stuck yet, however soon a look at it comes.
   */
  oldestRetrying(): Promise<Lead | undefined>;
  /** How many leads `oldestRetrying` chooses from (pending after a failed try, not the owner's, not set aside), up to `cap`. */
  retryingCount(cap: number): Promise<number>;
  /** A small value the service keeps beside the leads (its delivery incident, an alert's state), or undefined. */
  setting(name: string): Promise<string | undefined>;
  /** Keeps it; undefined removes it. */
  saveSetting(name: string, value: string | undefined): Promise<void>;
  /** Keeps it only if there is none yet: true when this call made it (of two processes at once, one does). */
  createSetting(name: string, value: string): Promise<boolean>;
  /** Removes it: true when this call removed it. */
  removeSetting(name: string): Promise<boolean>;
  /** The settings named from `from` (included) to `to` (not), in the order of their names, at most `limit`. */
  settingsBetween(from: string, to: string, limit: number): Promise<{ name: string; value: string }[]>;
  /** Every pending lead not set aside becomes due now (the owner's retry). Returns how many. */
  makePendingDue(now: number): Promise<number>;
  /** Deletes what is past its retention, with its history, a batch at a time. Returns how many leads. */
  purge(cutoffs: PurgeCutoffs): Promise<number>;
  /** A page of a view (see LeadPageQuery), newest first. */
  page(query: LeadPageQuery): Promise<Lead[]>;
  /**
   * How many leads a view holds, counted up to `cap` (a count that reaches it means "at least"); with
   * `newerThan`, only those newer than that lead (where a page of the view starts).
   */
  count(filter: LeadFilter & { newerThan?: LeadCursor | undefined }, cap: number): Promise<number>;
  /** How many delivered and pending leads the range holds. */
  realCount(range: OriginRange): Promise<number>;
  /** The range's delivered and pending leads by where delivery stands now (a state with none is left out). */
  deliveryStates(range: OriginRange): Promise<{ state: DeliveryState; count: number }[]>;
  /**
   * The range's delivered and pending leads by their name in one dimension (as named when stored), the most
   * leads first, at most `limit` names (every name without one). Bounded by the real leads of the range, never
   * by spam.
   */
  topNames(range: OriginRange, dimension: Dimension, limit?: number): Promise<NameCount[]>;
  /** How many of the range's delivered and pending leads have each of these names (a name with none is left out). */
  namesCount(range: OriginRange, dimension: Dimension, names: readonly string[]): Promise<NameCount[]>;
  /**
   * The range's delivered and pending leads by channel in each part of it: part 0 before the first of
   * `boundaries`, part 1 from it to the next, and so on (a part with none is left out).
   */
  channelSeries(
    range: OriginRange,
    boundaries: readonly number[],
  ): Promise<{ part: number; channel: string; count: number }[]>;
  /**
   * Names what brought up to `limit` leads that were named by an older naming (or none: leads stored before names
   * were kept), and returns how many it named: fewer than `limit` when every lead is named.
   */
  nameOrigins(limit: number): Promise<number>;
  /** The salt for client hashes: made once, kept with the leads. */
  salt(): Promise<string>;
}

/** Lets the event loop serve others between the batches of a long job (a purge, a CSV), on every runtime. */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
