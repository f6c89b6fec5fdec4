import type { DeliveryAttempt } from "../lead.ts";

/**
 * When a lead is the owner's to answer by hand ("needs you"), decided here and nowhere else. The owner is told to
 * reply themselves, and may stop the lead's tries, so the rule must never take an outage for a lead's own fault:
 *
 * - Only a refusal counts: the form service answered, and said no to this post (a 4xx, or FormSubmit's JSON
 *   `success: false`). A 5xx, no answer in time, no connection, or an answer that is not the service's JSON is the
 *   service failing, whatever it does for other leads, and stays an outage (leads/delivery/alerts.ts). A 408, 425
 *   or 429 says "not now", not "not this".
 * - The same refusal twice, with another lead delivered in between: the service took someone else's lead after
 *   refusing this one, and then refused this one again for the same reason. One refusal alone may be the service's
 *   bad minute; two refusals with nothing delivered between may be an address not yet activated, which refuses
 *   every lead and is an outage too.
 */

/** The parts of a try the rule reads. */
export type Try = Pick<DeliveryAttempt, "at" | "ms" | "ok" | "status" | "detail">;

/** Statuses that mean "not now": the lead is not refused for what it is. */
const notNow = new Set([408, 425, 429]);

/** Whether a failed try is the service saying no to this lead, rather than the service failing. */
export function isRefusal(attempt: Try): boolean {
  if (attempt.ok) return false;
  if (attempt.detail.startsWith("refused:")) return true;
  const { status } = attempt;
  return status !== undefined && status >= 400 && status <= 499 && !notNow.has(status);
}

/**
 * Whether the lead needs its owner after `current`: it and the try before it (`previous`) are the same refusal,
 * and the service delivered another lead (`lastDeliveredAt`, when it last delivered any) after `previous` ended.
 * A delivery during `current` counts too: sends run side by side, and only the latest delivery is kept.
 */
export function needsTheOwner(previous: Try | undefined, current: Try, lastDeliveredAt: number): boolean {
  if (!previous || !isRefusal(previous) || !isRefusal(current)) return false;
  const sameRefusal = previous.status === current.status && previous.detail === current.detail;
  return sameRefusal && lastDeliveredAt > previous.at + previous.ms;
}
