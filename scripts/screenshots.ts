/**
 * Full-page screenshots of the served site at phone and desktop widths, in
 * light and dark, for reviewing pages by eye: `npm run screenshots -- / /about`.
 * Writes PNGs to screenshots/ (ignored by git).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../testing/chromium.ts";

const base = process.env["BASE_URL"] ?? "http://localhost:4321";
const routes = process.argv.slice(2).filter((a) => a.startsWith("/"));
const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const route of routes.length ? routes : ["/"]) {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.goto(new URL(route, base).href, { waitUntil: "networkidle" });
      const name = `${route.replace(/\W+/g, "_") || "_"}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      console.log(`screenshots/${name}`);
      // Long pages are also cut into screen-sized parts, which are easier to inspect.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const part = width < 800 ? 1400 : 1000;
      for (let y = 0, i = 1; y < height; y += part, i += 1) {
        const path = `screenshots/${name.replace(".png", `-part${i}.png`)}`;
        await page.screenshot({ path, fullPage: true, clip: { x: 0, y, width, height: Math.min(part, height - y) } });
      }
      await page.close();
    }
  }
}
await browser.close();
