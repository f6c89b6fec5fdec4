import { createLeadService, type LeadService } from "../service.ts";
import { loadLeadSite, type LeadSite } from "../built-site.ts";
import { SqlLeadStore } from "../store/sql-store.ts";
import { d1Database, type D1Database } from "../store/d1.ts";

/**
 * The lead service on Cloudflare, in the shape of Hono's Cloudflare adapter, for the site's Worker
 * (hosting/cloudflare-worker.ts): its store is D1 (binding `LEADS_D1`, wrangler.jsonc), the client is the address
 * Cloudflare's edge sets (replacing whatever a visitor sent), work after the answer is the request's `waitUntil`,
 * and the Worker's cron trigger runs the upkeep. The build's private files are read through the assets binding.
 */
export type CloudflareEnv = {
  LEADS_D1: D1Database;
  ASSETS: { fetch(request: Request | string): Promise<Response> };
} & Record<string, unknown>;

export type ExecutionContext = { waitUntil(task: Promise<unknown>): void; passThroughOnException(): void };

/** Read once per isolate, kept as a value: a promise shared by two requests would be resumed from the wrong one. */
let site: LeadSite | undefined;
let service: LeadService | undefined;

/** A build file by its route (`/_leads/site.json`), through the assets binding, which no routing stands in front of. */
const readBuild = (env: CloudflareEnv) => async (route: string) => {
  const response = await env.ASSETS.fetch(`https://assets.invalid${route}`);
  if (!response.ok) throw new Error(`${route}: ${response.status}; was the site built with LEADS=on?`);
  return response.text();
};

/** The service of this isolate, made on its first request or scheduled run. */
export async function cloudflareLeadService(env: CloudflareEnv): Promise<LeadService> {
  site ??= await loadLeadSite(readBuild(env));
  service ??= createLeadService({
    site,
    store: new SqlLeadStore(() => d1Database(env.LEADS_D1)),
    env,
    badSettings: "report",
    sendsInTurn: false,
    // Work after a Worker's answer ends within 30 s: a lead held longer was held by a sender that was stopped.
    senderLifetimeMs: 60_000,
    clientAddress: (c) => c.req.header("CF-Connecting-IP"),
    log: console.log,
  });
  return service;
}

/** A request to `/api/*`. */
export async function onLeadRequest(request: Request, env: CloudflareEnv, context: ExecutionContext) {
  const leads = await cloudflareLeadService(env);
  return leads.fetch(request, env, {
    waitUntil: (task) => {
      context.waitUntil(task);
    },
    passThroughOnException: () => {
      context.passThroughOnException();
    },
    props: {},
  });
}

/**
 * A run of the cron trigger: leads past retention deleted, pending ones sent again, delivery looked at. A run that
 * fails (D1 unreachable, the build's files missing) says so in the Worker's log, and the next one tries again.
 */
export function onLeadSchedule(env: CloudflareEnv, context: ExecutionContext): void {
  context.waitUntil(
    cloudflareLeadService(env)
      .then((leads) => leads.upkeep({ batch: 200 }))
      .catch((error: unknown) => {
        console.log(`upkeep failed: ${error instanceof Error ? error.message : String(error)}`);
      }),
  );
}
