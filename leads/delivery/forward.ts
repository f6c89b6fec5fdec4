import { inquirySubject, newsletterSubject } from "../../forms/mail-subjects.ts";
import type { Lead } from "../lead.ts";
import type { LeadStore } from "../store/store.ts";
import { needsTheOwner } from "./lead-refusal.ts";

/**
 * Forwarding a stored lead to the company's inbox through the form-forwarding service, server to server,
 * and retrying until it is delivered. A lead counts as delivered only when the service says so in JSON
 * (`{"success": "true"}`, as FormSubmit's AJAX endpoint answers); anything else leaves it pending.
 */
export type ForwardOutcome =
  | { ok: true; status?: number | undefined }
  /** `refused`: the service answered that it will not deliver (an address not yet activated, say). */
  | { ok: false; error: string; status?: number | undefined; refused?: boolean };

export interface Forwarder {
  send(lead: Lead): Promise<ForwardOutcome>;
}

/** The fields the inbox receives: the spec's names, the subject, the topic and the lead's id. */
export function forwardedFields(lead: Lead, siteName: string): Record<string, string> {
  // A lead stored before it carried its subject gets the one the contract words for it.
  const subject =
    lead.subject ?? (lead.kind === "subscription" ? newsletterSubject(siteName) : inquirySubject(siteName, lead.topic));
  return {
    ...lead.fields,
    ...(lead.topic ? { Topic: lead.topic } : {}),
    "Lead ID": lead.id,
    _subject: subject,
    _captcha: "false",
  };
}

/**
 * FormSubmit answers its plain endpoint with a redirect whether or not the mail went out (an address not
 * yet activated included); its AJAX endpoint says in JSON. Other services are posted to as configured.
 */
export function forwardUrl(endpoint: string): string {
  const url = new URL(endpoint);
  if (url.hostname === "formsubmit.co" && !url.pathname.startsWith("/ajax/")) url.pathname = `/ajax${url.pathname}`;
  return url.toString();
}

/** FormSubmit answers in some 100 bytes; an answer longer than this is no answer, and is not read further. */
const MAX_ANSWER = 64 * 1024;

/**
 * The service's answer as text, or undefined past `MAX_ANSWER` bytes (the rest is cancelled unread: one
 * answer of 400 MB, read whole, took the server to 1.4 GB). The read ends with the post's time too: not
 * every fetch lets its signal reach a body that is still arriving.
 */
async function readAnswer(response: Response, signal: AbortSignal): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  signal.throwIfAborted();
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => {
      reject(signal.reason as Error);
    });
  });
  // Raced against each read below, and only there; once the answer is read, its rejection means nothing.
  timedOut.catch(() => undefined);
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timedOut]);
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > MAX_ANSWER) return undefined;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "no answer in time";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === "string") return `could not connect (${code})`;
  return `could not connect (${error instanceof Error ? error.message : String(error)})`;
}

/** What the service's answer says about delivery. */
export function judgeAnswer(status: number, body: string): ForwardOutcome {
  if (status < 200 || status > 299) return { ok: false, error: `answered HTTP ${status}`, status };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, error: `answered HTTP ${status} without JSON: ${JSON.stringify(body.slice(0, 80))}`, status };
  }
  const success = (parsed as { success?: unknown } | null)?.success;
  if (success === true || success === "true") return { ok: true, status };
  const message = (parsed as { message?: unknown } | null)?.message;
  return {
    ok: false,
    error: `refused: ${typeof message === "string" ? message.slice(0, 200) : JSON.stringify(parsed).slice(0, 200)}`,
    status,
    refused: true,
  };
}

export function httpForwarder(
  endpoint: string,
  {
    siteName,
    timeoutMs,
    fetch = globalThis.fetch,
  }: { siteName: string; timeoutMs: number; fetch?: typeof globalThis.fetch },
): Forwarder {
  const url = forwardUrl(endpoint);
  const post = async (lead: Lead): Promise<ForwardOutcome> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams(forwardedFields(lead, siteName)).toString(),
        redirect: "manual",
        signal,
      });
      const answer = await readAnswer(response, signal);
      if (answer === undefined) {
        return {
          ok: false,
          error: `answered HTTP ${response.status} with more than ${MAX_ANSWER / 1024} KB`,
          status: response.status,
        };
      }
      return judgeAnswer(response.status, answer);
    } catch (error) {
      return { ok: false, error: describeFailure(error) };
    }
  };
  return { send: post };
}

type Log = (line: string) => void;

export type DeliverySettings = { retryBaseMs: number; retryMaxMs: number; leaseMs: number };

/** What one try did, for the alert watch (leads/delivery/alerts.ts): the service's outcome, and whether it made the lead the owner's. */
export type AttemptOutcome = ForwardOutcome & { lead: Lead; needsOwner: boolean };

/** How leads are sent, made once per process or isolate (leads/service.ts). */
export type Delivery = {
  store: LeadStore;
  /** Undefined when forwarding is off: leads are kept, pending, and nothing is sent. */
  forwarder: Forwarder | undefined;
  settings: DeliverySettings;
  now: () => number;
  log: Log;
  /**
   * Runs a send in its turn: a process's few sends at once, the rest waiting before they claim a lead, so the
   * timeout measures the service alone and a wait cut short leaves the lead unclaimed for the next sweep.
   */
  queueSend: <T>(send: () => Promise<T>) => Promise<T>;
  /** Told each attempt's outcome, once recorded (leads/delivery/alerts.ts watches for a stuck delivery). */
  afterAttempt?: (outcome: AttemptOutcome) => Promise<void>;
};

