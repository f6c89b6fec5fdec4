import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { getStore } from "@netlify/blobs";
import { createLeadApp } from "../app.ts";
import { httpForwarder, sweep } from "../forward.ts";
import { platformLeadConfig, reportProblems, settingsOf, unusableForwarder } from "../platform-config.ts";
import { purgeCutoffs } from "../report.ts";
import { LEAD_SITE_FILE, leadSiteSchema, type LeadSite } from "../site.ts";
import { BlobLeadStore } from "./blobs-store.ts";

/**
 * The lead service as Netlify Functions: netlify/functions/lead-service.ts answers /api/*, and
 * netlify/functions/lead-retry.ts, scheduled every ten minutes, forwards what is pending and deletes what
 * is past retention. Leads go to the site's Netlify Blobs store `leads`; the site's data is the build's
 * private file, shipped with the function (netlify.toml, `included_files`).
 */
export type NetlifyContext = { ip?: string; waitUntil?: (task: Promise<unknown>) => void };

const log = (line: string) => {
  console.log(line);
};

/** The publish folder the site data sits in: `dist` where Netlify builds, another when netlify dev is told so. */
const publishDir = () => process.env["LEADS_PUBLISH_DIR"] ?? "dist";

let site: Promise<LeadSite> | undefined;
function siteData(): Promise<LeadSite> {
  site ??= readFile(resolve(process.cwd(), publishDir(), LEAD_SITE_FILE), "utf8")
    .then((text) => leadSiteSchema.parse(JSON.parse(text)))
    .catch((error: unknown) => {
      site = undefined;
      throw error;
    });
  return site;
}

const reported = new Set<string>();

function services(data: LeadSite) {
  const { config, problems, forwardProblem } = platformLeadConfig(settingsOf(process.env));
  reportProblems(problems, reported, (line) => {
    console.error(line);
  });
  const store = new BlobLeadStore(getStore({ name: "leads", consistency: "strong" }));
  const forwarder = forwardProblem
    ? unusableForwarder(forwardProblem)
    : config.forwardTo
      ? httpForwarder(config.forwardTo, { siteName: data.siteName, timeoutMs: config.forwardTimeoutMs })
      : undefined;
  return { config, store, forwarder };
}

export async function onLeadRequest(request: Request, context: NetlifyContext): Promise<Response> {
  const data = await siteData();
  const { config, store, forwarder } = services(data);
  const pending: Promise<unknown>[] = [];
  const response = await createLeadApp({ site: data, config }).fetch(request, {
    store,
    forwarder,
    // Netlify's edge sets the client's address; a visitor's own headers never reach it.
    clientAddress: context.ip,
    waitUntil: (task) => {
      if (context.waitUntil) context.waitUntil(task);
      else pending.push(task);
    },
    log,
  });
  // Where the runtime cannot run work after the answer, the answer waits for it rather than lose it.
  await Promise.all(pending);
  return response;
}

export async function onRetrySchedule(): Promise<Response> {
  const data = await siteData();
  const { config, store, forwarder } = services(data);
  const removed = await store.purge(purgeCutoffs(Date.now()));
  if (removed) log(`${removed} leads past retention deleted`);
  if (!forwarder) return new Response(null, { status: 204 });
  const { forwarded, failed } = await sweep({ store, forwarder, settings: config, log }, { batch: 200 });
  log(`retry: ${forwarded} forwarded, ${failed} still pending`);
  return new Response(null, { status: 204 });
}
