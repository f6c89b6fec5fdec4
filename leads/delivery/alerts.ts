import { alertLine, alertRequest, type AlertText } from "./alert-text.ts";
import type { AlertWebhook } from "../config.ts";
import type { AttemptOutcome } from "./forward.ts";
import type { Lead } from "../lead.ts";
import type { LeadStore } from "../store/store.ts";

/**
 * What the owners are told about delivery, and when (README, Leads: "Alerts"):
 * - An incident: the oldest lead still failing has waited `alertAfterMs`, or the form service refuses a lead
 *   outright (an address not yet activated). Told once when it opens, and once when delivery recovers.
 * - A lead of its own: one the service keeps failing while it takes others (forward.ts flags it). Told once,
 *   shown in the inbox until it is delivered or the owner stops its tries; it never holds an incident open, so a
 *   later outage is told, and its recovery, as if it were not there.
 * State lives beside the leads (settings), so every process and isolate of every host sees the same: the open
 * incident is a pointer that only its opening makes and only its closing removes; how far each alert got is kept
 * under a key of its own, so a slow webhook's late answer can never bring a closed incident back. Every "once" is a
 * setting made only if new: of two processes, one tells. With a webhook set, the alert is posted there; either
 * way the log says it, once.
 */
export type Incident = {
  /** Its own, so what is kept about its alerts never mixes with another's. */
  id: string;
  openedAt: number;
  /** What the owner reads: why delivery is stuck. */
  reason: string;
};

/** Longer than a post to the webhook may take (10 s), so a try under way is never doubled. */
const RETRY_AFTER_MS = 30_000;
const WEBHOOK_TIMEOUT_MS = 10_000;

const INCIDENT = "delivery_incident";

export async function currentIncident(store: LeadStore): Promise<Incident | undefined> {
  const kept = await store.setting(INCIDENT);
  if (!kept) return undefined;
  const incident = JSON.parse(kept) as Partial<Incident> & { openedAt: number; reason: string };
  // An incident kept before incidents had ids is named by when it opened.
  return { ...incident, id: incident.id ?? String(incident.openedAt) };
}

/**
 * Each incident is also kept under a name that sorts by when it opened (the pointer above goes when it closes), so
 * the weekly report can read a week's incidents in order, a range of names, without a table of their own.
 */
const incidentRecord = (openedAt: number, id: string) => `incident_at:${String(openedAt).padStart(15, "0")}:${id}`;

/** How long before a period an incident still open in it may have opened, at most: older ones are not looked for. */
const INCIDENT_LOOKBACK_MS = 30 * 24 * 3_600_000;

/** A past or open incident, as a report tells it. */
export type IncidentRecord = { openedAt: number; closedAt: number | undefined; reason: string };

/** The incidents open at some time in [from, to), oldest first, at most `limit`. */
export async function incidentsBetween(store: LeadStore, from: number, to: number, limit = 20) {
  const kept = await store.settingsBetween(
    incidentRecord(Math.max(0, from - INCIDENT_LOOKBACK_MS), ""),
    incidentRecord(to, ""),
    200,
  );
  const incidents: IncidentRecord[] = [];
  for (const { name, value } of kept) {
    const [, at = "0", id = ""] = name.split(":");
    const closed = await store.setting(`incident:${id}:closed`);
    const closedAt = closed === undefined ? undefined : Number(closed);
    if (closedAt === undefined || closedAt >= from) incidents.push({ openedAt: Number(at), closedAt, reason: value });
    if (incidents.length === limit) break;
  }
  return incidents;
}

export type AlertWatch = {
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

/** `less than a minute`, `12 minutes`, `3 hours`: how long, as an alert says it. */
export const minutesText = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  return minutes >= 120 ? `${Math.round(minutes / 60)} hours` : minutes === 1 ? "1 minute" : `${minutes} minutes`;
};

/** Since when a lead has waited to be delivered: since it arrived, or since the owner released it from spam. */
export const waitingSince = (lead: Lead) => Math.max(lead.receivedAt, lead.releasedAt ?? 0);

/**
 * Tells the owners that a lead went to their inbox without being stored, the database refusing it: once per
 * outage in this process (the store that would make it once among processes is what is down). `kept`: whether
 * this host keeps such leads and stores them once the database is back (leads/delivery/unstored.ts).
 */
