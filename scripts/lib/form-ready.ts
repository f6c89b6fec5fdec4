import { chromium } from "@playwright/test";
import { ISLAND_READY } from "../../src/lib/layout/hydrate-on-intent.ts";
import { chromiumLaunchOptions } from "../../testing/chromium.ts";
import { topicAtFirstFrame, watchTopicAtFirstFrame } from "../../testing/topic-first-frame.ts";

/**
 * How long a visitor on a mid-range phone waits between first focusing the contact form and the form working
 * (its island's ready event, src/lib/layout/hydrate-on-intent.ts), with Lighthouse's mobile conditions: 4x CPU
 * slowdown, 150 ms round trips, 1.6 Mbit/s down, nothing cached; the page's scripts on load and once used; and,
 * opened from a service page's link (`serviceRoute`, a built one), when the topic line shows against the page's
 * first paint (scripts cached).
 */
export async function measureFormReady(origin: string, runs: number, serviceRoute: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const readyMs: number[] = [];
  const prefill: Awaited<ReturnType<typeof topicAtFirstFrame>>[] = [];
  let bytesOnLoad = 0;
  let bytesInUse = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const scripts: number[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script")
          scripts.push(Number(response.headers()["content-length"] ?? 0));
      });
      await page.addInitScript((event) => {
        document.addEventListener(
          event,
          () => ((window as unknown as { readyAt: number }).readyAt = performance.now()),
          true,
        );
      }, ISLAND_READY);
      await watchTopicAtFirstFrame(page);
      await page.goto(`${origin}/contact`, { waitUntil: "networkidle" });
      bytesOnLoad = scripts.reduce((n, b) => n + b, 0);
      const focusedAt = await page.evaluate(() => {
        document.querySelector<HTMLInputElement>("main form input:not([type=hidden])")?.focus();
        return performance.now();
      });
      const readyAt = await page.waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt, undefined, {
        timeout: 60_000,
      });
      readyMs.push(((await readyAt.jsonValue()) ?? 0) - focusedAt);
      await page.waitForLoadState("networkidle");
      bytesInUse = scripts.reduce((n, b) => n + b, 0);
      // A link from a service page: the topic line should be there when the page first paints.
      const service = serviceRoute.split("/").filter(Boolean).at(-1) ?? "";
      await page.goto(`${origin}/contact?service=${encodeURIComponent(service)}`, { waitUntil: "load" });
      await page.waitForSelector("[data-testid=contact-topic]", { timeout: 60_000 });
      prefill.push(await topicAtFirstFrame(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { readyMs, prefill, bytesOnLoad, bytesInUse };
}
