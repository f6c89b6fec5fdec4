import autocannon from "autocannon";
import { dist, distRoutes } from "./dist.ts";
import { serveDist } from "../../testing/serve-dist.ts";
import { hashedAssets } from "../../src/integrations/built-pages.ts";

type Target = { path: string; expect: "ok" | "not-found" };
export type LoadOutcome = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected: number;
  total: number;
};

/** The two request mixes: compressed HTML pages only, and pages, assets, images, feeds and 404s as browsers ask. */
export function loadMixes(): { name: string; targets: Target[] }[] {
  const htmlTargets: Target[] = distRoutes().map((path) => ({ path, expect: "ok" }));
  const assets = hashedAssets(dist).map((path) => ({ path, expect: "ok" as const }));
  const files = ["/og/index.png", "/favicon.svg", "/sitemap.xml", "/rss.xml", "/robots.txt"].map((path) => ({
    path,
    expect: "ok" as const,
  }));
  const missing = ["/no-such-page", "/industries/no-such-industry"].map((path) => ({
    path,
    expect: "not-found" as const,
  }));
  return [
    { name: "compressed HTML", targets: htmlTargets },
    { name: "pages + assets mix", targets: [...htmlTargets, ...assets, ...files, ...missing] },
  ];
}

/**
 * autocannon against a fresh `npm run serve` on 127.0.0.1 (a new port each time, so one run's connections cannot
 * spill into the next): 32 connections, two unmeasured seconds so the JIT has compiled the server, then
 * `seconds` measured. Counts errors, time-outs and answers other than the expected status.
 */
export async function loadRun(name: string, targets: Target[], seconds: number): Promise<LoadOutcome> {
  const server = await serveDist();
  let unexpected = 0;
  try {
    const requests = targets.map((target) => ({
      method: "GET" as const,
      path: target.path,
      headers: { "accept-encoding": "br, gzip", accept: "text/html,*/*" },
      onResponse: (status: number) => {
        const ok = target.expect === "ok" ? status >= 200 && status < 400 : status === 404;
        if (!ok) unexpected++;
      },
    }));
    await autocannon({ url: server.origin, connections: 32, duration: 2, requests });
    unexpected = 0;
    const result = await autocannon({
      url: server.origin,
      connections: 32,
      pipelining: 1,
      duration: seconds,
      requests,
    });
    return {
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected,
      total: result.requests.total,
    };
  } finally {
    await server.stop();
  }
}
