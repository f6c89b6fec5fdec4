import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testSiteRoutes as files } from "./fixtures/site.ts";

/** Counts the services the adapters make: one per isolate or function instance, however many requests. */
const made = vi.hoisted(() => ({ services: 0 }));
vi.mock("./service.ts", async (original) => {
  const real = await original<typeof import("./service.ts")>();
  return {
    ...real,
    createLeadService: (host: Parameters<typeof real.createLeadService>[0]) => {
      made.services++;
      return real.createLeadService(host);
    },
  };
});
// Outside Netlify there is no Blobs store to reach; these requests never touch one.
vi.mock("@netlify/blobs", () => ({ getStore: () => ({}) }));

const unknown = "https://www.bighorn.test/api/nothing-here";

describe("each host adapter", () => {
  const dist = mkdtempSync(join(tmpdir(), "adapters-"));
  for (const [route, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, route)), { recursive: true });
    writeFileSync(join(dist, route), text);
  }
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it("makes the service once per Cloudflare isolate and answers from the build's pages", async () => {
    const { onLeadRequest } = await import("./cloudflare/service.ts");
    const before = made.services;
    const assets = vi.fn((url: string) =>
      Promise.resolve(new Response(files[new URL(url).pathname] ?? "", { status: 200 })),
    );
    const env = { LEADS_D1: { prepare: () => ({}) } as never, ASSETS: { fetch: assets } };
    const context = { waitUntil: () => undefined, passThroughOnException: () => undefined };
    for (let i = 0; i < 3; i++) {
      const response = await onLeadRequest(new Request(unknown), env, context);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("There is no form at this address.");
    }
    expect(made.services - before).toBe(1);
    expect(assets).toHaveBeenCalledTimes(Object.keys(files).length);
  });

  it("lets a Cloudflare sender hold a lead for a minute, not five: a Worker's work after its answer ends within 30 s", async () => {
    const { cloudflareLeadService } = await import("./cloudflare/service.ts");
    const assets = (url: string) => Promise.resolve(new Response(files[new URL(url).pathname] ?? "", { status: 200 }));
    const service = await cloudflareLeadService({
      LEADS_D1: { prepare: () => ({}) } as never,
      ASSETS: { fetch: assets },
    });
    expect(service.config.leaseMs).toBe(60_000);
  });

  it("says in the Worker's log when a scheduled upkeep fails, and lets the next one try again", async () => {
    const { onLeadSchedule } = await import("./cloudflare/service.ts");
    const assets = (url: string) => Promise.resolve(new Response(files[new URL(url).pathname] ?? "", { status: 200 }));
    const broken = { prepare: () => ({}) } as never;
    const logged: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
    const work: Promise<unknown>[] = [];
    onLeadSchedule(
      { LEADS_D1: broken, ASSETS: { fetch: assets } },
      {
        waitUntil: (task) => void work.push(task),
        passThroughOnException: () => undefined,
      },
    );
    await Promise.all(work);
    log.mockRestore();
    // The isolate's service was made by an earlier test, on a database that answers nothing a store can use.
    expect(logged.filter((line) => line.startsWith("upkeep failed: "))).toHaveLength(1);
  });

  it("makes the service once per Netlify function instance", async () => {
    // Netlify runs the function in the site's folder, the build under its dist/.
    const site = mkdtempSync(join(tmpdir(), "adapters-netlify-"));
    cpSync(dist, join(site, "dist"), { recursive: true });
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(site);
    const { onLeadRequest } = await import("./netlify/function.ts");
    const before = made.services;
    for (let i = 0; i < 3; i++) {
      const response = await onLeadRequest(new Request(unknown), { ip: "203.0.113.7" });
      expect(response.status).toBe(404);
    }
    expect(made.services - before).toBe(1);
    cwd.mockRestore();
    rmSync(site, { recursive: true, force: true });
  });
});