/** 1, 2, 4, 8 ... times the base after each failed attempt, never more than the maximum. */
export function retryDelay(failedAttempts: number, { retryBaseMs, retryMaxMs }: DeliverySettings): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, Math.min(failedAttempts - 1, 30)), retryMaxMs);
}

/** The latest delivery of any lead, kept beside the leads: a lead that fails after it is a lead of its own kind. */
export const LAST_DELIVERED = "last_delivered_at";

/** What a try came to: `skipped` when the lead was not pending and due, or another sender held it. */
export type DeliveryResult = "forwarded" | "failed" | "skipped";

/**
 * Sends one lead if it is pending, due and not being sent elsewhere; records the outcome. Claiming first
 * makes it exactly once across a request's own forward and the periodic sweep. `later` takes the alert watch's
 * look at the outcome, where a caller answers someone first (the owner's resend); without it, it is awaited.
 */
export async function deliver(
  id: string,
  delivery: Delivery,
  later?: (task: Promise<unknown>) => void,
): Promise<{ result: DeliveryResult; outcome?: AttemptOutcome }> {
  const { forwarder } = delivery;
  if (!forwarder) return { result: "skipped" };
  const tried = await delivery.queueSend(() => attempt(id, { ...delivery, forwarder }));
  if (tried.outcome && delivery.afterAttempt) {
    const watched = delivery.afterAttempt(tried.outcome).catch((error: unknown) => {
      delivery.log(`delivery check failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (later) later(watched);
    else await watched;
  }
  return tried;
}

/**
 * A write that must land once the service has taken the lead: a busy database (another process holding SQLite's
 * lock, a D1 hiccup) is waited out, within the lease, so the lead is never sent again because its record failed.
 */
async function stored(write: () => Promise<void>, budgetMs: number, what: string, log: Log): Promise<void> {
  const deadline = performance.now() + budgetMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 5_000)) {
    try {
      await write();
      return;
    } catch (error) {
      const left = deadline - performance.now();
      const why = error instanceof Error ? error.message : String(error);
      if (left <= 0) throw new Error(`${what} not recorded: ${why}`, { cause: error });
      log(`${what} not recorded yet (${why}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }
}

async function attempt(
  id: string,
  { store, forwarder, settings, now, log }: Delivery & { forwarder: Forwarder },
): Promise<{ result: DeliveryResult; outcome?: AttemptOutcome }> {
  const lead = await store.claim(id, now(), settings.leaseMs);
  if (!lead) return { result: "skipped" };
  const at = now();
  const outcome = await forwarder.send(lead);
  const record = { at, ms: Math.max(0, now() - at), ok: outcome.ok, status: outcome.status };
  if (outcome.ok) {
    // The lead's status and its try in one transaction: the status is what keeps the lead from being sent again,
    // so a busy database is waited out for it, within half the lease.
    const delivered = { ...record, detail: "delivered" };
    await stored(() => store.markForwarded(id, now(), delivered), settings.leaseMs / 2, `delivery of lead ${id}`, log);
    await store.saveSetting(LAST_DELIVERED, String(now())).catch(() => undefined);
    log(`lead ${id} forwarded${lead.attempts ? ` after ${lead.attempts + 1} attempts` : ""}`);
    return { result: "forwarded", outcome: { ...outcome, lead, needsOwner: false } };
  }
  const previous = lead.attempts ? (await store.attempts(id)).at(-1) : undefined;
  const current = { ...record, detail: outcome.error };
  const delay = retryDelay(lead.attempts + 1, settings);
  await store.markFailed(id, outcome.error, now() + delay, current);
  log(`lead ${id} not forwarded: ${outcome.error}; next attempt in ${Math.round(delay / 1000)} s`);
  // The same refusal again although the service took another lead since: the fault is this lead's, not the
  // service's (lead-refusal.ts). Once the owner's, it stays theirs until it is delivered, filed or set aside.
  if (lead.needsOwner) return { result: "failed", outcome: { ...outcome, lead, needsOwner: true } };
  const lastDelivered = Number((await store.setting(LAST_DELIVERED)) ?? 0);
  const needsOwner = needsTheOwner(previous, current, lastDelivered);
  if (needsOwner) await store.markNeedsOwner(id, outcome.error, now());
  return { result: "failed", outcome: { ...outcome, lead, needsOwner } };
}

/** Forwards every pending lead that is due, a few at a time. */
export async function sweep(
  delivery: Delivery,
  { batch = 50, parallel = 4 } = {},
): Promise<{ forwarded: number; failed: number }> {
  if (!delivery.forwarder) return { forwarded: 0, failed: 0 };
  const ids = await delivery.store.pending(delivery.now(), batch);
  const outcomes: DeliveryResult[] = [];
  for (let i = 0; i < ids.length; i += parallel) {
    const round = await Promise.all(ids.slice(i, i + parallel).map((id) => deliver(id, delivery)));
    outcomes.push(...round.map((tried) => tried.result));
  }
  return {
    forwarded: outcomes.filter((o) => o === "forwarded").length,
    failed: outcomes.filter((o) => o === "failed").length,
  };
}
