import { expect, test } from "@playwright/test";
import { contactLink, footerNav, mainNav, site, socialLinks } from "../src/config/site";
import { formServiceOrigin, testFormEndpoint } from "./env";
import { builtRoutes } from "./routes";

const footerLinks = footerNav.flatMap((group) => group.links);

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

for (const route of builtRoutes()) {
  test.describe(`shell on ${route}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("header, footer, skip link and toast area are present and correct", async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);

      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);

      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
      const nav = header.getByRole("navigation", { name: "Main" });
      const navLinks = nav.getByRole("link");
      await expect(navLinks).toHaveCount(mainNav.length);
      for (const [i, item] of mainNav.entries()) {
        await expect(navLinks.nth(i)).toHaveText(item.name);
        await expect(navLinks.nth(i)).toHaveAttribute("href", item.path);
      }
      await expect(header.getByRole("link", { name: contactLink.name })).toHaveAttribute("href", "/contact");

      const footer = page.getByRole("contentinfo");
      const footerNavLinks = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
      await expect(footerNavLinks).toHaveCount(footerLinks.length);
      for (const link of footerLinks) {
        await expect(footer.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.path);
      }
      for (const social of socialLinks) {
        await expect(footer.getByRole("link", { name: `${site.name} on ${social.network}` })).toHaveAttribute(
          "href",
          social.href,
        );
      }
      await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email");
      await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
      await expect(footer).toContainText("Sheridan, Wyoming");
      await expect(footer).toContainText("United States");
      await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);

      await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
      const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(
        hrefs.filter((href) => href !== "/" && href?.endsWith("/")),
        "links with a trailing slash",
      ).toEqual([]);
    });
  });
}

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

test("subscribing posts the address with its own subject and lands on a subscription confirmation", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.getByRole("contentinfo").locator("form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", testFormEndpoint);
  await expect(form.locator("input[name='Email Address']")).toHaveAttribute("required", "");
  await expect(form.locator("input[name='_captcha']")).toHaveValue("false");
  const address = `reader-${Date.now()}@example.com`;
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/subscribed$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("You're on the list");
  await expect(main).toContainText("one email with what we learned");
  // A subscriber is not told a message will be answered.
  await expect(main).not.toContainText("24 business hours");
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");

  const received = (await (await page.request.get(`${formServiceOrigin}/__received`)).json()) as {
    fields: Record<string, string>;
  }[];
  const sent = received.find((s) => s.fields["Email Address"] === address)?.fields;
  expect(sent?.["_subject"]).toBe(`Newsletter subscription | ${site.name}`);
  expect(sent?.["_next"]).toMatch(/\/subscribed$/);
});

test("an unknown address answers 404 with the designed not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Contact Us/ })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex");
});
