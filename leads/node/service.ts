import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isAbsolute, join } from "node:path";
import type { Readable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { createLeadApp } from "../app.ts";
import { leadConfig, type LeadConfig } from "../config.ts";
import { httpForwarder, sweep } from "../forward.ts";
import { leadSiteSchema, LEAD_SITE_FILE, type LeadSite } from "../site.ts";
import { SqlLeadStore } from "../sql/sql-store.ts";
import { clientAddress, trustedProxies } from "./client-address.ts";
import { openSqlite } from "./sqlite.ts";

type Env = Record<string, string | undefined>;
type Log = (line: string) => void;

const projectRoot = join(import.meta.dirname, "..", "..");
/** `LEADS_DB`, relative to the project; git ignores `data/`. */
export const DEFAULT_DB = "data/leads.sqlite";

export function databasePath(env: Env): string {
  const path = env["LEADS_DB"] || DEFAULT_DB;
  return path === ":memory:" || isAbsolute(path) ? path : join(projectRoot, path);
}

/** The store on SQLite, opened on first use (and again after a failure), so a bad disk never stops the site. */
export function sqliteStore(path: string): SqlLeadStore & { close(): void } {
  let db: ReturnType<typeof openSqlite> | undefined;
  const store = new SqlLeadStore(() => (db ??= openSqlite(path)));
  return Object.assign(store, {
    close: () => {
      db?.close();
      db = undefined;
    },
  });
}

/** A proxy in front (nginx) may send a body larger than the service takes, up to its own limit. */
const DRAINED_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A body refused unread would leave its bytes on the connection, and a proxy in front would send the next
 * request after them. Read it to the end if it is no larger than a proxy lets through; otherwise close the
 * connection after the answer. It is read from Node's stream, not the request's: hono's body limit reads a
 * chunked body through the request's stream and stops at the limit with that stream locked to its reader.
 */
function discardBody(incoming: Readable, response: Response): Promise<void> {
  // The web stream the adapter made over `incoming`, if the app read any of the body, takes every chunk it
  // is given; without its listener, the rest is counted here and kept nowhere.
  incoming.removeAllListeners("data");
  return new Promise((resolve) => {
    let size = 0;
    const done = () => {
      incoming.off("readable", read);
      incoming.off("end", done);
      incoming.off("close", done);
      resolve();
    };
    const read = () => {
      let chunk: Buffer | null;
      while ((chunk = incoming.read() as Buffer | null) !== null) {
        size += chunk.byteLength;
        if (size > DRAINED_BODY_LIMIT) {
          response.headers.set("Connection", "close");
          done();
          return;
        }
      }
    };
    if (incoming.readableEnded || incoming.destroyed) {
      resolve();
      return;
    }
    incoming.on("readable", read);
    incoming.once("end", done);
    incoming.once("close", done);
  });
}

/** What the build left for the service, or undefined when the build posts its forms elsewhere (`LEADS=off`). */
export function readLeadSite(dist: string): LeadSite | undefined {
  const file = join(dist, LEAD_SITE_FILE);
  if (!existsSync(file)) return undefined;
  return leadSiteSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export function forwarderFor(config: LeadConfig, site: LeadSite) {
  return config.forwardTo
    ? httpForwarder(config.forwardTo, { siteName: site.siteName, timeoutMs: config.forwardTimeoutMs })
    : undefined;
}

/**
 * The lead service inside `npm start`: `/api/*` requests go to the one handler, leads go to SQLite, and
 * a sweep every `LEADS_SWEEP_SECONDS` (30) forwards what is pending. `stop` ends the sweep and waits for
 * forwards under way.
 */
export function nodeLeadService({ dist, env, log }: { dist: string; env: Env; log: Log }) {
  const site = readLeadSite(dist);
  if (!site) return undefined;
  const config = leadConfig(env);
  const path = databasePath(env);
  const store = sqliteStore(path);
  const forwarder = forwarderFor(config, site);
  const trusted = trustedProxies(env["TRUST_PROXY"]);
  const app = createLeadApp({ site, config });
  const running = new Set<Promise<unknown>>();
  const track = (task: Promise<unknown>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };

  log(`Leads are stored in ${path}`);
  if (!forwarder) {
    log(
      "Forwarding is off: leads are kept but not emailed. To email each one, set CONTACT_FORM_ENDPOINT=https://formsubmit.co/you@yourcompany.com and restart; what is pending is sent then.",
    );
  }

  const listener = getRequestListener(
    async (request, { incoming }) => {
      const response = await app.fetch(request, {
        store,
        forwarder,
        clientAddress: clientAddress(
          incoming.socket.remoteAddress,
          incoming.headers["x-forwarded-for"]?.toString(),
          trusted,
        ),
        waitUntil: track,
        log,
      });
      if (response.status === 413) await discardBody(incoming, response);
      return response;
    },
    {
      // A failure here, outside the app's own error page, would otherwise be a bare 500 no log line mentions.
      // The connection is closed after it: what is left of the request's body is unknown.
      errorHandler: (error) => {
        log(`lead service error: ${error instanceof Error ? error.message : String(error)}`);
        return new Response(null, { status: 500, headers: { Connection: "close" } });
      },
    },
  );

  let sweeping = false;
  const timer = forwarder
    ? setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        const task = sweep({ store, forwarder, settings: config, log })
          .catch((error: unknown) => {
            log(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
          })
          .finally(() => (sweeping = false));
        track(task);
      }, config.sweepMs)
    : undefined;
  timer?.unref();

  return {
    handle: (req: IncomingMessage, res: ServerResponse) => listener(req, res),
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([...running]);
      store.close();
    },
  };
}
