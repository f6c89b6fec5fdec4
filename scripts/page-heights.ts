/**
 * How tall each kind of page is on a phone: `npm run page-heights` prints the height at 390 px of one page
 * of each type (or the routes given) from the served site, in pixels and in 844 px screens.
 */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../testing/chromium.ts";

const base = process.env["BASE_URL"] ?? "http://localhost:4321";
const given = process.argv.slice(2).filter((a) => a.startsWith("/"));
const routes = given.length
  ? given
  : [
      "/",
      "/services",
      "/services/ai-data-analytics",
      "/industries",
      "/industries/healthcare",
      "/portfolio",
      "/portfolio/1",
      "/about",
      "/success-stories",
      "/success-stories/telehealth-hospital-network",
      "/blog",
      "/blog/ai-in-healthcare",
      "/contact",
    ];
const screen = { width: 390, height: 844 };

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: screen });
console.log("route".padEnd(48), "height", "screens", "form top");
for (const route of routes) {
  await page.goto(new URL(route, base).href, { waitUntil: "load" });
  const { height, form } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    form: document.querySelector("main form")?.getBoundingClientRect().top ?? null,
  }));
  console.log(
    route.padEnd(48),
    String(height).padStart(6),
    (height / screen.height).toFixed(1).padStart(7),
    form === null ? "" : String(Math.round(form)).padStart(8),
  );
}
await browser.close();
