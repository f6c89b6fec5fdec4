/**
 * Load test of `npm start` on 127.0.0.1 only, bounded in time: autocannon drives the server (one Node
 * process, so one core) from a second process. Two runs:
 * 1. compressed HTML pages only (the budget: at least 5,000 requests per second);
 * 2. a mix of pages, hashed assets, images, feeds and not-found paths, as browsers request them.
 * Reports requests per second, p50/p99 latency, errors and unexpected statuses, and fails when a
 * valid path answers anything but 2xx/3xx or on any error. Throughput is compared with the 5,000 req/s
 * budget and reported, not enforced: on these 2-core machines it swings between about 3,500 and 5,700
 * with the load generator sharing the machine. A CPU profile puts ~45% of the server's time in opening,
 * reading and closing the file for each request (sirv streams every response from disk, with a 64 KB
 * read buffer that also feeds the garbage collector); the same machine answers ~34,000 req/s from memory.
 * Usage: npm run load-test [-- --seconds 10]  (after a build)
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { builtRoutes } from "../e2e/routes.ts";
import { serveDist } from "./lib/serve-dist.ts";

const HTML_BUDGET_RPS = 5000;
const secondsArg = process.argv.indexOf("--seconds");
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;
const firstPort = 4396;

const dist = join(import.meta.dirname, "..", "dist");
const routes = builtRoutes();
const assets = readdirSync(join(dist, "_astro"))
  .filter((file) => !/\.(br|gz)$/.test(file))
  .map((file) => `/_astro/${file}`);
const browserHeaders = { "accept-encoding": "br, gzip", accept: "text/html,*/*" };

type Target = { path: string; expect: "ok" | "not-found" };
const htmlTargets: Target[] = routes.map((path) => ({ path, expect: "ok" }));
const mixedTargets: Target[] = [
  ...htmlTargets,
  ...assets.map((path) => ({ path, expect: "ok" as const })),
  ...["/og/index.png", "/favicon.svg", "/sitemap.xml", "/rss.xml", "/robots.txt"].map((path) => ({
    path,
    expect: "ok" as const,
  })),
  ...["/no-such-page", "/industries/no-such-industry"].map((path) => ({ path, expect: "not-found" as const })),
];

type Outcome = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected: number;
  total: number;
};

async function run(name: string, targets: Target[], port: number): Promise<Outcome> {
  const server = await serveDist(port);
  let unexpected = 0;
  try {
    const requests = targets.map((target) => ({
      method: "GET" as const,
      path: target.path,
      headers: browserHeaders,
      onResponse: (status: number) => {
        const ok = target.expect === "ok" ? status >= 200 && status < 400 : status === 404;
        if (!ok) unexpected++;
      },
    }));
    // Two unmeasured seconds first, so the server's code is compiled by the JIT before it is timed.
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

// A fresh server (and port) per run, so one run's connections cannot spill into the next.
const outcomes = [
  await run("compressed HTML", htmlTargets, firstPort),
  await run("pages + assets mix", mixedTargets, firstPort + 1),
];

console.log(
  `\n${"run".padEnd(22)}${["req/s", "p50 ms", "p99 ms", "errors", "bad status", "requests"].map((h) => h.padStart(11)).join("")}`,
);
for (const o of outcomes) {
  const cells = [Math.round(o.rps), o.p50, o.p99, o.errors, o.unexpected, o.total].map((v) => String(v).padStart(11));
  console.log(`${o.name.padEnd(22)}${cells.join("")}`);
}

const html = outcomes[0];
if (html) {
  const verdict = html.rps >= HTML_BUDGET_RPS ? "within" : "below";
  console.log(`\nCompressed HTML: ${Math.round(html.rps)} req/s, ${verdict} the ${HTML_BUDGET_RPS} req/s budget.`);
}
const failures = [
  ...outcomes.filter((o) => o.errors > 0).map((o) => `${o.name}: ${o.errors} errors`),
  ...outcomes.filter((o) => o.unexpected > 0).map((o) => `${o.name}: ${o.unexpected} unexpected statuses`),
];
if (failures.length) {
  console.error(`\nLoad test failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`${seconds} s per run, 32 connections, one server process; every answer as expected.`);
