import type { Context } from "hono";
import pLimit from "p-limit";
import { checkDelivery, checkedAfterEach, tellUnstored, type AlertWatch } from "./delivery/alerts.ts";
import type { UnstoredLeads } from "./delivery/unstored.ts";
import { createLeadApp } from "./app.ts";
import { leadConfig, type LeadConfig } from "./config.ts";
import { httpForwarder, sweep, type Delivery, type Forwarder } from "./delivery/forward.ts";
import { platformLeadConfig, reportProblems, settingsOf, unusableForwarder } from "./platform-config.ts";
import { purgeCutoffs } from "./owner/report.ts";
import type { LeadSite } from "./built-site.ts";
import type { LeadStore } from "./store/store.ts";
import { terminalText } from "./terminal-text.ts";
import { sendDueReport, weeklyReports, type ReportSite } from "./report/send.ts";

/** Leads one process (or isolate) sends at once; the rest wait their turn (leads/delivery/forward.ts, `queueSend`). */
const PARALLEL_FORWARDS = 8;

/** Leads named at once, and how long one upkeep names for: the rest wait for the next. */
const NAMING_BATCH = 200;
const NAMING_BUDGET_MS = 5_000;

/** Names what brought the leads an older naming named (or none did), until none is left or the budget is spent. */
async function nameOrigins(store: LeadStore, now: () => number): Promise<number> {
  const started = now();
  let named = 0;
  for (let batch = NAMING_BATCH; batch === NAMING_BATCH && now() - started < NAMING_BUDGET_MS;) {
    batch = await store.nameOrigins(NAMING_BATCH);
    named += batch;
  }
  return named;
}

/** What a host supplies, once per process or isolate; the rest of the service is the same everywhere. */
export type LeadHost = {
  site: LeadSite;
  store: LeadStore;
  /** The host's settings as it hands them over (process.env, a Worker's env); bindings are not settings. */
  env: Record<string, unknown>;
  /**
   * `stop`: a setting that does not parse stops the service at start, naming it (a server an owner starts).
   * `report`: on a platform, where nothing can refuse to start, it is left at its default and logged once.
   */
  badSettings: "stop" | "report";
  /** The client's address as the host vouches for it. */
  clientAddress: (c: Context) => string | undefined;
  /**
   * False where requests must not wait on one another (a Worker cancels work another request resumes): there each
   * lead is sent, and its delivery checked, on its own request's work alone.
   */
  sendsInTurn: boolean;
  /**
   * How long a sender may hold a lead where the host ends a sender's work sooner than the settings' lease (a
   * Worker's work after its answer stops within 30 s): a claim older than this is a sender that was stopped, and
   * its lead is sent again then rather than minutes later.
   */
  senderLifetimeMs?: number;
  /** One line per event; every line is escaped for a terminal here, as it may quote the form service. */
  log: (line: string) => void;
  now?: () => number;
  /** Whether the service compresses the owner's pages itself: where the host in front does not (`npm start`). */
  compress?: boolean;
  /** Stands in for the form service in the tests. */
  forwarder?: Forwarder | undefined;
  /** Stands in for the alert webhook's network in the tests. */
  alertFetch?: typeof globalThis.fetch;
  /** Where the host keeps the leads sent while the store refused them, if it has a disk (`npm start`). */
  unstored?: UnstoredLeads;
};

function settings(
  host: LeadHost,
  log: (line: string) => void,
): { config: LeadConfig; forwardProblem: string | undefined } {
  const env = settingsOf(host.env);
  if (host.badSettings === "stop") return { config: leadConfig(env), forwardProblem: undefined };
  const { config, problems, forwardProblem } = platformLeadConfig(env);
  reportProblems(problems, log);
  return { config, forwardProblem };
}

/**
 * The lead service, made once per process or isolate from what its host supplies: the handler for `/api/*`
 * (web-standard `fetch(request, bindings, executionContext)`, the executionContext's `waitUntil` running each
 * forward after the answer), a sweep for the host's scheduler, and the scheduled upkeep.
 */
