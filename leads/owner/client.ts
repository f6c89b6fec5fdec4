import type { Lead } from "../lead.ts";
import type { LeadStore } from "../store/store.ts";
import { ownerRoutes } from "./access.ts";
import type { Released, Retried } from "./report.ts";

/** Leads asked of a site at once, so no one request runs long. */
const PAGE = 200;
/** Leads read at once from this machine's database: a short read, and all that is held of them at a time. */
const STORE_PAGE = 500;

/** The owner's five operations, the same on this machine's database and on a deployed site. */
export type OwnerTools = {
  /** The newest `limit` leads, spam included (every lead without a limit). */
  list(limit?: number): Promise<Lead[]>;
  /** Every lead, spam included, newest first, a page at a time (`leadPages`). */
  pages(): AsyncIterable<Lead[]>;
  /** Every field of every lead as a CSV file (report.ts, `leadCsvWriter`), a part at a time, to write as it comes. */
  csv(): AsyncIterable<string | Uint8Array>;
  retry(): Promise<Retried>;
  purge(): Promise<number>;
  release(id: string): Promise<Released>;
  /**
   * The weekly report of the seven days from `week` (of Monday's week without it), as the terminal prints it; with
   * `send`, posted to the alert webhook too (`sent`: whether it was taken).
   */
  report(week: string | undefined, send: boolean): Promise<ReportAnswer>;
};

/** What a report on demand came to. */
export type ReportAnswer = { week: { from: string; to: string }; text: string; sent?: boolean };

/** One page of at most `limit` leads, those after `last` in the list (the newest without it). */
type ReadPage = (limit: number, last: Lead | undefined) => Promise<Lead[]>;

/**
 * Every lead (the newest `limit` with one), newest first, a page of `size` at a time. A generator: a page is read
 * when the one before it has been taken, so a caller that is done with each page before asking for the next (the
 * CSV, written as it comes) holds one page, never the list.
 */
export async function* leadPages(
  readPage: ReadPage,
  size: number,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<Lead[]> {
  let last: Lead | undefined;
  let read = 0;
  while (read < limit) {
    const want = Math.min(size, limit - read);
    const page = await readPage(want, last);
    if (page.length) yield page;
    if (page.length < want) return;
    read += page.length;
    last = page.at(-1);
  }
}

/** The leads of every page, in one list: what the table and the retry show at once. */
export async function allLeads(pages: AsyncIterable<Lead[]>): Promise<Lead[]> {
  const leads: Lead[] = [];
  for await (const page of pages) leads.push(...page);
  return leads;
}

/** The pages of this machine's database (LEADS_DB or LEADS_DATABASE_URL), as `npm run leads` reads it. */
export const storePages = (store: Pick<LeadStore, "page">, limit?: number) =>
  leadPages(
    (size, last) => store.page({ limit: size, before: last && { receivedAt: last.receivedAt, id: last.id } }),
    STORE_PAGE,
    limit,
  );

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
  const pagesOf = (status: string, limit?: number) =>
    leadPages(
      async (size, last) => {
        const before = last ? { before: `${last.receivedAt}.${last.id}` } : {};
        const query = new URLSearchParams({ status, limit: String(size), ...before });
        return json<Lead[]>(await call(`${ownerRoutes.list}?${query.toString()}`));
      },
      PAGE,
      limit,
    );
  const leadsOf = (status: string, limit?: number) => allLeads(pagesOf(status, limit));

  return {
    list: (limit?: number) => leadsOf("all", limit),
    pages: () => pagesOf("all"),
    // The site's own file (it reads and sends its leads a batch at a time), times in its company's zone: its bytes,
    // the byte order mark first, passed on as they arrive, never the whole file held.
    async *csv() {
      const { body } = await call(`${ownerRoutes.csv}?status=all`);
      if (body) yield* body;
    },
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
    async report(week, send) {
      const query = week ? `?${new URLSearchParams({ week }).toString()}` : "";
      const response = await call(`${ownerRoutes.report}${query}`, send ? "POST" : "GET", [400, 409]);
      const answer = await json<ReportAnswer & { error?: string }>(response);
      if (answer.error) throw new Error(`${site}: ${answer.error}`);
      return answer;
    },
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
