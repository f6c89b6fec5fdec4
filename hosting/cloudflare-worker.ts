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

/** The build's gone addresses, read once per isolate through the binding. */
let goneAddresses: Promise<ReadonlySet<string>> | undefined;
function gone(env: CloudflareEnv): Promise<ReadonlySet<string>> {
  goneAddresses ??= env.ASSETS.fetch(`https://assets.invalid${GONE_LIST}`).then(async (file) =>
    file.ok ? new Set((await file.json()) as string[]) : new Set<string>(),
  );
  return goneAddresses;
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
