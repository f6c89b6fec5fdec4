/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G connection, simulated) on one page of
 * each type, in Debian's Chromium. Prints a table and exits non-zero when a score is below target.
 * A page below target on its first run is measured four more times and judged by the median of the five:
 * timings on a shared 2-core machine vary from run to run (Chrome's own unattributed main-thread work
 * alone swings total blocking time by 50 ms, times the mobile preset's 4x CPU slowdown).
 * Usage: npm run audit [-- --no-build]
 */
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../e2e/chromium.ts";
import { builtRoutes } from "../e2e/routes.ts";
import { serveDist } from "./lib/serve-dist.ts";

const target = 100;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const port = 4398;

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["astro", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("The build failed");
}

/** One page of each type; detail pages are the first the build produced, so new content is picked up. */
const routes = builtRoutes();
const first = (prefix: string) => {
  const route = routes.find((r) => r.startsWith(prefix));
  if (!route) throw new Error(`No built page under ${prefix}`);
  return route;
};
const pages: [string, string][] = [
  ["home", "/"],
  ["service", first("/services/")],
  ["industry", first("/industries/")],
  ["success stories", "/success-stories"],
  ["case study", first("/success-stories/")],
  ["portfolio", "/portfolio"],
  ["blog list", "/blog"],
  ["article", first("/blog/")],
  ["contact", "/contact"],
];

const server = await serveDist(port);
const { executablePath, args = [] } = chromiumLaunchOptions();
const chrome = await chromeLauncher.launch({
  ...(executablePath ? { chromePath: executablePath } : {}),
  chromeFlags: ["--headless=new", ...args],
});

type Run = { scores: number[]; failing: string[]; metrics: string };
type Row = Run & { kind: string; route: string; runs: number };
const rows: Row[] = [];

async function audit(route: string): Promise<Run> {
  const result = await lighthouse(`${server.origin}${route}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { lhr } = result;
  const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
  // The audits that cost points, so a failure says what to fix.
  const failing = categories.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  const metrics = `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`;
  return { scores, failing, metrics };
}

/** The run whose performance score is the median: lab timings on a shared 2-core machine vary run to run. */
const medianRun = (runs: Run[]) =>
  [...runs].sort((a, b) => (a.scores[0] ?? 0) - (b.scores[0] ?? 0))[Math.floor(runs.length / 2)] ?? runs[0];

try {
  for (const [kind, route] of pages) {
    const runs = [await audit(route)];
    // Below target once: measure four more times and keep the median, as Lighthouse advises for noisy machines.
    if (runs[0]?.scores.some((s) => s < target)) for (let i = 0; i < 4; i++) runs.push(await audit(route));
    const run = medianRun(runs);
    if (!run) throw new Error(`No Lighthouse result for ${route}`);
    rows.push({ kind, route, runs: runs.length, ...run });
    const all = runs.map((r) => r.scores.join("/")).join(", ");
    console.log(
      `${kind.padEnd(16)}${run.scores.map((s) => String(s).padStart(6)).join("")}  ${run.metrics}  ${route}  (${all})`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = ["perf", "a11y", "best", "seo"].map((h) => h.padStart(6)).join("");
console.log(`\n${"page".padEnd(16)}${header}  runs  metrics (mobile, simulated slow 4G)`);
for (const row of rows) {
  const scores = row.scores.map((s) => String(s).padStart(6)).join("");
  console.log(`${row.kind.padEnd(16)}${scores}  ${String(row.runs).padStart(4)}  ${row.metrics}`);
}
const below = rows.filter((row) => row.scores.some((s) => s < target));
if (below.length) {
  console.error(`\nBelow ${target}:`);
  for (const row of below) console.error(`- ${row.route}: ${row.failing.join(", ") || "scores rounded down"}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages score ${target} in every category.`);