export function createLeadService(host: LeadHost) {
  const { site, store, now = Date.now } = host;
  // A line may quote the form service's answer, which may quote a visitor: it never forges a line of its own.
  const log = (line: string) => {
    host.log(terminalText(line));
  };
  const settled = settings(host, log);
  const { forwardProblem } = settled;
  const config = host.senderLifetimeMs
    ? {
        ...settled.config,
        leaseMs: Math.min(settled.config.leaseMs, Math.max(host.senderLifetimeMs, 3 * settled.config.forwardTimeoutMs)),
      }
    : settled.config;
  const forwarder =
    host.forwarder ??
    (forwardProblem
      ? unusableForwarder(forwardProblem)
      : config.forwardTo
        ? httpForwarder(config.forwardTo, { siteName: site.siteName, timeoutMs: config.forwardTimeoutMs })
        : undefined);
  if (!forwarder) {
    log(
      "Forwarding is off: leads are kept but not emailed. To email each one, set CONTACT_FORM_ENDPOINT=https://formsubmit.co/you@yourcompany.com; what is pending is sent then.",
    );
  }
  const turns = pLimit(PARALLEL_FORWARDS);
  const watch: AlertWatch = {
    store,
    alertAfterMs: config.alertAfterMs,
    webhook: config.alertWebhook,
    siteName: site.siteName,
    inbox: `${site.origin}/api/leads`,
    now,
    log,
    ...(host.alertFetch ? { fetch: host.alertFetch } : {}),
  };
  const delivery: Delivery = {
    store,
    forwarder,
    settings: config,
    now,
    log,
    queueSend: host.sendsInTurn ? (send) => turns(send) : (send) => send(),
    afterAttempt: host.sendsInTurn ? checkedAfterEach(watch) : (outcome) => checkDelivery(watch, outcome),
  };
  /** A look at delivery without an attempt (a lead may have waited past the threshold meanwhile). */
  const check = () =>
    checkDelivery(watch).catch((error: unknown) => {
      log(`delivery check failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  const reportSite: ReportSite = {
    siteName: site.siteName,
    origin: site.origin,
    clock: { zone: site.timeZone, zoneName: site.timeZoneName },
  };
  /** The weekly report, if its time has come and it has not gone: a failure is logged and tried at the next upkeep. */
  const report = () =>
    sendDueReport(watch, reportSite, config.reportAt).catch((error: unknown) => {
      log(`weekly report failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  // One alert an outage of the store, in this process: told at its first unstored lead, again after a post is stored.
  let toldUnstored = false;
  const app = createLeadApp({
    site,
    config,
    reports: weeklyReports(watch, reportSite, config.reportAt),
    delivery,
    clientAddress: host.clientAddress,
    log,
    now,
    compress: host.compress ?? false,
    unstored: {
      keep: host.unstored && ((lead, attempt) => host.unstored?.keep(lead, attempt)),
      tell: async (why) => {
        if (toldUnstored) return;
        toldUnstored = true;
        await tellUnstored(watch, why, Boolean(host.unstored));
      },
      stored: () => {
        toldUnstored = false;
      },
    },
  });
  /** Stores the leads sent while the store refused them, once it takes writes again. */
  const restoreUnstored = () =>
    host.unstored?.restore(store).catch((error: unknown) => {
      log(
        `leads sent while the database was down not stored yet: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 0;
    }) ?? Promise.resolve(0);

  let lastSweep = -Infinity;
  let sweeping = false;
  /**
   * Forwards what is pending and due, unless a sweep is under way or one began less than `sweepMs` ago. The
   * sweep's promise goes only to the caller that started it: on Workers, another request may not await it.
   */
  function sweepIfDue(): Promise<void> {
    // A sweep cut off with its request (a Worker's) never ends: past the lease, another may start.
    const busy = sweeping && now() - lastSweep < config.leaseMs;
    if (!forwarder || busy || now() - lastSweep < config.sweepMs) return Promise.resolve();
    lastSweep = now();
    sweeping = true;
    return restoreUnstored()
      .then(() => sweep(delivery))
      .then(check)
      .catch((error: unknown) => {
        log(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        sweeping = false;
      });
  }

  return {
    config,
    reportSite,
    fetch: app.fetch,
    sweepIfDue,
    /** Forwards up to `batch` pending leads that are due, now. */
    sweep: (options?: { batch?: number }) => sweep(delivery, options),
    /**
     * A scheduled run: leads past retention deleted, leads not yet named by today's naming named (a batch at a
     * time, for a few seconds at most), up to `batch` pending leads forwarded, delivery looked at, and the weekly
     * report posted if its time has come.
     */
    async upkeep({ batch = 200 } = {}) {
      await restoreUnstored();
      const removed = await store.purge(purgeCutoffs(now()));
      if (removed) log(`${removed} leads past retention deleted`);
      const named = await nameOrigins(store, now);
      if (named) log(`${named} leads' sources named`);
      const { forwarded, failed } = await sweep(delivery, { batch });
      if (forwarded || failed) log(`retry: ${forwarded} forwarded, ${failed} still pending`);
      await check();
      const reported = await report();
      return { removed, forwarded, failed, reported };
    },
  };
}
export type LeadService = ReturnType<typeof createLeadService>;
