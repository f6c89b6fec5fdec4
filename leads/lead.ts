/**
 * The lead service: every contact or newsletter post the site receives is checked, stored, answered and
 * then forwarded to the company's inbox. This file holds what one stored post is; `app.ts` is the web
 * handler (Hono, web-standard Request/Response), `store.ts` and `forward.ts` are its two ports, `sql-store.ts`
 * is storage for SQLite and D1, and `service.ts` makes it all once per process for each host's adapter.
 */

export const leadKinds = ["contact", "subscription"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** `pending` until the company's inbox has it; `spam` is kept for the owner to review and never forwarded. */
export const leadStatuses = ["pending", "forwarded", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Where the visit came from, as the page could tell without cookies or trackers. */
export type LeadSource = {
  /**
   * The first page of the visit, with its query (`/services/cloud-migration?utm_source=linkedin`), when the
   * tab remembered one (src/lib/visit: kept in the tab's session storage) and it was not the form's own page.
   */
  landing?: string;
  /** The page the form was sent from, with its query (`/contact?service=cloud-migration`). */
  page?: string;
  /** The site page the visitor read just before the form's page. */
  previousPage?: string;
  /** The host of the site that sent the visitor here, when it was another site (at the visit's first page if known). */
  referrer?: string;
  /** `utm_source`, `utm_medium`, ... from the form page's address, or else the visit's first page's. */
  utm?: Record<string, string>;
};

export type NewLead = {
  id: string;
  /** Two posts with the same key are one lead: a double click, a reloaded POST, a browser's retry. */
  key: string;
  kind: LeadKind;
  /** Milliseconds since the epoch. */
  receivedAt: number;
  status: LeadStatus;
  spamReason?: string | undefined;
  /** The posted fields under their posted names ("Full Name", "Email Address", ...). */
  fields: Record<string, string>;
  /** "Cloud Migration for Healthcare", from the page's `?service=` and `?industry=`. */
  topic?: string | undefined;
  /** The subject of the email it becomes, as the form's contract words it (forms/post.ts); older leads lack it. */
  subject?: string | undefined;
  source: LeadSource;
  /** A salted hash of the client's address, for the rate limit; the address itself is never kept. */
  clientHash: string;
};

/** One try at handing a lead to the form service, kept with the lead for as long as the lead is kept. */
export type DeliveryAttempt = {
  /** When it began, in milliseconds since the epoch. */
  at: number;
  /** How long it took. */
  ms: number;
  ok: boolean;
  /** The service's HTTP status, when it answered. */
  status?: number | undefined;
  /** "delivered", or why not: the service's answer, or the network's error. */
  detail: string;
};

export type Lead = NewLead & {
  attempts: number;
  nextAttemptAt: number | undefined;
  lastError: string | undefined;
  forwardedAt: number | undefined;
  /** When it was filed as spam (by the service or the owner): spam is kept 30 days from then. */
  spamAt?: number | undefined;
  /**
   * Set when the form service will not take this lead while it takes others (leads/delivery/alerts.ts): the owner is
   * told once; the lead is still tried, and never holds a delivery incident open.
   */
  needsOwner?: { since: number; reason: string } | undefined;
  /** When the owner last released it from spam: a released lead waits from then, not from when it arrived. */
  releasedAt?: number | undefined;
  /** When the owner stopped its tries (they follow it up themselves); a resend tries it again. */
  setAsideAt?: number | undefined;
  /**
   * Until when a sender holds the lead (set while one sends it, and left by a sender that stopped mid-send:
   * the lead is sent again once it passes). Known to the SQL stores; Netlify Blobs keep it apart.
   */
  claimedUntil?: number | undefined;
};
