import type { DeliveryAttempt, Lead, NewLead } from "./lead.ts";

/** Where a page of the owner's list ended: its last lead. */
export type LeadCursor = { receivedAt: number; id: string };

/**
 * Where leads are kept. SQLite (`npm start`) and D1 (Cloudflare) share one implementation, `sql-store.ts`;
 * other hosts implement the same few operations. Every method may throw when storage is unavailable:
 * the handler answers 503 and forwards nothing.
 */
export interface LeadStore {
  /** Stores a new lead, or reports that one with the same key exists (and changes nothing). */
  saveLead(lead: NewLead): Promise<"stored" | "duplicate">;
  hasKey(key: string): Promise<boolean>;
  /** How many leads from this client were received at or after `since` (spam included). */
  recentCount(clientHash: string, since: number): Promise<number>;
  /** Ids of pending leads whose next attempt is due at `now` and that no one is sending, oldest first. */
  pending(now: number, limit: number): Promise<string[]>;
  /**
   * Takes a pending, due lead for sending until `now + leaseMs`, so no other process sends it meanwhile;
   * undefined when it is not pending, not due, or taken.
   */
  claim(id: string, now: number, leaseMs: number): Promise<Lead | undefined>;
  markForwarded(id: string, at: number): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: number): Promise<void>;
  /** Adds a try at delivery to the lead's history. */
  recordAttempt(id: string, attempt: DeliveryAttempt): Promise<void>;
  /** The lead's delivery history, oldest first. */
  attempts(id: string): Promise<DeliveryAttempt[]>;
  /** One lead, or undefined. */
  get(id: string): Promise<Lead | undefined>;
  /** A pending lead becomes due now (the owner's resend); false when it is not pending. */
  makeDue(id: string, now: number): Promise<boolean>;
  /** The owner files a lead as spam (it is never sent again); false when it is spam already or unknown. */
  markSpam(id: string, reason: string): Promise<boolean>;
  /**
   * The oldest lead still pending after a failed try, if any: how long delivery has been stuck. A lead on its
   * first try is not stuck yet, however soon a look at it comes.
   */
  oldestRetrying(): Promise<Lead | undefined>;
  /** A small value the service keeps beside the leads (its delivery incident), or undefined. */
  setting(name: string): Promise<string | undefined>;
  /** Keeps it; undefined removes it. */
  saveSetting(name: string, value: string | undefined): Promise<void>;
  /** Keeps it only if there is none yet: true when this call made it (of two processes at once, one does). */
  createSetting(name: string, value: string): Promise<boolean>;
  /** Removes it: true when this call removed it. */
  removeSetting(name: string): Promise<boolean>;
  /** Every pending lead becomes due now (the owner's retry). Returns how many are pending. */
  makePendingDue(now: number): Promise<number>;
  /** A lead filed as spam goes to the inbox after all (the owner's call); false when there is none. */
  release(id: string, now: number): Promise<boolean>;
  /** Deletes leads received before `leadsBefore`, and spam received before `spamBefore`, with their history. */
  purge(cutoffs: { leadsBefore: number; spamBefore: number }): Promise<number>;
  /**
   * Newest first (by time, then id), for the owner's tools: at most `limit`, and only those after the
   * lead `before` in that order, so a long list is read a page at a time.
   */
  list(limit?: number, before?: LeadCursor): Promise<Lead[]>;
  /** The salt for client hashes: made once, kept with the leads. */
  salt(): Promise<string>;
}
