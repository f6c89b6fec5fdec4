import {
  onLeadRequest,
  onLeadSchedule,
  type CloudflareEnv,
  type ExecutionContext,
} from "../leads/cloudflare/service.ts";
import { notFoundSections } from "../src/config/not-found-sections.ts";
import { GONE_LIST, GONE_PAGE, NOT_FOUND_CACHE, REVALIDATE } from "./served-paths.ts";

/**
 * The site on Cloudflare: one Worker (wrangler.jsonc) whose asset layer serves the build with its own `_headers` and
 * `_redirects` and its `html_handling`. The Worker is woken only where the asset layer has no answer of its own:
 * - `/api/*`: the lead service (leads/cloudflare/service.ts), run first;
 * - the build's private folder `/_leads/*`, run first: answered as any unknown address (the service reads the
 *   folder through the assets binding, which no routing stands in front of);
 * - `/_astro/*`, run first: the hashed files, passed on as they are, but a missing one is answered not to be
 *   stored: the asset layer gives a 404 the path's headers too, a year's `immutable` among them, and a page
 *   published a moment later would find its file cached as missing;
 * - every address with no file (`not_found_handling: "none"`): 410 with the site's gone page where the Redirects
 *   list says a page is gone for good (the asset layer's `_redirects` takes only redirects), else 404 with the
 *   nearest not-found page, the site's or a section's own (/industries/404).
 * `scheduled` is the cron trigger: the lead service's upkeep every ten minutes.
 */
export default {
  async fetch(request: Request, env: CloudflareEnv, context: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/api/")) return onLeadRequest(request, env, context);
    if (pathname.startsWith("/_astro/")) {
      const file = await env.ASSETS.fetch(request);
      if (file.status !== 404) return file;
    }
    return unserved(request, env);
  },
  scheduled(_controller: unknown, env: CloudflareEnv, context: ExecutionContext): void {
    onLeadSchedule(env, context);
  },
};

/**
 * The build's gone addresses, kept once read. What is kept is the list, never the promise of it: a Worker isolate
 * serves many requests, and a promise one request made, awaited by another, is resumed in the wrong request's
 * context (a first request cancelled mid-read could hold every later one). So each request that finds no list
 * reads it itself, and a failed read is not remembered: the next request tries again.
 */
let goneAddresses: ReadonlySet<string> | undefined;

async function gone(env: CloudflareEnv): Promise<ReadonlySet<string>> {
  if (goneAddresses) return goneAddresses;
  const read = await readGoneList(env);
  if (typeof read === "string") {
    // Answered as if nothing were gone: a 404 is true (there is no page), is never stored (NOT_FOUND_CACHE), and
    // becomes the 410 once a read succeeds; a 410 for every unknown address, or a 5xx for a typo, would not be.
    reportOnce(read);
    return new Set();
  }
  goneAddresses = read;
  return read;
}

/** The list is written by our build (hosting/host-files.ts) and is a few KB; anything near this is not it. */
const GONE_LIST_MAX_BYTES = 1_000_000;

/** The gone list as a set, or why it could not be read (a kind of failure, without the request's details). */
async function readGoneList(env: CloudflareEnv): Promise<ReadonlySet<string> | string> {
  let file: Response;
  try {
    file = await env.ASSETS.fetch(`https://assets.invalid${GONE_LIST}`);
  } catch {
    return "the assets binding failed";
  }
  if (!file.ok) {
    void file.body?.cancel().catch(() => undefined);
    return `the file answered ${String(file.status)}`;
  }
  const text = await boundedText(file, GONE_LIST_MAX_BYTES).catch(() => null);
  if (text === null) return "its body broke off";
  if (text === undefined) return `it is over ${String(GONE_LIST_MAX_BYTES)} bytes`;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return "it is not JSON";
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) return "it is not a list of paths";
  return new Set(list);
}

/** A body as text, or undefined past `maxBytes` (the rest cancelled unread). */
async function boundedText(file: Response, maxBytes: number): Promise<string | undefined> {
  const reader = file.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > maxBytes) return undefined;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/** Each kind of failure is logged once per isolate: a broken list would otherwise log on every unknown address. */
const reported = new Set<string>();
function reportOnce(failure: string): void {
  if (reported.has(failure)) return;
  reported.add(failure);
  console.log(`gone list ${GONE_LIST} unread (${failure}): answering 404 where a page may be gone; will read again`);
}

/** An address the asset layer has no file for: gone for good (410), or not found (404), with the site's page. */
async function unserved(request: Request, env: CloudflareEnv): Promise<Response> {
  const { pathname } = new URL(request.url);
  const isGone = (await gone(env)).has(pathname.replace(/(.)\/+$/, "$1"));
  const section = Object.keys(notFoundSections).find((prefix) => pathname.startsWith(`${prefix}/`));
  const page = isGone ? GONE_PAGE : section ? (notFoundSections[section] ?? "/404") : "/404";
  const file = await env.ASSETS.fetch(new URL(page, request.url).toString());
  const answer = new Response(request.method === "HEAD" ? null : file.body, {
    status: isGone ? 410 : 404,
    headers: file.headers,
  });
  answer.headers.set("Cache-Control", isGone ? REVALIDATE : NOT_FOUND_CACHE);
  return answer;
}
