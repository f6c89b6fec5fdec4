import type { Lead } from "../lead.ts";
import { ownerRoutes } from "./access.ts";
import { CSV_BOM, type Released, type Retried } from "./report.ts";

const PAGE = 200;

/** The owner's five operations, the same on this machine's database and on a deployed site. */
export type OwnerTools = {
  /** The newest `limit` leads, spam included (every lead without a limit). */
  list(limit?: number): Promise<Lead[]>;
  csv(): Promise<string>;
  retry(): Promise<Retried>;
  purge(): Promise<number>;
  release(id: string): Promise<Released>;
};

/** How long `--retry` on a site watches its pending leads for the sends the site makes after it answered. */
const RETRY_WATCH_MS = 60_000;

/**
 * `npm run leads -- --site https://www.example.com`: the owner's tools against a deployed site (Cloudflare, Netlify
 * or a server), through its owner endpoints (leads/owner/access.ts) with LEADS_EXPORT_TOKEN as a bearer token: the
 * requests of a program, which the inbox takes without the browser's same-site check.
 */
export function ownerClient(
  site: string,
  token: string,
  fetch = globalThis.fetch,
  { watchMs = RETRY_WATCH_MS, pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)) } = {},
): OwnerTools {
  const call = async (path: string, method = "GET", accepted: readonly number[] = []) => {
    const response = await fetch(new URL(path, site), {
      method,
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
    if (accepted.includes(response.status)) return response;
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
  const json = async <T>(response: Response) => (await response.json()) as T;

  /** The newest `limit` leads of a view (every lead without one), a page at a time, so no one request runs long. */
  const leadsOf = async (status: string, limit = Number.POSITIVE_INFINITY): Promise<Lead[]> => {
    const leads: Lead[] = [];
    let before: string | undefined;
    while (leads.length < limit) {
      const size = Math.min(PAGE, limit - leads.length);
      const query = new URLSearchParams({ status, limit: String(size), ...(before ? { before } : {}) });
      const page = await json<Lead[]>(await call(`${ownerRoutes.list}?${query.toString()}`));
      leads.push(...page);
      if (page.length < size) break;
      const last = page.at(-1);
      before = last && `${last.receivedAt}.${last.id}`;
    }
    return leads;
  };

  return {
    list: (limit?: number) => leadsOf("all", limit),
    // The site's own file, times in its company's zone; text() drops the byte order mark, which a file keeps.
    csv: async () => CSV_BOM + (await (await call(`${ownerRoutes.csv}?status=all`)).text()),
    async retry() {
      const before = await leadsOf("pending");
      const answer = await call(ownerRoutes.retry, "POST", [409]);
      if (answer.status === 409) throw new Error(`Forwarding is off on ${site}: set CONTACT_FORM_ENDPOINT there.`);
      // The site answers at once and sends after; watch until each lead has been tried since, or the time is up.
      const tried = (now: readonly Lead[]) =>
        before.every((lead) => {
          const current = now.find((pending) => pending.id === lead.id);
          return !current || current.attempts > lead.attempts || current.setAsideAt !== undefined;
        });
      let now = before;
      for (const started = Date.now(); Date.now() - started < watchMs; await pause(1_000)) {
        now = await leadsOf("pending");
        if (tried(now)) break;
      }
      const still = before.filter((lead) => now.some((pending) => pending.id === lead.id)).length;
      return { pending: before.length, forwarded: before.length - still, failed: still };
    },
    purge: async () => (await json<{ removed: number }>(await call(ownerRoutes.purge, "POST"))).removed,
    async release(id: string) {
      const path = ownerRoutes.release.replace(":id", encodeURIComponent(id));
      const response = await call(path, "POST", [404, 409]);
      const answer = response.headers.get("content-type")?.startsWith("application/json")
        ? await json<{ done?: Released; error?: string }>(response)
        : {};
      if (response.status === 404 && answer.error) return "no-such-lead";
      if (!answer.done) await call(path, "POST"); // not the inbox's answer: say what the site answered
      return answer.done ?? "no-such-lead";
    },
  };
}
