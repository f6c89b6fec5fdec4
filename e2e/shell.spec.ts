import { expect, test } from "./fixtures.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { site } from "../src/config/site.ts";

import { distRoutes } from "../scripts/lib/dist.ts";
import { footerLinks } from "./shell-checks.ts";

test("the footer lists the nine pages the spec names", () => {
  expect(footerLinks.map((l) => l.path).sort()).toEqual(
    [
      "/about",
      "/services",
      "/industries",
      "/portfolio",
      "/success-stories",
      "/blog",
      "/contact",
      "/privacy-policy",
      "/terms-of-service",
    ].sort(),
  );
});

test("the skip link is the first stop for the keyboard and moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole("main")).toBeFocused();
});

test("subscribing posts the address to the site, which stores and forwards it, and lands on a confirmation", async ({
  page,
  leads,
}) => {
  await page.goto("/about");
  const form = page.getByRole("contentinfo").locator("form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/subscribe");
  await expect(form.locator("input[name='Email Address']")).toHaveAttribute("required", "");
  const address = `reader-${Date.now()}@example.com`;
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/subscribed$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(pageCopy.subscribedPage.title);
  await expect(main).toContainText(pageCopy.subscribedPage.lead);
  // A subscriber is not told a message will be answered.
  await expect(main).not.toContainText("24 business hours");
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");

  await leads.expectStatus({ "Email Address": address }, "forwarded");
  const [lead] = leads.stored({ "Email Address": address });
  expect(lead?.kind).toBe("subscription");
  expect(lead?.source).toEqual({ page: "/about" });
  const forwarded = leads.forwarded({ "Email Address": address });
  expect(forwarded.map((s) => s.fields)).toEqual([
    {
      "Email Address": address,
      "Lead ID": lead?.id,
      _subject: `Newsletter subscription | ${site.name}`,
      _captcha: "false",
    },
  ]);
});

test("an unknown address answers 404 with the designed not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const copy = pageCopy.notFoundPage;
  await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
  for (const suggestion of copy.suggestions) {
    await expect(page.getByRole("main").getByRole("link", { name: suggestion.label })).toHaveAttribute(
      "href",
      suggestion.href,
    );
  }
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex");
});

test("long-form pages keep a narrow measure and the others use the full page width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const post = distRoutes().find((route) => /^\/blog\/[a-z0-9-]+$/.test(route) && route !== "/blog/search") ?? "";
  for (const [route, maxWidth] of [
    ["/privacy-policy", "896px"],
    ["/terms-of-service", "896px"],
    [post, "896px"],
    ["/thank-you", "896px"],
    ["/subscribed", "896px"],
    ["/services", "1200px"],
    ["/contact", "1200px"],
  ] as const) {
    await page.goto(route);
    // The container the page's h1 sits in, as the browser computed it.
    const computed = await page.getByRole("heading", { level: 1 }).evaluate((h1) => {
      const container = h1.closest(".page-width, .narrow-width");
      return container ? getComputedStyle(container).maxWidth : "none";
    });
    expect(computed, route).toBe(maxWidth);
  }
});
