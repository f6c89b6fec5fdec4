import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { getStore } from "@netlify/blobs";
import { createLeadService, type LeadService } from "../service.ts";
import { loadLeadSite } from "../built-site.ts";
import { BlobLeadStore } from "./blobs-store.ts";

/**
 * The lead service as Netlify Functions, in the shape of Hono's Netlify adapter: netlify/functions/lead-service.ts
 * answers /api/*, and netlify/functions/lead-retry.ts, scheduled every ten minutes, runs the upkeep. The store is
 * the site's Netlify Blobs store `leads`; the client is the address Netlify's edge sets; the build's private
 * files ship with the function (netlify.toml, `included_files`), under `dist/`.
 */
export type NetlifyContext = { ip?: string; waitUntil?: (task: Promise<unknown>) => void };

let service: Promise<LeadService> | undefined;
function leadService(): Promise<LeadService> {
  // Netlify runs functions in the site's folder, with the build's private files under `dist/` (netlify.toml).
  const root = resolve(process.cwd(), "dist");
  service ??= loadLeadSite((route) => readFile(resolve(root, `.${route}`), "utf8")).then(
    (site) =>
      createLeadService({
        site,
        store: new BlobLeadStore(getStore({ name: "leads", consistency: "strong" })),
        env: process.env,
        badSettings: "report",
        sendsInTurn: true,
        clientAddress: (c) => (c.env as { context: NetlifyContext }).context.ip,
        log: console.log,
      }),
    (error: unknown) => {
      service = undefined;
      throw error;
    },
  );
  return service;
}

export async function onLeadRequest(request: Request, context: NetlifyContext): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  // Where the runtime cannot run work after the answer, the answer waits for it rather than lose it.
  const waitUntil = (task: Promise<unknown>) => {
    if (context.waitUntil) context.waitUntil(task);
    else pending.push(task);
  };
  const service = await leadService();
  const response = await service.fetch(request, { context }, { waitUntil, passThroughOnException() {}, props: {} });
  await Promise.all(pending);
  return response;
}

export async function onRetrySchedule(): Promise<Response> {
  await (await leadService()).upkeep();
  return new Response(null, { status: 204 });
}
