import type { Lead } from "./lead.ts";
import { ownerRoutes } from "./owner.ts";
import { leadCsv } from "./report.ts";

const PAGE = 200;

/**
 * `npm run leads -- --site https://www.example.com`: the owner's tools against a deployed site (Cloudflare
 * Pages, Netlify or a server), through its owner endpoints (leads/owner.ts) with LEADS_EXPORT_TOKEN.
 */
export function ownerClient(site: string, token: string, fetch = globalThis.fetch) {
  const call = async (path: string, method = "GET") => {
    const response = await fetch(new URL(path, site), { method, headers: { authorization: `Bearer ${token}` } });
    if (response.status === 401) {
      throw new Error(`${site} refused the token for ${path}: it differs from the LEADS_EXPORT_TOKEN set there.`);
    }
    if (response.status === 404) {
      throw new Error(
        `${site} answered 404 for ${path}: is LEADS_EXPORT_TOKEN set there (without it the inbox does not exist), and is the site built with the lead service?`,
      );
    }
    if (!response.ok) throw new Error(`${site}${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  /** The newest `limit` leads (every lead without one), a page at a time, so no one request runs long. */
  const everyLead = async (limit = Number.POSITIVE_INFINITY): Promise<Lead[]> => {
    const leads: Lead[] = [];
    let before: string | undefined;
    while (leads.length < limit) {
      const size = Math.min(PAGE, limit - leads.length);
      const query = new URLSearchParams({ limit: String(size), ...(before ? { before } : {}) });
      const page = (await (await call(`${ownerRoutes.list}?${query.toString()}`)).json()) as Lead[];
      leads.push(...page);
      if (page.length < size) break;
      const last = page.at(-1);
      before = last && `${last.receivedAt}.${last.id}`;
    }
    return leads;
  };
  return {
    list: (limit?: number) => everyLead(limit),
    csv: async () => leadCsv(await everyLead()),
    retry: async () =>
      (await (await call(ownerRoutes.retry, "POST")).json()) as { pending: number; forwarded: number; failed: number },
    purge: async () => ((await (await call(ownerRoutes.purge, "POST")).json()) as { removed: number }).removed,
    release: async (id: string) => {
      const response = await fetch(new URL(ownerRoutes.release.replace(":id", encodeURIComponent(id)), site), {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      return response.ok;
    },
  };
}
