import type { Page } from "@playwright/test";
import { sendButton } from "./support/contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { contactLink, mainNav, site } from "../src/config/site.ts";

// Journeys a visitor makes with the keyboard alone. The smaller pieces live beside their features:
// skip link (shell.spec), phone menu (mobile-menu.spec), accordion (success-stories.spec),
// toast F8 and close (contact.spec).

/** What the focused element shows: its accessible name and whether a focus ring is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const label = (element.getAttribute("aria-label") ?? element.textContent).replace(/\s+/g, " ").trim();
    return { tag: element.tagName.toLowerCase(), label, ring, href: element.getAttribute("href") };
  });

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Tab walks the header in reading order with a visible focus ring, and Enter follows a link", async ({
    page,
  }) => {
    await page.goto("/");
    const stops: string[] = [];
    for (let i = 0; i < mainNav.length + 3; i++) {
      await page.keyboard.press("Tab");
      const stop = await focused(page);
      expect(stop?.ring, `focus ring on ${stop?.label}`).toBe(true);
      stops.push(stop?.href ?? "");
    }
    expect(stops).toEqual(["#main", "/", ...mainNav.map((link) => link.path), contactLink.path]);

    // Back to "Services" and follow it.
    for (let i = 0; i < mainNav.length; i++) await page.keyboard.press("Shift+Tab");
    expect((await focused(page))?.href).toBe("/services");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  for (const path of ["/", "/contact", "/success-stories", "/blog"]) {
    test(`every stop on ${path} at ${width} px shows a focus ring and focus never gets stuck`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      let stops = 0;
      for (; stops < 200; stops++) {
        await page.keyboard.press("Tab");
        const stop = await focused(page);
        if (!stop) break; // Focus left the page: the whole page was reachable and nothing trapped it.
        expect(stop.ring, `focus ring on <${stop.tag}> "${stop.label}"`).toBe(true);
      }
      expect(stops, "Tab reached the end of the page").toBeLessThan(200);
      expect(stops, "the page has its links and controls in the tab order").toBeGreaterThan(5);
    });
  }
}

test("the contact form can be filled in, corrected and sent with the keyboard alone", async ({ page, leads }) => {
  await page.goto("/contact");
  await page.waitForSelector("form[novalidate]");
  const field = (label: string) => page.getByLabel(label, { exact: true });

  await field("Full name").focus();
  await page.keyboard.type("Keyboard Visitor");
  await page.keyboard.press("Tab");
  await expect(field("Work email")).toBeFocused();
  await page.keyboard.type("keyboard@example");
  await page.keyboard.press("Tab");
  await expect(field("Phone number")).toBeFocused();
  await page.keyboard.type("+1 307 555 0199");
  await page.keyboard.press("Tab");
  await expect(field("Company")).toBeFocused();
  await page.keyboard.type("Big Horn County Schools");
  for (let i = 0; i < 4 && !(await field("How can we help?").evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(field("How can we help?")).toBeFocused();
  await page.keyboard.type("We want to replace paper permission slips with an app.");
  await page.keyboard.press("Tab");
  await expect(sendButton(page)).toBeFocused();
  await page.keyboard.press("Enter");

  // The one bad field gets focus and its message; fixing it from the keyboard and pressing Enter sends.
  await expect(field("Work email")).toBeFocused();
  await expect(field("Work email")).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("End");
  await page.keyboard.type(".com");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/thank-you$/);

  await leads.expectStatus({ "Full Name": "Keyboard Visitor" }, "forwarded");
  const [forwarded] = leads.forwarded({ "Full Name": "Keyboard Visitor" });
  expect(forwarded?.fields).toMatchObject({
    "Email Address": "keyboard@example.com",
    "Company Name": "Big Horn County Schools",
    _subject: `New inquiry from ${site.name}`,
  });
});
