/**
 * Measures what each page costs a visitor and fails when a budget is exceeded.
 * 1. Times a full production build.
 * 2. Serves dist/ and loads every built page in Chromium at 390 px and 1280 px,
 *    counting gzip bytes of the HTML and of every script and stylesheet the page
 *    actually uses, inline or requested.
 * Usage: npm run budget [-- --no-build]
 */
import { spawn, spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/chromium.ts";
import { builtRoutes } from "../e2e/routes.ts";

const KB = 1024;
const budgets = {
  buildSeconds: 30,
  cssBytes: 15 * KB,
  /** Pages that hydrate an island, and how much JavaScript they may load; every other page gets none. */
  jsBytes: {} as Record<string, number>,
};
const widths = [390, 1280];
const port = 4399;
const base = `http://127.0.0.1:${port}`;

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const failures: string[] = [];

if (!process.argv.includes("--no-build")) {
  const started = performance.now();
  const build = spawnSync("npx", ["astro", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Full build: ${seconds.toFixed(1)} s (budget ${budgets.buildSeconds} s)`);
  if (build.status !== 0) failures.push("the build failed");
  if (seconds > budgets.buildSeconds) failures.push(`build took ${seconds.toFixed(1)} s`);
}

const server = spawn(process.execPath, ["scripts/serve.ts"], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
  stdio: "ignore",
});
await new Promise((resolve) => setTimeout(resolve, 500));

type Row = { route: string; width: number; html: number; css: number; js: number; blocking: number; lcp: string };
const rows: Row[] = [];
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const route of builtRoutes()) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const pending: Promise<{ url: string; type: string; size: number }>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type === "script" || type === "stylesheet") {
          pending.push(response.body().then((body) => ({ url: response.url(), type, size: gz(body) })));
        }
      });
      const response = await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
      const html = gz((await response?.body()) ?? "");
      const inline = await page.evaluate(() => ({
        css: [...document.querySelectorAll("style")].map((s) => s.textContent),
        js: [...document.querySelectorAll("script:not([src])")]
          .filter((s) => s.getAttribute("type") !== "application/ld+json")
          .map((s) => s.textContent),
        blockingCss: [...document.querySelectorAll("head link[rel=stylesheet]")].map(
          (l) => (l as HTMLLinkElement).href,
        ),
      }));
      const bodies = await Promise.all(pending);
      const css =
        bodies.filter((b) => b.type === "stylesheet").reduce((n, b) => n + b.size, 0) +
        inline.css.reduce((n, t) => n + gz(t), 0);
      const js =
        bodies.filter((b) => b.type === "script").reduce((n, b) => n + b.size, 0) +
        inline.js.reduce((n, t) => n + gz(t), 0);
      // Stylesheets in the head block the first paint; inlined CSS arrives with the HTML.
      const blocking = bodies.filter((b) => inline.blockingCss.includes(b.url)).reduce((n, b) => n + b.size, 0);
      // What the browser reports as the largest contentful paint: it must be text or a code-made visual, never a photo.
      const lcp = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
              resolve(last?.element?.tagName.toLowerCase() ?? "none");
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      rows.push({ route, width, html, css, js, blocking, lcp });
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}

console.log(
  "\nroute".padEnd(40) +
    "width".padStart(7) +
    "HTML".padStart(10) +
    "CSS".padStart(10) +
    "JS".padStart(10) +
    "blocking".padStart(11),
);
for (const row of rows) {
  console.log(
    row.route.padEnd(39) +
      `${row.width}`.padStart(7) +
      kb(row.html).padStart(10) +
      kb(row.css).padStart(10) +
      kb(row.js).padStart(10) +
      kb(row.blocking).padStart(11) +
      `  ${row.lcp}`,
  );
  if (["img", "video", "image"].includes(row.lcp))
    failures.push(`${row.route} at ${row.width} px paints an image as its largest element`);
  const jsBudget = budgets.jsBytes[row.route] ?? 0;
  if (row.js > jsBudget)
    failures.push(`${row.route} at ${row.width} px loads ${kb(row.js)} of JavaScript (budget ${kb(jsBudget)})`);
  if (row.css > budgets.cssBytes)
    failures.push(`${row.route} at ${row.width} px loads ${kb(row.css)} of CSS (budget ${kb(budgets.cssBytes)})`);
}

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} page loads within budget.`);