export async function tellUnstored(watch: AlertWatch, why: string, kept: boolean): Promise<void> {
  const where = kept
    ? "this server keeps it and adds it to the inbox once the database is back"
    : "it will not be in the inbox, so keep the email";
  watch.log(`LEAD NOT STORED: the lead database refused it (${why}); sent to the inbox directly`);
  await post(watch, [
    `${watch.siteName}: the lead database is not answering (`,
    { quoted: why },
    `). A lead went straight to your inbox without being stored: ${where}. Leads go the same way until it answers. See ${watch.inbox}`,
  ]);
}

/** Posts the alert as the webhook expects it; true when it was taken (always, without a webhook). */
export async function post(watch: AlertWatch, text: AlertText): Promise<boolean> {
  const { webhook, fetch = globalThis.fetch } = watch;
  if (!webhook) return true;
  try {
    const response = await fetch(webhook.url, {
      method: "POST",
      ...alertRequest(webhook, text),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    watch.log(`alert not taken: the webhook answered HTTP ${response.status}`);
  } catch (error) {
    watch.log(`alert not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

/** How far telling one thing got: `failed` once a try ended untaken, so the next look may try again at once. */
type AlertState = { tries: number; triedAt: number; taken: boolean; failed?: boolean };
const alertKey = (name: string) => `alert:${name}`;

async function alertState(watch: AlertWatch, name: string): Promise<AlertState | undefined> {
  const kept = await watch.store.setting(alertKey(name));
  return kept ? (JSON.parse(kept) as AlertState) : undefined;
}

/**
 * Tells `text` once, whichever process gets here first: each try is claimed by a setting made only if new. A
 * try the webhook did not take is made again by a later look, `retryFailedAfterMs` after it (an alert's looks
 * come with every delivery, so not at once; a weekly report's with each upkeep); a try with no outcome kept (its
 * process stopped mid-post, or it is still on its way) once it can no longer be on its way. Returns whether it
 * has been taken. `text` may be a function that writes the words, called only when a try is made.
 */
export async function tellOnce(
  watch: AlertWatch,
  name: string,
  text: AlertText | (() => Promise<AlertText>),
  logLine: string,
  { retryFailedAfterMs = RETRY_AFTER_MS } = {},
): Promise<boolean> {
  const state = await alertState(watch, name);
  const now = watch.now();
  if (state?.taken) return true;
  if (state && now - state.triedAt < (state.failed ? retryFailedAfterMs : RETRY_AFTER_MS)) return false;
  const tries = (state?.tries ?? 0) + 1;
  if (!(await watch.store.createSetting(`${alertKey(name)}:try${tries}`, String(now)))) return false;
  const save = (outcome: Partial<AlertState>) =>
    watch.store.saveSetting(alertKey(name), JSON.stringify({ tries, triedAt: now, taken: false, ...outcome }));
  await save({});
  if (tries === 1) watch.log(logLine);
  // Words read from the store (a weekly report) are read only by the try that will post them.
  const taken = await post(watch, typeof text === "function" ? await text() : text);
  await save(taken ? { taken } : { failed: true });
  return taken;
}

async function openIncident(watch: AlertWatch, reason: AlertText, existing: Incident | undefined): Promise<void> {
  let incident = existing;
  if (!incident) {
    const made: Incident = { id: crypto.randomUUID(), openedAt: watch.now(), reason: alertLine(reason) };
    // Of two processes that see the same stuck lead at once, one opens the incident.
    if (!(await watch.store.createSetting(INCIDENT, JSON.stringify(made)))) return;
    await watch.store.saveSetting(incidentRecord(made.openedAt, made.id), made.reason);
    incident = made;
  }
  await tellOnce(
    watch,
    `incident:${incident.id}`,
    [
      `${watch.siteName}: `,
      ...(existing ? [existing.reason] : reason),
      ` Every lead is kept and is sent again until it is delivered. See ${watch.inbox}`,
    ],
    `DELIVERY STUCK: ${incident.reason} (the inbox at ${watch.inbox} shows what waits)`,
  );
}

async function closeIncident(watch: AlertWatch, incident: Incident): Promise<void> {
  // One process closes it: the one that marks it closed first. The pointer goes after, so a check in between
  // still sees the incident and leaves it to this one.
  if (!(await watch.store.createSetting(`incident:${incident.id}:closed`, String(watch.now())))) return;
  const told = await alertState(watch, `incident:${incident.id}`);
  await watch.store.removeSetting(INCIDENT);
  watch.log(`DELIVERY RECOVERED after ${minutesText(watch.now() - incident.openedAt)}`);
  // Told to whoever may have read the alert: one tried, taken or perhaps still on its way.
  if (told) await post(watch, [`${watch.siteName}: leads reach your inbox again. See ${watch.inbox}`]);
}

/** Tells the owners of each lead the service will not take while it takes others, once each. */
async function tellLeadsOfTheirOwn(watch: AlertWatch): Promise<void> {
  for (const lead of await watch.store.needingOwner(20)) {
    if (watch.now() - waitingSince(lead) < watch.alertAfterMs) continue;
    const page = `${watch.inbox}/${lead.id}`;
    await tellOnce(
      watch,
      `lead:${lead.id}`,
      [
        `${watch.siteName}: one lead is not reaching your inbox while others do. The form service answers: "`,
        { quoted: (lead.needsOwner?.reason ?? lead.lastError ?? "").replace(/^refused: /, "") },
        `". It is kept and tried again; open it to resend it, or to stop the tries and reply yourself: ${page}`,
      ],
      `LEAD NEEDS THE OWNER: lead ${lead.id} keeps failing while others are delivered (${page})`,
    );
  }
}

const lastTry = (lead: Lead): AlertText =>
  lead.lastError ? [" The last try: ", { quoted: lead.lastError.replace(/[.\s]+$/, "") }, "."] : [];

/**
 * Looks at delivery as it stands: opens an incident when the oldest lead still failing (not one of its own) has
 * waited `alertAfterMs`, or at once when the service refuses a lead that is not of its own; closes an open one
 * once nothing waits that long and the service no longer refuses. `outcome` is the attempt that prompted the
 * check, if one did. Then tells of any lead of its own.
 */
export async function checkDelivery(watch: AlertWatch, outcome?: AttemptOutcome): Promise<void> {
  const incident = await currentIncident(watch.store);
  const oldest = await watch.store.oldestRetrying();
  const waited = oldest ? watch.now() - waitingSince(oldest) : 0;
  if (outcome && !outcome.ok && outcome.refused && !outcome.needsOwner) {
    const answer = outcome.error.replace(/^refused: /, "").replace(/[.\s]+$/, "");
    await openIncident(watch, ['The form service refused a lead: "', { quoted: answer }, '".'], incident);
  } else if (oldest && waited >= watch.alertAfterMs) {
    await openIncident(
      watch,
      [`A lead has waited ${minutesText(waited)} without reaching your inbox.`, ...lastTry(oldest)],
      incident,
    );
  } else if (incident) {
    const refusing = oldest?.lastError?.startsWith("refused:") ?? false;
    // Delivered just now, or nothing waits but leads of their own: the service works.
    if (!refusing && (outcome?.ok === true || !oldest)) await closeIncident(watch, incident);
    else await openIncident(watch, [incident.reason], incident);
  }
  await tellLeadsOfTheirOwn(watch);
}

/**
 * The delivery check to run after each try. A flood delivers dozens of leads at once, and each success would read
 * the same state again: while a check after a success runs, the successes after it share one more check, run once
 * it ends, rather than one each. A failure is checked at once, always: it may be what opens an incident. Only where
 * requests may wait on one another (not a Worker, which drops work one request queued on another's).
 */
export function checkedAfterEach(watch: AlertWatch): (outcome: AttemptOutcome) => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const after = (outcome: AttemptOutcome): Promise<void> => {
    if (outcome.ok && running) {
      const current = running;
      next ??= current
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return after(outcome);
        });
      return next;
    }
    const check = checkDelivery(watch, outcome).finally(() => {
      if (running === check) running = undefined;
    });
    if (outcome.ok) running = check;
    return check;
  };
  return after;
}
