import type { Browser, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { startSourceProxy } from "../support/source-proxy.ts";
import { contactField, fillContactForm, sampleVisitor, sendButton } from "../support/contact-form.ts";

/**
 * The visitors of one row of the hosts' table: each a browser context reaching the host from a loopback address of
 * its own (e2e/support/source-proxy.ts), as different people do, and gone when the row ends (`close`).
 */
export function rowVisitors(browser: Browser, origin: string, nextAddress: () => string) {
  const closers: (() => Promise<void>)[] = [];
  const withoutScripts = new WeakSet<Page>();

  async function visitor(options: { javaScriptEnabled?: boolean; origin?: string; from?: string } = {}) {
    const source = await startSourceProxy(options.from ?? nextAddress());
    const context = await browser.newContext({
      baseURL: options.origin ?? origin,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      proxy: source.proxy,
    });
    closers.push(async () => {
      await context.close();
      await source.stop();
    });
    const page = await context.newPage();
    // The page's clock runs, and a test can move it: a person takes more than 3 s to write a message.
    if (options.javaScriptEnabled === false) withoutScripts.add(page);
    else await page.clock.install();
    return page;
  }

  async function fillForm(page: Page, name: string, message = "We run nine clinics and need one scheduling system.") {
    await page.goto("/contact?service=cloud-migration&utm_source=newsletter&utm_campaign=fall");
    // With JavaScript, a person clicks into the form (its script loads on that first use) and types once it runs,
    // as one who reads the page first would: the island has hydrated when its `ssr` mark is gone.
    if (!withoutScripts.has(page)) {
      await contactField(page, "Full name").focus();
      await expect(page.locator("main astro-island[ssr]:has(form)")).toHaveCount(0);
    }
    await fillContactForm(page, sampleVisitor(name, message));
  }

  /** Writes the message as a person would (taking their time), sends it, and waits for the answer. */
  async function send(page: Page, name: string, message?: string) {
    await fillForm(page, name, message);
    await page.clock.fastForward(8_000);
    await sendButton(page).click();
    await page.waitForURL((url) => url.pathname !== "/contact");
  }

  /** Shows an answer's HTML as the visitor's browser would, scripts on (axe needs them), on the host's origin. */
  async function render(html: string) {
    const page = await visitor();
    await page.route("**/answer-as-shown", (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await page.goto("/answer-as-shown");
    return page;
  }

  return {
    visitor,
    fillForm,
    send,
    render,
    close: async () => {
      await Promise.all(closers.splice(0).map((close) => close()));
    },
  };
}
export type RowVisitors = Omit<ReturnType<typeof rowVisitors>, "close">;
