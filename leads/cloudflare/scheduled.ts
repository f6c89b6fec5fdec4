import { assetReader, cloudflareLeadService, type CloudflareEnv } from "./pages.ts";

/**
 * The lead service's schedule on Cloudflare: Pages Functions have none, so a Worker of its own, with the same D1
 * database and the build's private files as its only assets, runs the upkeep every ten minutes (retention, pending
 * leads sent again, delivery alerts) whether or not anyone visits. It has no address, and would answer any
 * request 404: its assets are read only through its binding.
 * Deployed with `npx wrangler deploy -c leads/cloudflare/wrangler.toml` (README, Deployment).
 */
export default {
  fetch: () => new Response(null, { status: 404 }),
  scheduled(_controller: unknown, env: CloudflareEnv, context: { waitUntil(task: Promise<unknown>): void }) {
    // Its assets are the build's `_leads/` folder, served from the root: `/_leads/site.json` is `/site.json`.
    const read = assetReader(env.ASSETS, (route) => `https://assets.invalid/${route.replace(/^\/_leads\//, "")}`);
    context.waitUntil(cloudflareLeadService(env, read).then((service) => service.upkeep({ batch: 200 })));
  },
};
