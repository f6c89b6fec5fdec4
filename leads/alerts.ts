import type { AlertWebhook } from "./config.ts";
import type { ForwardOutcome } from "./forward.ts";
import type { LeadStore } from "./store.ts";

/**
 * Delivery incidents: when a lead has stayed undelivered for `alertAfterMs`, or the form service answers that it
 * refuses a lead (an address not yet activated), the owners are told once, and once more when delivery recovers.
 * The open incident is kept beside the leads (a setting), so every process and isolate of every host sees the
 * same one and none tells it twice; it is what the inbox shows at its top. With a webhook set, the alert is
 * posted there; either way the log says it, once per incident, never once per retry.
 */
export type Incident = {
  openedAt: number;
  /** What the owner reads: why delivery is stuck. */
  reason: string;
  /** Whether the webhook took the alert; until it does, a later check tries again. */
  alerted: boolean;
  /** When the alert was last tried: a check that comes while a try may still be on its way leaves it be. */
  triedAt: number;
};

/** Longer than a post to the webhook may take (10 s), so a try under way is never doubled. */
const RETRY_AFTER_MS = 30_000;

const INCIDENT = "delivery_incident";

export async function currentIncident(store: LeadStore): Promise<Incident | undefined> {
  const kept = await store.setting(INCIDENT);
  return kept ? (JSON.parse(kept) as Incident) : undefined;
}

export type Watch = {
  store: LeadStore;
  alertAfterMs: number;
  webhook: AlertWebhook | undefined;
  siteName: string;
  /** The inbox's address, for the alert's link. */
  inbox: string;
  now: () => number;
  log: (line: string) => void;
  fetch?: typeof globalThis.fetch;
};

const minutesText = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  return minutes >= 120 ? `${Math.round(minutes / 60)} hours` : minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

/** Posts the alert as the webhook expects it; true when it was taken. */
async function post(watch: Watch, text: string): Promise<boolean> {
  const { webhook, fetch = globalThis.fetch } = watch;
  if (!webhook) return true;
  try {
    const response = await fetch(webhook.url, {
      method: "POST",
      // Slack and Teams read `text`, Discord `content`; each ignores the other. ntfy takes the text as it is.
      ...(webhook.format === "json"
        ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text, content: text }) }
        : { headers: { "Content-Type": "text/plain; charset=utf-8", Title: "Leads" }, body: text }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    watch.log(`alert not taken: the webhook answered HTTP ${response.status}`);
  } catch (error) {
    watch.log(`alert not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

async function open(watch: Watch, reason: string, existing: Incident | undefined): Promise<void> {
  if (existing?.alerted) return;
  if (existing && watch.now() - existing.triedAt < RETRY_AFTER_MS) return;
  const incident: Incident = existing
    ? { ...existing, triedAt: watch.now() }
    : { openedAt: watch.now(), reason, alerted: false, triedAt: watch.now() };
  if (!existing) {
    // Of two processes that see the same stuck lead at once, one opens the incident and tells it.
    if (!(await watch.store.createSetting(INCIDENT, JSON.stringify(incident)))) return;
    watch.log(`DELIVERY STUCK: ${reason} (the inbox at ${watch.inbox} shows what waits)`);
  } else await watch.store.saveSetting(INCIDENT, JSON.stringify(incident));
  incident.alerted = await post(
    watch,
    `${watch.siteName}: ${incident.reason} Every lead is kept and is sent again until it is delivered. See ${watch.inbox}`,
  );
  await watch.store.saveSetting(INCIDENT, JSON.stringify(incident));
}

async function close(watch: Watch, incident: Incident): Promise<void> {
  if (!(await watch.store.removeSetting(INCIDENT))) return;
  watch.log(`DELIVERY RECOVERED after ${minutesText(watch.now() - incident.openedAt)}`);
  // A recovery no one was told the incident of is not worth a message.
  if (incident.alerted) {
    await post(watch, `${watch.siteName}: leads reach your inbox again. See ${watch.inbox}`);
  }
}

/**
 * Looks at delivery as it stands: opens an incident when the oldest pending lead has waited `alertAfterMs`, and
 * closes an open one once nothing waits that long and the service no longer refuses. `outcome` is the attempt that
 * prompted the check, if one did: a refusal opens an incident at once.
 */
export async function checkDelivery(watch: Watch, outcome?: ForwardOutcome): Promise<void> {
  const incident = await currentIncident(watch.store);
  if (outcome && !outcome.ok && outcome.refused) {
    const answer = outcome.error.replace(/^refused: /, "").replace(/[.\s]+$/, "");
    await open(watch, `The form service refused a lead: "${answer}".`, incident);
    return;
  }
  const oldest = await watch.store.oldestRetrying();
  const waited = oldest ? watch.now() - oldest.receivedAt : 0;
  if (oldest && waited >= watch.alertAfterMs) {
    const why = oldest.lastError ? ` The last try: ${oldest.lastError.replace(/[.\s]+$/, "")}.` : "";
    await open(watch, `A lead has waited ${minutesText(waited)} without reaching your inbox.${why}`, incident);
    return;
  }
  const refusing = oldest?.lastError?.startsWith("refused:") ?? false;
  if (incident && !refusing && (outcome?.ok ?? !oldest)) await close(watch, incident);
  else if (incident && !incident.alerted) await open(watch, incident.reason, incident);
}
