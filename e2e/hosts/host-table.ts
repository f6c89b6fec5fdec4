import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { Lead } from "../../leads/lead.ts";
import { ownerClient } from "../../leads/owner/client.ts";
import { forwardPath, type FormService } from "../../testing/form-service-stand-in.ts";
import { startAlertWebhook, type PostedReport } from "../../testing/alert-webhook-stand-in.ts";
import { reportDueSinceYesterday } from "../../testing/report-due.ts";
import { post } from "./http.ts";
import { ownerToken } from "../support/owner.ts";
import {
  buildFor,
  SCHEDULED_RUN,
  startNetlify,
  startNginx,
  startNode,
  startWrangler,
  type RunningHost,
} from "./servers.ts";

/**
 * The four ways the site is served, as the hosts' table (e2e/hosts.spec.ts) runs them: `npm start` and nginx in
 * front of it over the server build, and Cloudflare's and Netlify's own local runtimes over the builds for those
 * hosts, each with the lead service on its own storage (SQLite, D1, and Netlify Database as netlify dev runs it). Where a local runtime cannot
 * show what its real host does, the definition says so, and the row checks what the build controls instead.
 */
export type Limit =
  | "trailingSlash"
  | "redirectHeaders"
  | "hashedCache"
  | "compression"
  | "conditionalLists"
  | "lastModified"
  | "hostFiles";

export type HostDefinition = {
  name: string;
  /** A platform (Cloudflare, Netlify), where a bad setting cannot stop a start: it is logged and ignored. */
  platform?: boolean;
  /** What a local runtime cannot show, by row; docs/deployment.md lists the same. */
  limits: Partial<Record<Limit, string>>;
  /** Set where the local runtime shows a refusal (403) as its own 404: why. */
  refusalsShownAs404?: string;
  /**
   * Set where the host's storage refuses at once while it is broken, so no post waits for it and there is no
   * wait for a page to be held behind: why.
   */
  storageFailsAtOnce?: string;
  /**
   * Set where the host passes the lead service's requests to another host's service (nginx to npm start's): the
   * rows that prove only the service's own work (the form service's outages, the alerts, the owner's CLI, the
   * Sources view) run once, on that host, and this one keeps the rows that depend on the request as it passes.
   */
  passesTo?: string;
  /** Set where the local runtime cannot take the full load row (500 posts over 50 connections): what it takes, and why. */
  load?: { count: number; connections: number; why: string };
};

export const hostDefinitions: readonly HostDefinition[] = [
  { name: "npm start", limits: {} },
  { name: "nginx", passesTo: "npm start", limits: {} },
  {
    name: "wrangler dev",
    platform: true,
    storageFailsAtOnce:
      "D1 answers a query on a locked database with an error at once, in wrangler as at Cloudflare (where it is another service), so no post waits on it.",
    limits: {
      conditionalLists: "Cloudflare's asset layer answers If-None-Match lists and * with 200; it matches a single tag.",
      lastModified: "Cloudflare's asset layer sends no Last-Modified, so If-Modified-Since has nothing to match.",
    },
  },
  {
    name: "netlify dev",
    platform: true,
    storageFailsAtOnce:
      "netlify dev's database is Postgres in WebAssembly, one session for every connection, so no statement can hold a lock another waits on: the row breaks the leads' table instead, and every statement fails at once.",
    refusalsShownAs404:
      "netlify dev retries a function's 403 as a missing file and answers 404; Netlify's CDN passes the function's 403 on. Nothing is stored either way.",
    load: {
      count: 30,
      connections: 5,
      why: "netlify dev runs one function call at a time, each a connection to its local database (about 0.5 s a post, several times that on a busy machine), so 50 waiting connections time out in the client and 500 posts take minutes; Netlify's runtime runs them side by side. Five at once still makes them race for the same rows.",
    },
    limits: {
      trailingSlash:
        "Netlify treats /a and /a/ as one path, so no rule can redirect one to the other; the page's canonical link names the clean URL.",
      redirectHeaders:
        "netlify dev adds the _headers rules only to answers with a body; a redirect shows nothing, and the page it leads to has them all.",
      hashedCache:
        "netlify dev replaces Cache-Control with `public, max-age=0`; Netlify's CDN sends the _headers value.",
      compression: "netlify dev sends every file uncompressed; Netlify's CDN compresses on the fly.",
      conditionalLists: "netlify dev answers If-None-Match lists and * with 200; it matches a single tag.",
      lastModified: "netlify dev sends no Last-Modified.",
    },
  },
];

