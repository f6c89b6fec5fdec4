import { expect, type Page } from "@playwright/test";
import { contactLink, footerNav, mainNav, site, socialLinks } from "../src/config/site";
import { buildTime } from "./env";

export const footerLinks = footerNav.flatMap((group) => group.links);

/**
 * The shared shell, checked on a page already loaded at a desktop width: one h1 and one main, the
 * header's navigation and call to action, the footer's links, contact details, newsletter box and
 * social links, the toast area, and no internal link with a trailing slash.
 */
export async function expectShell(page: Page) {
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
  await expect(footer).toContainText(`© ${buildTime.getUTCFullYear()} ${site.legalName}`);
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
}
