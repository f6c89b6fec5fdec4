import {
  onLeadRequest,
  onLeadSchedule,
  type CloudflareEnv,
  type ExecutionContext,
} from "../leads/cloudflare/service.ts";
import { notFoundSections } from "../src/config/not-found-sections.ts";
import { ADDRESS_LIST, GONE_PAGE, NOT_FOUND_CACHE, REVALIDATE } from "./served-paths.ts";
import { answerAddress, type AddressSite } from "./address-rules.ts";
import { readAddressList } from "./address-list.ts";

/**
 * The site on Cloudflare: one Worker (wrangler.jsonc) whose asset layer serves the build with its own `_headers` and
 * `_redirects` and its `html_handling`. The Worker is woken only where the asset layer has no answer of its own:
 * - `/api/*`: the lead service (leads/cloudflare/service.ts), run first;
 * - the build's private folder `/_leads/*`, run first: answered as any unknown address (the service reads the
 *   folder through the assets binding, which no routing stands in front of);
 * - `/_astro/*`, run first: the hashed files, passed on as they are, but a missing one is answered not to be
 *   stored: the asset layer gives a 404 the path's headers too, a year's `immutable` among them, and a page
 *   published a moment later would find its file cached as missing;
 * - every address with no file (`not_found_handling: "none"`): answered as every host answers it
 *   (hosting/address-rules.ts, from the build's address list): refused, moved in one hop, 410 with the site's gone
 *   page where the Redirects list says a page is gone for good (the asset layer's `_redirects` takes only
 *   redirects), else 404 with the nearest not-found page, the site's or a section's own (/industries/404).
 * `scheduled` is the cron trigger: the lead service's upkeep every ten minutes.
 */
export default {
  async fetch(request: Request, env: CloudflareEnv, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/api/")) return onLeadRequest(request, env, context);
    // What reaches the Worker is answered as every host answers it (hosting/address-rules.ts): the asset layer
    // has served the pages and files, and the Redirects list, before it.
    const answer = answerAddress(`${url.pathname}${url.search}`, await siteAddresses(env));
    if (answer.kind === "moved") return bare(request, env, answer);
    // An address no page can have still gets the site's not-found page: a browser shows its own error for a bare 400.
    if (answer.kind === "refused") return unserved(request, env, false, answer.status);
    if (answer.kind === "serve" && url.pathname.startsWith("/_astro/")) {
      const file = await env.ASSETS.fetch(request);
      if (file.status !== 404) return file;
    }
    return unserved(request, env, answer.kind === "gone");
  },
  scheduled(_controller: unknown, env: CloudflareEnv, context: ExecutionContext): void {
    onLeadSchedule(env, context);
  },
};

/**
 * The build's addresses, kept once read. What is kept is the list, never the promise of it: a Worker isolate
 * serves many requests, and a promise one request made, awaited by another, is resumed in the wrong request's
 * context (a first request cancelled mid-read could hold every later one). So each request that finds no list
 * reads it itself, and a failed read is not remembered: the next request tries again.
 */
let addresses: AddressSite | undefined;

/** Answered as if the build held nothing: what reaches the Worker is then refused, moved one spelling, or a 404. */
const NOTHING: AddressSite = { isPage: () => false, moved: new Map(), gone: new Set() };

async function siteAddresses(env: CloudflareEnv): Promise<AddressSite> {
  if (addresses) return addresses;
  const read = await readAddresses(env);
  if (typeof read === "string") {
    // A 404 is true (there is no file), is never stored (NOT_FOUND_CACHE), and becomes the 410 or the redirect
    // once a read succeeds; a 410 for every unknown address, or a 5xx for a typo, would not be.
    reportOnce(read);
    return NOTHING;
  }
  addresses = read;
  return read;
}

/** The list is written by our build (hosting/host-files.ts) and is tens of KB; anything near this is not it. */
const ADDRESS_LIST_MAX_BYTES = 2_000_000;

/** The build's addresses, or why they could not be read (a kind of failure, without the request's details). */
async function readAddresses(env: CloudflareEnv): Promise<AddressSite | string> {
  let file: Response;
  try {
    file = await env.ASSETS.fetch(`https://assets.invalid${ADDRESS_LIST}`);
  } catch {
    return "the assets binding failed";
  }
  if (!file.ok) {
    void file.body?.cancel().catch(() => undefined);
    return `the file answered ${String(file.status)}`;
  }
  const text = await boundedText(file, ADDRESS_LIST_MAX_BYTES).catch(() => null);
  if (text === null) return "its body broke off";
  if (text === undefined) return `it is over ${String(ADDRESS_LIST_MAX_BYTES)} bytes`;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return "it is not JSON";
  }
  return readAddressList(list) ?? "it is not the build's address list";
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
  console.log(
    `address list ${ADDRESS_LIST} unread (${failure}): answering 404 where a page may be moved or gone; will read again`,
  );
}

/**
 * A redirect, with no body: the site's security headers borrowed from its not-found page (the asset
 * layer's `_headers` apply to files only), and never stored as if it were the file at that address.
 */
async function bare(
  request: Request,
  env: CloudflareEnv,
  answer: { status: number; location?: string },
): Promise<Response> {
  const page = await env.ASSETS.fetch(new URL("/404", request.url).toString());
  void page.body?.cancel().catch(() => undefined);
  const headers = new Headers(page.headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "ETag", "Last-Modified"])
    headers.delete(name);
  headers.set("Cache-Control", REVALIDATE);
  if (answer.location) headers.set("Location", answer.location);
  return new Response(null, { status: answer.status, headers });
}

/**
 * An address the asset layer has no file for: gone for good (410), or not found (404), or refused (`status`, 400),
 * with the site's page.
 */
async function unserved(request: Request, env: CloudflareEnv, isGone: boolean, status?: number): Promise<Response> {
  const { pathname } = new URL(request.url);
  const section = status
    ? undefined
    : Object.keys(notFoundSections).find((prefix) => pathname.startsWith(`${prefix}/`));
  const page = isGone ? GONE_PAGE : section ? (notFoundSections[section] ?? "/404") : "/404";
  const file = await env.ASSETS.fetch(new URL(page, request.url).toString());
  const answer = new Response(request.method === "HEAD" ? null : file.body, {
    status: status ?? (isGone ? 410 : 404),
    headers: file.headers,
  });
  answer.headers.set("Cache-Control", isGone ? REVALIDATE : NOT_FOUND_CACHE);
  return answer;
}
