import {
  onLeadRequest,
  onLeadSchedule,
  type CloudflareEnv,
  type ExecutionContext,
} from "../leads/cloudflare/service.ts";
import { NOT_FOUND_CACHE, PRIVATE_FOLDERS } from "./served-paths.ts";

/**
 * The site on Cloudflare: one Worker (wrangler.jsonc) whose asset layer serves the build with its own `_headers` and
 * `_redirects`, its `html_handling` and its nearest-404.html rule. Only the addresses below wake the Worker
 * (`run_worker_first`):
 * - `/api/*`: the lead service (leads/cloudflare/service.ts);
 * - the build's private folder `/_leads/*`: the site's 404 page, as any unknown address (the service reads the
 *   folder through the assets binding, which no routing stands in front of);
 * - `/_astro/*`: the hashed files, passed on as they are, but a missing one is answered not to be stored: the
 *   asset layer gives a 404 the path's headers too, a year's `immutable` among them, and a page published a
 *   moment later would find its file cached as missing.
 * `scheduled` is the cron trigger: the lead service's upkeep every ten minutes.
 */
export default {
  async fetch(request: Request, env: CloudflareEnv, context: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (PRIVATE_FOLDERS.some((folder) => pathname.startsWith(folder))) {
      return env.ASSETS.fetch(new URL("/_private-files-are-not-served", request.url).toString());
    }
    if (pathname.startsWith("/_astro/")) {
      const file = await env.ASSETS.fetch(request);
      if (file.status !== 404) return file;
      const missing = new Response(file.body, file);
      missing.headers.set("Cache-Control", NOT_FOUND_CACHE);
      return missing;
    }
    return onLeadRequest(request, env, context);
  },
  scheduled(_controller: unknown, env: CloudflareEnv, context: ExecutionContext): void {
    onLeadSchedule(env, context);
  },
};
