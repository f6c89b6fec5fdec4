import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createLeadService } from "../service.ts";
import { hasLeadSite, readLeadSite, type LeadSite } from "../built-site.ts";
import { clientAddress, type TrustedProxies } from "./client-address.ts";
import { discardBody } from "./drain-body.ts";
import { locationText, openStore, type StoreLocation } from "./store.ts";
import { unstoredFile } from "./unstored-file.ts";

type Env = Record<string, string | undefined>;

type Log = (line: string) => void;

/** What the build left for the service, or undefined when the build posts its forms elsewhere (`LEADS=off`). */
export function siteIn(dist: string): LeadSite | undefined {
  const file = (route: string) => join(dist, `.${route}`);
  return hasLeadSite((route) => existsSync(file(route)))
    ? readLeadSite((route) => readFileSync(file(route), "utf8"))
    : undefined;
}

/**
 * Where `npm start` keeps the leads it sent while its database refused them: beside the SQLite file, or in the
 * project's `data/` folder when the leads are in Postgres.
 */
export const unstoredPath = (location: StoreLocation, dist: string) =>
  join(location.kind === "sqlite" ? dirname(location.path) : join(dirname(dist), "data"), "unstored-leads.jsonl");

/**
 * The lead service inside `npm start`: its store is SQLite, or Postgres shared with other servers (each then
 * one process of one service: leads stored once, sent once, one rate limit), the client is the socket (or a trusted proxy's
 * header), work after the answer is tracked so `stop` can wait for it, a timer sweeps every
 * `LEADS_SWEEP_SECONDS` (30), and another runs the upkeep (retention, delivery alerts, the weekly report) every `LEADS_UPKEEP_SECONDS` (600, as
 * Netlify's and Cloudflare's schedules run it).
 */
export function nodeLeadService({
  dist,
  env,
  location,
  trusted,
  log,
}: {
  dist: string;
  /** The lead service's settings (leads/config.ts reads them). */
  env: Env;
  /** Where the leads are, and the proxies whose X-Forwarded-For is believed, as the server's settings say. */
  location: StoreLocation;
  trusted: TrustedProxies;
  log: Log;
}) {
  const site = siteIn(dist);
  if (!site) return undefined;
  const { store, close } = openStore(location, log);
  log(`Leads are stored in ${locationText(location)}`);
  const service = createLeadService({
    site,
    store,
    env,
    badSettings: "stop",
    sendsInTurn: true,
    // Nothing in front of `npm start` compresses the service's answers (nginx passes them on as they are).
    compress: true,
    log,
    clientAddress: (c) => clientAddress(getConnInfo(c).remote.address, c.req.header("x-forwarded-for"), trusted),
    unstored: unstoredFile(unstoredPath(location, dist), log),
  });
  const running = new Set<Promise<unknown>>();
  const waitUntil = (task: Promise<unknown>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  const listener = getRequestListener(
    async (request, bindings) => {
      const response = await service.fetch(request, bindings, { waitUntil, passThroughOnException() {}, props: {} });
      if (response.status === 413) await discardBody(bindings.incoming, response);
      return response;
    },
    {
      // A failure outside the app's own error page would otherwise be a bare 500 no log line mentions. The
      // connection is closed after it: what is left of the request's body is unknown.
      errorHandler: (error) => {
        log(`lead service error: ${error instanceof Error ? error.message : String(error)}`);
        return new Response(null, { status: 500, headers: { Connection: "close" } });
      },
    },
  );
  const timer = setInterval(() => {
    waitUntil(service.sweepIfDue());
  }, service.config.sweepMs);
  // Retention, a look at delivery and the weekly report on the platforms' schedule (every ten minutes), the first
  // at start.
  const upkeep = () => {
    waitUntil(
      service.upkeep().catch((error: unknown) => {
        log(`upkeep failed: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  };
  const upkeepTimer = setInterval(upkeep, service.config.upkeepMs);
  upkeep();
  timer.unref();
  upkeepTimer.unref();

  return {
    handle: (req: IncomingMessage, res: ServerResponse) => listener(req, res),
    async stop() {
      clearInterval(timer);
      clearInterval(upkeepTimer);
      await Promise.allSettled([...running]);
      await close();
    },
  };
}