/**
 * For `test.skip`: a row that proves only the lead service's own work is skipped on a host that passes its
 * requests to another host's service, whose row is the same service doing the same work.
 */
export const provenBehind = (host: HostDefinition) =>
  [
    host.passesTo !== undefined,
    `${host.name} passes /api/ to ${host.passesTo ?? ""}'s lead service, whose own row proves this`,
  ] as const;

/**
 * A setting that does not parse, given to the platforms: it must cost no lead (every row of the lead table
 * stores leads there) and be named in the platform's log. Its default is the production value the rows expect.
 */
export const unreadable = { name: "LEADS_RATE_WINDOW_SECONDS", value: "ten minutes" };

/**
 * The lead service's settings on every host: production limits, quick retries, a stand-in form service, and a
 * forward timeout of 3 s rather than 10, so the hanging service's row waits 3 s and not 10 on each host. Under the
 * load row a slow answer may now be given up on and sent again: the row allows a lead sent again only after a
 * try that failed on record, which is what the service promises.
 */
const leadSettings = (formService: FormService) => ({
  CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}`,
  LEADS_FORWARD_TIMEOUT_SECONDS: "3",
  LEADS_EXPORT_TOKEN: ownerToken,
  LEADS_RETRY_SECONDS: "0.3",
  LEADS_SWEEP_SECONDS: "0.2",
  // A lead not delivered at its first try is stuck: the alert row controls time by failing, never by waiting.
  LEADS_ALERT_AFTER_MINUTES: "0",
  // The weekly report due from the hosts' first upkeep: the report row controls time by the schedule.
  LEADS_REPORT_AT: reportDueSinceYesterday(),
  // npm start's upkeep every second, as a platform's scheduler runs when the row nudges it.
  LEADS_UPKEEP_SECONDS: "1",
});

/** A host as its rows use it: its server, its lead service's storage, and a pool of visitors' addresses. */
export type LeadHost = HostDefinition & {
  server: RunningHost;
  origin: string;
  /** LEADS_EXPORT_TOKEN on the host: the owner's password for the inbox. */
  ownerToken: string;
  /** Every alert the owners' webhook has received, from any host, in order. */
  alerts: () => readonly string[];
  /** The weekly reports this host's service posted (the webhook refuses the first of each), in order. */
  reports: () => readonly PostedReport[];
  /** Every stored lead, read from the host's storage through the owner's endpoint. */
  leads: () => Promise<Lead[]>;
  /** Makes the host's storage fail until the returned function runs. */
  breakStorage: () => Promise<() => Promise<void>>;
  /** What makes this host forward what is pending, as its scheduler or its next visitor would. */
  nudge: () => Promise<void>;
  /** A loopback address no other visitor of this run has used on this host. */
  nextAddress: () => string;
  /** A post made straight to the host's service, as a bot or a script would, from an address of its own. */
  post: (fields: Record<string, string>, options?: Parameters<typeof post>[2]) => ReturnType<typeof post>;
};

/** The hosts, started once per worker (the hosts' fixture), and how to stop them all. */
export type HostTable = { hosts: ReadonlyMap<string, LeadHost>; stop: () => Promise<void> };

/** Every lead the host keeps, as the owner reads them (`npm run leads -- --site`). */
const readLeads = (origin: string): Promise<Lead[]> => ownerClient(origin, ownerToken).list();

/** Holds SQLite's write lock on a database file (SQLite for npm start, D1's local file for wrangler). */
const lockSqlite = (file: () => Promise<string>) => async () => {
  const db = new DatabaseSync(await file(), { timeout: 5_000 });
  db.exec("BEGIN EXCLUSIVE");
  return () => {
    db.exec("ROLLBACK");
    db.close();
    return Promise.resolve();
  };
};

/**
 * Visitors' addresses for one host, 127.{10 + host}.x.y: npm start and nginx share one lead service, so each
 * host's visitors are new to it, whatever the other's did.
 */
function addressPool(host: number) {
  let used = 0;
  return () => {
    used++;
    return `127.${10 + host}.${used >> 8}.${(used & 255) + 1}`;
  };
}

export async function startHosts(formService: FormService): Promise<HostTable> {
  const work = mkdtempSync(join(tmpdir(), "bighorn-hosts-"));
  const alertWebhook = await startAlertWebhook({ refuseFirstReport: true });
  const settings = leadSettings(formService);
  const webhookOf = (service: string) => ({ LEADS_ALERT_WEBHOOK: alertWebhook.urlFor(service) });
  const platformSettings = (service: string) => ({
    ...settings,
    ...webhookOf(service),
    [unreadable.name]: unreadable.value,
  });
  const stoppers: (() => Promise<void>)[] = [alertWebhook.stop];
  const stop = async () => {
    // The servers and the webhook, then the folder they wrote in.
    await Promise.all(stoppers.splice(0).map((server) => server()));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const [cloudflare, netlify] = [await buildFor("cloudflare"), await buildFor("netlify")];
    const database = join(work, "leads.sqlite");
    const persistTo = join(work, "wrangler");
    const node = await startNode({ ...settings, ...webhookOf("npm start"), LEADS_DB: database });
    stoppers.push(node.stop);
    const [nginx, wrangler, netlifyDev] = await Promise.all([
      startNginx(node.dist, { leadService: new URL(node.origin).host }),
      startWrangler(cloudflare, { persistTo, vars: platformSettings("wrangler dev") }),
      startNetlify(netlify, { env: platformSettings("netlify dev") }),
    ]);
    stoppers.push(nginx.stop, wrangler.stop, netlifyDev.stop);

    const sqlite = {
      leads: () => readLeads(node.origin),
      breakStorage: lockSqlite(() => Promise.resolve(database)),
      // npm start sweeps every LEADS_SWEEP_SECONDS by itself.
      nudge: () => Promise.resolve(),
    };
    const runtime = {
      "npm start": { server: node, ...sqlite },
      nginx: { server: nginx, ...sqlite },
      "wrangler dev": {
        server: wrangler,
        leads: () => readLeads(wrangler.origin),
        breakStorage: lockSqlite(async () => {
          // D1's file appears with the first query: the owner's read makes it, whichever row runs first.
          await readLeads(wrangler.origin);
          const folder = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
          const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
          if (!file) throw new Error(`no local D1 database in ${folder}`);
          return join(folder, file);
        }),
        // The Worker's cron trigger (hosting/cloudflare-worker.ts), with no visitor; wrangler runs it on request.
        nudge: async () => {
          const run = await fetch(`${wrangler.origin}${SCHEDULED_RUN}`);
          if (!run.ok) throw new Error(`the scheduled run answered ${run.status}`);
        },
      },
      "netlify dev": {
        server: netlifyDev,
        leads: () => readLeads(netlifyDev.origin),
        // The leads' table renamed away, through the local database's own address: every statement fails.
        breakStorage: async () => {
          // The owner's read makes the tables, whichever row runs first.
          await readLeads(netlifyDev.origin);
          const rename = async (from: string, to: string) => {
            const client = new pg.Client({ connectionString: netlifyDev.databaseUrl() });
            await client.connect();
            try {
              await client.query(`ALTER TABLE ${from} RENAME TO ${to}`);
            } finally {
              await client.end();
            }
          };
          await rename("leads", "leads_broken");
          return () => rename("leads_broken", "leads");
        },
        // What Netlify's scheduler runs every ten minutes; netlify dev runs it on request.
        nudge: async () => {
          await fetch(`${netlifyDev.origin}/.netlify/functions/lead-retry`);
        },
      },
    } as const;
    const hosts = new Map(
      hostDefinitions.map((definition, index): [string, LeadHost] => {
        const running = runtime[definition.name as keyof typeof runtime];
        const nextAddress = addressPool(index);
        const origin = running.server.origin;
        return [
          definition.name,
          {
            ...definition,
            ...running,
            origin,
            ownerToken,
            alerts: () => alertWebhook.alerts,
            // nginx passes the service's work to npm start's.
            reports: () => alertWebhook.reportsTo(definition.passesTo ?? definition.name),
            nextAddress,
            post: (fields, options = {}) => post(origin, fields, { from: nextAddress(), ...options }),
          },
        ];
      }),
    );
    return { hosts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
