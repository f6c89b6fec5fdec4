import type { Lead } from "./lead.ts";
import { ownerRoutes } from "./owner.ts";

/**
 * `npm run leads -- --site https://www.example.com`: the owner's tools against a deployed site (Cloudflare
 * Pages, Netlify or a server), through its owner endpoints (leads/owner.ts) with LEADS_EXPORT_TOKEN.
 */
export function ownerClient(site: string, token: string, fetch = globalThis.fetch) {
  const call = async (path: string, method = "GET") => {
    const response = await fetch(new URL(path, site), { method, headers: { authorization: `Bearer ${token}` } });
    if (response.status === 404) {
      throw new Error(
        `${site} answered 404 for ${path}: is LEADS_EXPORT_TOKEN set there, to the same value, and is the site built with the lead service?`,
      );
    }
    if (!response.ok) throw new Error(`${site}${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    list: async (limit?: number) =>
      (await (await call(limit ? `${ownerRoutes.list}?limit=${limit}` : ownerRoutes.list)).json()) as Lead[],
    csv: async () => (await call(ownerRoutes.csv)).text(),
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
