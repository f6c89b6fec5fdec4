import type { DeliveryAttempt, Lead } from "../lead.ts";
import type { LeadStore } from "../store/store.ts";

/**
 * A lead the store could not take (its database down, unreachable, missing) is sent straight to the form service,
 * as the spec's own form would post it, and the visitor is thanked only if the service took it (leads/app.ts). Where
 * the host has a disk (`npm start`), the lead is also kept in a file of its own and stored once the database is back,
 * so the inbox shows it too (leads/node/unstored-file.ts); a Worker or a Netlify Function has none, and the email is
 * then the lead's only copy (docs/leads.md says so).
 */
export interface UnstoredLeads {
  /** Keeps a lead the form service took while the store refused it, with the try that delivered it. */
  keep(lead: Lead, attempt: DeliveryAttempt): void;
  /** Stores what was kept, once the store takes writes again; how many leads it stored. */
  restore(store: LeadStore): Promise<number>;
}
