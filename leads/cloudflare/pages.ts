import { createLeadService, type LeadService } from "../service.ts";
import { loadLeadSite, type LeadSite } from "../built-site.ts";
import { SqlLeadStore } from "../sql-store.ts";
import { d1Database, type D1Database } from "./d1.ts";

/**
 * The lead service as a Cloudflare Pages Function (functions/api/[[route]].ts), in the shape of Hono's Pages
 * adapter: its store is D1 (binding `LEADS_D1`, wrangler.toml), the client is the address Cloudflare's edge
 * sets (replacing whatever a visitor sent), work after the answer is the request's `waitUntil`, and, since
 * Pages has no scheduler, a post sweeps what else is pending at most every `LEADS_SWEEP_SECONDS`.
 */
export type CloudflareEnv = {
  LEADS_D1: D1Database;
  ASSETS: { fetch(request: Request | string): Promise<Response> };
} & Record<string, unknown>;

export type PagesContext = {
  request: Request;
  env: CloudflareEnv;
  waitUntil(task: Promise<unknown>): void;
  passThroughOnException(): void;
};

/** Read once per isolate, kept as a value: a promise shared by two requests would be resumed from the wrong one. */
let site: LeadSite | undefined;
let service: LeadService | undefined;

/** A build file by its route (`/_leads/site.json`), through an assets binding. */
export function assetReader(assets: CloudflareEnv["ASSETS"], url: (route: string) => string) {
  return async (route: string) => {
    const response = await assets.fetch(url(route));
    if (!response.ok) throw new Error(`${route}: ${response.status}; was the site built with LEADS=on?`);
    return response.text();
  };
}

/** The service of this isolate, made on its first request (or scheduled run); `read` gives the build's files. */
export async function cloudflareLeadService(
  env: CloudflareEnv,
  read: (route: string) => Promise<string>,
): Promise<LeadService> {
  site ??= await loadLeadSite(read);
  service ??= createLeadService({
    site,
    store: new SqlLeadStore(() => d1Database(env.LEADS_D1)),
    env,
    badSettings: "report",
    sendsInTurn: false,
    clientAddress: (c) => c.req.header("CF-Connecting-IP"),
    log: console.log,
  });
  return service;
}

export async function onLeadRequest(context: PagesContext): Promise<Response> {
  const service = await cloudflareLeadService(
    context.env,
    assetReader(context.env.ASSETS, (route) => new URL(route, context.request.url).toString()),
  );
  const response = await service.fetch(context.request, context.env, {
    waitUntil: (task) => {
      context.waitUntil(task);
    },
    passThroughOnException: () => {
      context.passThroughOnException();
    },
    props: {},
  });
  if (context.request.method === "POST") context.waitUntil(service.sweepIfDue());
  return response;
}

/** `/_leads/*` answers as any unknown address: the site's own 404 page, with the site's headers. */
export function onPrivateRequest(context: PagesContext): Promise<Response> {
  return context.env.ASSETS.fetch(new URL("/_leads-are-private", context.request.url).toString());
}
