import type { Page } from "@playwright/test";
import type { EnginePage } from "./engine-page.ts";

/** Chromium, through the Playwright page the test already has (its base URL is the worker's site). */
export function chromiumPage(page: Page): EnginePage {
  return {
    engine: "chromium",
    open: async (path) => {
      await page.goto(path, { waitUntil: "load" });
    },
    resize: (width) => page.setViewportSize({ width, height: width === 390 ? 844 : 900 }),
    click: (selector) => page.locator(selector).first().click(),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    run: <T, A>(fn: (arg: A) => T, arg?: A) => page.evaluate<T, A | null>(fn as never, arg ?? null),
    shoot: (selector) => page.locator(selector).first().screenshot(),
  };
}
