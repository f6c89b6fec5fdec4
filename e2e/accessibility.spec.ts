import { expect, test } from "./fixtures";
import { axeViolations, violationsAtEachWidthAndTheme } from "./support/axe";
import { distRoutes } from "../scripts/lib/dist";
import { expectShell } from "./shell-checks";

// Desktop first: the shell is checked there, with the full navigation visible.
const widths = [1280, 390];
test("the axe check reports what it should: an unlabelled image and low-contrast text", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => {
    const main = document.querySelector("main");
    main?.insertAdjacentHTML(
      "afterbegin",
      '<img src="/favicon.svg" width="10" height="10"><p style="color:#ccc;background:#fff">Faint</p>',
    );
  });
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
});

// Every built page (a superset of the sitemap), plus both not-found pages, at desktop and phone widths in
// both themes, and on every built page the shared shell. One load per page: width and theme are switched
// in place, which re-applies the media queries the same way a fresh load at that size would.
const notFound = ["/no-such-page", "/industries/no-such-industry"];
for (const route of [...distRoutes(), ...notFound]) {
  test(`${route} has its shell and no axe violations at ${widths.join(" and ")} px, light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0] ?? 1280, height: 900 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(notFound.includes(route) ? 404 : 200);
    // Islands load on the visitor's first use (src/lib/hydrate-on-intent.ts): the page as it first appears.
    if (!notFound.includes(route)) await expectShell(page);
    const violations = await violationsAtEachWidthAndTheme(page, widths);
    expect(violations).toEqual([]);
  });
}

test("the contact form once used, with its messages and toast showing, has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem")).toHaveCount(1);
  expect(await violationsAtEachWidthAndTheme(page, widths)).toEqual([]);
});
