import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../../testing/chromium.ts";
import { distRoutes } from "./dist.ts";

/** One page of each type; detail pages are the first the build produced, so new content is picked up. */
export function pageTypes(): [kind: string, route: string][] {
  const routes = distRoutes();
  const first = (prefix: string) => {
    const route = routes.find((r) => r.startsWith(prefix));
    if (!route) throw new Error(`No built page under ${prefix}`);
    return route;
  };
  return [
    ["home", "/"],
    ["service", first("/services/")],
    ["industry", first("/industries/")],
    ["success stories", "/success-stories"],
    ["case study", first("/success-stories/")],
    ["portfolio", "/portfolio"],
    ["project", first("/portfolio/")],
    ["about", "/about"],
    ["blog list", "/blog"],
    ["article", first("/blog/")],
    ["contact", "/contact"],
  ];
}

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

export type Report = {
  scores: Record<Category, number>;
  /** Audits that cost points, by category, so a failure says what to fix. */
  failing: Record<Category, string[]>;
  /**
   * Audits Lighthouse could not complete (a trace it failed to read, say): a broken measurement, not a
   * verdict on the page, so callers measure again.
   */
  errors: string[];
  /** Lab metrics in milliseconds (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; si: number; cls: number };
};

/**
 * Debian's Chromium driven by Lighthouse's mobile preset (a mid-range phone on a slow 4G connection,
 * simulated). `audit` runs one page and returns its scores, the audits that cost points and the metrics.
 * `uncompressed` asks the server for every file as built (`Accept-Encoding: identity`), so the timings
 * compare with any other site's whatever each host compresses.
 */
export async function launchLighthouse({
  uncompressed = false,
  only,
}: {
  uncompressed?: boolean;
  /**
   * Only these categories, and the layout shift: what `npm test` gates on (scripts/audit.ts). Without the
   * performance category Lighthouse skips its trace analysis, coverage and image re-encoding, about half its work.
   */
  only?: readonly Category[];
} = {}) {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ["--headless=new", ...args],
  });

  async function audit(url: string): Promise<Report> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(uncompressed ? { extraHeaders: { "Accept-Encoding": "identity" } } : {}),
      ...(only ? { onlyCategories: [...only], onlyAudits: ["cumulative-layout-shift"] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const failing = (c: Category) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // Lighthouse fetches robots.txt with a 2 s timeout; on a busy machine the fetch can time out, which it
    // scores 0 with "Fetch of robots.txt failed". That says nothing about the file, so it counts as a broken
    // measurement. A file that is invalid or answers an error status is still judged.
    const robotsFetch = lhr.audits["robots-txt"]?.explanation?.startsWith("Fetch of robots.txt failed");
    const errors = [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...Object.values(lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === "error")
        .map((audit) => `${audit.id}: ${audit.errorMessage ?? "error"}`),
      ...(robotsFetch ? [`robots-txt: ${lhr.audits["robots-txt"]?.explanation}`] : []),
    ];
    return {
      errors,
      scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Report["scores"],
      failing: Object.fromEntries(categories.map((c) => [c, failing(c)])) as Report["failing"],
      metrics: {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        si: metric("speed-index"),
        cls: metric("cumulative-layout-shift"),
      },
    };
  }

  const close = () => {
    chrome.kill();
  };
  return { audit, close };
}

/** The first thing Lighthouse could not measure, and how many more: one line, not forty. */
export function errorSummary({ errors }: Pick<Report, "errors">): string {
  return `${errors[0] ?? "no error"}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ""}`;
}
