import { createLeadApp } from "../app.ts";
import { httpForwarder, sweep } from "../forward.ts";
import { platformLeadConfig, reportProblems, settingsOf, unusableForwarder } from "../platform-config.ts";
import { LEAD_SITE_FILE, leadSiteSchema, type LeadSite } from "../site.ts";
import { SqlLeadStore } from "../sql/sql-store.ts";
import { d1Database, type D1Database } from "./d1.ts";

/**
 * The lead service as a Cloudflare Pages Function (functions/api/[[route]].ts). Leads go to D1 (binding
 * `LEADS_DB`, wrangler.toml); the site's data comes from the build's own private file through the assets
 * binding; forwarding runs in `waitUntil`, after the visitor's answer. Pages has no scheduler, so each post also
 * forwards whatever else is pending and due, and so does the owner's `POST /api/leads/retry` (README, Deployment).
 */
export type CloudflareEnv = {
  LEADS_DB: D1Database;
  ASSETS: { fetch(request: Request | string): Promise<Response> };
} & Record<string, unknown>;

export type PagesContext = {
  request: Request;
  env: CloudflareEnv;
  waitUntil(task: Promise<unknown>): void;
};

const log = (line: string) => {
  console.log(line);
};

/** The site's data, kept once read. A promise shared by two requests would be resumed from the wrong one. */
let site: LeadSite | undefined;
let lastSweep = 0;
let warned = false;
const reported = new Set<string>();

async function siteData(context: PagesContext): Promise<LeadSite> {
  if (site) return site;
  const response = await context.env.ASSETS.fetch(new URL(`/${LEAD_SITE_FILE}`, context.request.url).toString());
  if (!response.ok) throw new Error(`${LEAD_SITE_FILE}: ${response.status}; was the site built with LEADS=on?`);
  site = leadSiteSchema.parse(await response.json());
  return site;
}

export async function onLeadRequest(context: PagesContext): Promise<Response> {
  const { env, request } = context;
  // Worker requests do not wait on one another: forwards go at once, within this request's waitUntil.
  const settings = platformLeadConfig(settingsOf(env));
  reportProblems(settings.problems, reported, (line) => {
    console.error(line);
  });
  const config = { ...settings.config, oneProcess: false };
  const data = await siteData(context);
  const store = new SqlLeadStore(() => d1Database(env.LEADS_DB));
  const forwarder = settings.forwardProblem
    ? unusableForwarder(settings.forwardProblem)
    : config.forwardTo
      ? httpForwarder(config.forwardTo, { siteName: data.siteName, timeoutMs: config.forwardTimeoutMs })
      : undefined;
  if (!forwarder && !warned) {
    warned = true;
    log("Forwarding is off: leads are kept in D1 but not emailed. Set CONTACT_FORM_ENDPOINT (a Pages secret).");
  }
  const response = await createLeadApp({ site: data, config }).fetch(request, {
    store,
    forwarder,
    // Cloudflare sets this header at its edge, replacing whatever a visitor sent.
    clientAddress: request.headers.get("CF-Connecting-IP") ?? undefined,
    waitUntil: (task) => {
      context.waitUntil(task);
    },
    log,
  });
  // Each isolate looks for other pending leads at most every LEADS_SWEEP_SECONDS, after a post.
  if (forwarder && request.method === "POST" && Date.now() - lastSweep >= config.sweepMs) {
    lastSweep = Date.now();
    context.waitUntil(sweep({ store, forwarder, settings: config, log }).catch(() => undefined));
  }
  return response;
}

/** `/_leads/*` answers as any unknown address: the site's own 404 page, with the site's headers. */
export function onPrivateRequest(context: PagesContext): Promise<Response> {
  return context.env.ASSETS.fetch(new URL("/_leads-are-private", context.request.url).toString());
}
