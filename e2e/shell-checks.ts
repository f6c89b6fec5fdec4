import { expect, type Page } from "@playwright/test";
import { contactLink, footerNav, mainNav, site, socialLinks } from "../src/config/site.ts";
import { buildTime } from "../testing/build-moment.ts";

export const footerLinks = footerNav.flatMap((group) => group.links);

/**
 * The shared shell, checked on a page already loaded at a desktop width: one h1 and one main, the
 * header's navigation and call to action, the footer's links, contact details, newsletter box and
 * social links, and no internal link with a trailing slash. (The toast area is only on pages that raise toasts:
 * contact.spec.)
 */
export async function expectShell(page: Page) {
  const header = page.getByRole("banner");
  const nav = header.getByRole("navigation", { name: "Main" });
  // The sections' links; the navigation ends with the call to action, checked below.
  const navLinks = nav.getByRole("list").getByRole("link");
  const footer = page.getByRole("contentinfo");
  const footerNavLinks = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
  // Every check reads the page as loaded and none changes it, so they run side by side: one wait, not forty.
  await Promise.all([
    expect(page.locator("h1")).toHaveCount(1),
    expect(page.getByRole("main")).toHaveCount(1),
    expect(header.getByRole("link", { name: site.name })).toHaveAttribute("href", "/"),
    expect(navLinks).toHaveCount(mainNav.length),
    ...mainNav.flatMap((item, i) => [
      expect(navLinks.nth(i)).toHaveText(item.name),
      expect(navLinks.nth(i)).toHaveAttribute("href", item.path),
    ]),
    expect(header.getByRole("link", { name: contactLink.name })).toHaveAttribute("href", "/contact"),
    expect(footerNavLinks).toHaveCount(footerLinks.length),
    ...footerLinks.map((link) =>
      expect(footer.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.path),
    ),
    ...socialLinks.map((social) =>
      expect(footer.getByRole("link", { name: `${site.name} on ${social.network}` })).toHaveAttribute(
        "href",
        social.href,
      ),
    ),
    expect(footer.getByRole("textbox", { name: "Email address" })).toHaveAttribute("type", "email"),
    expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible(),
    expect(footer).toContainText(`© ${buildTime.getUTCFullYear()} ${site.legalName}`),
    expect(footer).toContainText("Sheridan, Wyoming"),
    expect(footer).toContainText("United States"),
    expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`),
    expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href),
  ]);
  const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(
    hrefs.filter((href) => href !== "/" && href?.endsWith("/")),
    "links with a trailing slash",
  ).toEqual([]);
}
