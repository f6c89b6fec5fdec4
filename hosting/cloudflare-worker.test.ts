import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import worker from "./cloudflare-worker.ts";
import { IMMUTABLE, NOT_FOUND_CACHE, PRIVATE_FOLDERS } from "./served-paths.ts";

vi.mock("../leads/cloudflare/service.ts", () => ({
  onLeadRequest: () => Promise.resolve(new Response("the lead service", { status: 200 })),
  onLeadSchedule: () => undefined,
}));

/** The asset layer as the Worker's binding sees it: a file here, the site's 404 page anywhere else. */
const assets = {
  fetch: (request: Request | string) => {
    const { pathname } = new URL(typeof request === "string" ? request : request.url);
    const found = pathname === "/_astro/site.abc123.css";
    return Promise.resolve(
      new Response(found ? "body{}" : "<h1>Page not found</h1>", {
        status: found ? 200 : 404,
        headers: { "Cache-Control": IMMUTABLE, "X-Frame-Options": "DENY" },
      }),
    );
  },
};
const env = { LEADS_D1: {} as never, ASSETS: assets };
const context = { waitUntil: () => undefined, passThroughOnException: () => undefined };
const get = (path: string) => worker.fetch(new Request(`https://www.bighorn.test${path}`), env, context);

describe("the site's Worker on Cloudflare", () => {
  it("answers the private folder with the site's 404 page, never its files", async () => {
    const answer = await get("/_leads/site.json");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Page not found");
  });

  it("passes a hashed file on as the asset layer sends it, and tells a browser never to store a missing one", async () => {
    const found = await get("/_astro/site.abc123.css");
    expect(found.headers.get("cache-control")).toBe(IMMUTABLE);
    const missing = await get("/_astro/site.gone00.css");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe(NOT_FOUND_CACHE);
    expect(missing.headers.get("x-frame-options")).toBe("DENY");
  });

  it("hands /api/ to the lead service", async () => {
    expect(await (await get("/api/contact")).text()).toBe("the lead service");
  });

  it("is woken by its configuration for exactly the paths it handles", () => {
    // JSON with comments, as wrangler reads it.
    const text = readFileSync(join(import.meta.dirname, "..", "wrangler.jsonc"), "utf8");
    const config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[}\]])/g, "$1")) as {
      assets: { run_worker_first: string[] };
    };
    expect(config.assets.run_worker_first.sort()).toEqual(
      ["/api/*", "/_astro/*", ...PRIVATE_FOLDERS.map((folder) => `${folder}*`)].sort(),
    );
  });
});
