import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { EnginePage } from "./engine-page.ts";

/** Debian's Firefox ESR (firefox-esr), overridable for a machine that keeps it elsewhere. */
export const firefoxPath = process.env["FIREFOX_PATH"] ?? "/usr/bin/firefox-esr";

/**
 * Firefox ESR, headless, through Puppeteer over WebDriver BiDi (no geckodriver). Overlay scrollbars, as a phone
 * has: a classic 12 px scrollbar would make a 390 px page 378 px wide and every width check would lie.
 */
export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: { "widget.gtk.overlay-scrollbars.enabled": true, "ui.useOverlayScrollbars": 1 },
  });
}

export function firefoxPage(page: Page, origin: string): EnginePage {
  return {
    engine: "firefox",
    open: async (path) => {
      await page.goto(new URL(path, origin).toString(), { waitUntil: "load" });
    },
    resize: (width) => page.setViewport({ width, height: width === 390 ? 844 : 900 }),
    click: (selector) => page.click(selector),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    run: (fn, arg) => page.evaluate(fn as never, (arg ?? null) as never),
    shoot: async (selector) => {
      const element = await page.$(selector);
      if (!element) throw new Error(`firefox: no ${selector} to picture`);
      return Buffer.from(await element.screenshot());
    },
  };
}
