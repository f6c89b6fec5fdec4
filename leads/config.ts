import { namesPlaceholderMailbox } from "../forms/targets.ts";
import { MIN_TOKEN_LENGTH } from "./owner/access.ts";
import { reportSchedule, type ReportSchedule } from "./report/schedule.ts";

/**
 * The service's settings, from the environment of whichever host runs it. Every one has a default, so
 * `npm start` takes leads with no configuration; a value that does not parse stops the service at start,
 * naming the variable.
 */
export type LeadConfig = {
  /** Where stored leads are forwarded (the form-forwarding service); undefined: stored only. */
  forwardTo: string | undefined;
  /** Posts one client may make in `rateWindowMs` before it is answered 429. */
  rateLimit: number;
  rateWindowMs: number;
  /** A post made sooner than this after the visitor started typing is a bot's (where the page measured it). */
  minFillMs: number;
  /** The first retry of a failed forward waits this long; each later one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  forwardTimeoutMs: number;
  /**
   * How long a sender holds a lead before another may send it: only a sender that died lets it lapse, so
   * it is long (a lapse while the first is still busy would send the lead twice).
   */
  leaseMs: number;
  /** How often a server that runs all the time (`npm start`) looks for pending leads to forward. */
  sweepMs: number;
  /** A salt for client hashes; when unset, the store makes one and keeps it. */
  salt: string | undefined;
  /** Opens the owner's inbox, export and retry (leads/owner/access.ts); unset, they do not exist. */
  exportToken: string | undefined;
  /** A lead undelivered this long opens a delivery incident (leads/delivery/alerts.ts). */
  alertAfterMs: number;
  /** Where an incident's alert and its recovery are posted; undefined: the inbox and the log only. */
  alertWebhook: AlertWebhook | undefined;
  /** When the weekly report is posted to the alert webhook (leads/report/); undefined: never. */
  reportAt: ReportSchedule | undefined;
  /** How often a server that runs all the time (`npm start`) runs its upkeep; the platforms have their schedules. */
  upkeepMs: number;
};

/** `json`: Slack, Microsoft Teams and Discord incoming webhooks; `text`: ntfy, named `ntfy+https://…`. */
export type AlertWebhook = { url: string; format: "json" | "text" };

type Env = Record<string, string | undefined>;

/**
 * A duration in milliseconds from a setting given in `unit`s, between bounds a person would choose: a value
 * past them (a timeout of months) is refused as a typo would be, naming the setting and its range.
 */
const duration =
  (unit: "seconds" | "minutes") =>
  (name: string, fallback: number, [least, most]: readonly [number, number]) =>
  (env: Env) => {
    const ms = unit === "seconds" ? 1000 : 60_000;
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback * ms;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < least || value > most) {
      throw new Error(`${name} must be a number of ${unit} from ${least} to ${most}; got "${raw}".`);
    }
    return value * ms;
  };
const seconds = duration("seconds");
const minutes = duration("minutes");

const count = (name: string, fallback: number, most: number) => (env: Env) => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > most) {
    throw new Error(`${name} must be a whole number from 1 to ${most}; got "${raw}".`);
  }
  return value;
};

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The forward target: an https:// URL (plain http only on this machine, for tests), never the reserved
 * `.example` placeholder, which would send every lead nowhere.
 */
export function forwardTarget(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`CONTACT_FORM_ENDPOINT must be an absolute https:// URL; got "${value}".`);
  }
  if (url.protocol === "http:" && !localHosts.has(url.hostname)) {
    throw new Error(
      `CONTACT_FORM_ENDPOINT must use https:// (plain http is allowed only for localhost); got "${value}".`,
    );
  }
  if (namesPlaceholderMailbox(value)) {
    throw new Error(
      `CONTACT_FORM_ENDPOINT names the placeholder mailbox "${value}"; set it to your own (https://formsubmit.co/you@yourcompany.com) or leave it unset to store leads without forwarding.`,
    );
  }
  return value;
}

/** `https://hooks.slack.com/…` posts JSON; `ntfy+https://ntfy.sh/topic` posts plain text to the URL after `ntfy+`. */
export function alertWebhook(value: string | undefined): AlertWebhook | undefined {
  if (!value) return undefined;
  const text = value.startsWith("ntfy+");
  const url = text ? value.slice("ntfy+".length) : value;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !(parsed.protocol === "https:" || (parsed.protocol === "http:" && localHosts.has(parsed.hostname)))) {
    throw new Error(
      `LEADS_ALERT_WEBHOOK must be an https:// webhook URL (or ntfy+https://… for ntfy); got "${value}".`,
    );
  }
  return { url, format: text ? "text" : "json" };
}

/** Fewer different characters than this is a pattern, not a secret (32 × "a"); `openssl rand -hex 32` has 16. */
export const MIN_TOKEN_VARIETY = 10;

function exportToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const made = "(openssl rand -hex 32 makes one)";
  if (value.length < MIN_TOKEN_LENGTH) {
    throw new Error(`LEADS_EXPORT_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters ${made}; got ${value.length}.`);
  }
  if (/\s/.test(value)) throw new Error(`LEADS_EXPORT_TOKEN must not contain spaces ${made}.`);
  const variety = new Set(value).size;
  if (variety < MIN_TOKEN_VARIETY) {
    throw new Error(
      `LEADS_EXPORT_TOKEN must mix at least ${MIN_TOKEN_VARIETY} different characters ${made}; got ${variety}.`,
    );
  }
  return value;
}

export function leadConfig(env: Env): LeadConfig {
  const retryBaseMs = seconds("LEADS_RETRY_SECONDS", 60, [0.1, 3_600])(env);
  const forwardTimeoutMs = seconds("LEADS_FORWARD_TIMEOUT_SECONDS", 10, [1, 120])(env);
  return {
    forwardTo: forwardTarget(env["CONTACT_FORM_ENDPOINT"]),
    rateLimit: count("LEADS_RATE_LIMIT", 5, 100_000)(env),
    rateWindowMs: seconds("LEADS_RATE_WINDOW_SECONDS", 600, [1, 86_400])(env),
    minFillMs: seconds("LEADS_MIN_FILL_SECONDS", 3, [0, 60])(env),
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, 6 * 60 * 60 * 1000),
    forwardTimeoutMs,
    leaseMs: Math.max(5 * 60 * 1000, forwardTimeoutMs * 3),
    sweepMs: seconds("LEADS_SWEEP_SECONDS", 30, [0.1, 3_600])(env),
    salt: env["LEADS_SALT"] || undefined,
    exportToken: exportToken(env["LEADS_EXPORT_TOKEN"]),
    alertAfterMs: minutes("LEADS_ALERT_AFTER_MINUTES", 60, [0, 10_080])(env),
    alertWebhook: alertWebhook(env["LEADS_ALERT_WEBHOOK"]),
    reportAt: reportSchedule(env["LEADS_REPORT_AT"]),
    upkeepMs: seconds("LEADS_UPKEEP_SECONDS", 600, [1, 3_600])(env),
  };
}
