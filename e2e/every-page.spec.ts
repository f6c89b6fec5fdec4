import { projectFiles, settledAddresses } from "../src/integrations/addresses.ts";
import { sendButton } from "./support/contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, violationsAtEachWidthAndTheme } from "./support/axe.ts";
import { distRoutes } from "../scripts/lib/dist.ts";
import { expectShell } from "./shell-checks.ts";
import { cspViolations } from "./support/csp.ts";
import { loneCards } from "./support/lone-cards.ts";

// Desktop first: the shell is checked there, with the full navigation visible.
const widths = [1280, 390];
/** Grids are checked at a phone's, a tablet's and a laptop's width. */
const gridWidths = [390, 768, 1280];
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

test("the grid check finds a lone card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setContent(
    `<ul style="display:grid;grid-template-columns:repeat(3,1fr);width:900px">${"<li>Card</li>".repeat(4)}</ul>`,
  );
  expect(await page.evaluate(loneCards)).toHaveLength(1);
});

// Every built page (a superset of the sitemap), plus both not-found pages and the gone page, at desktop and phone widths in
// both themes, and on every built page the shared shell. One load per page: width and theme are switched
// in place, which re-applies the media queries the same way a fresh load at that size would. The same load
// proves the page breaks no rule of the site's Content-Security-Policy (what it fetches at either width
// included); server.spec.ts does the same for the islands at work. And no grid leaves one card alone in its last
// row at any of three widths: counts come from the content, so a grid either picks balanced columns or completes
// its row with a call to action (src/lib/layout/balanced-columns.ts).
const notFound = ["/no-such-page", "/industries/no-such-industry"];
// And the page an address gone for good answers with (410), at the first such address the content lists.
const gone = settledAddresses(projectFiles(process.cwd())).gone.slice(0, 1);
const statusOf = (route: string) => (gone.includes(route) ? 410 : notFound.includes(route) ? 404 : 200);
for (const route of [...distRoutes(), ...notFound, ...gone]) {
  test(`${route}: its shell, no axe violation at ${widths.join(" and ")} px light and dark, no CSP violation, no lone card`, async ({
    page,
  }) => {
    const policyViolations = cspViolations(page);
    await page.setViewportSize({ width: widths[0] ?? 1280, height: 900 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(statusOf(route));
    // Islands load on the visitor's first use (src/lib/layout/hydrate-on-intent.ts): the page as it first appears.
    if (statusOf(route) === 200) await expectShell(page);
    const violations = await violationsAtEachWidthAndTheme(page, widths);
    expect(violations).toEqual([]);
    const lone: string[] = [];
    for (const width of gridWidths) {
      await page.setViewportSize({ width, height: 900 });
      lone.push(...(await page.evaluate(loneCards)).map((grid) => `${width} px: ${grid}`));
    }
    expect(lone, "grids with a card alone in the last row").toEqual([]);
    expect(policyViolations).toEqual([]);
  });
}

test("the contact form once used, with its messages and toast showing, has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact");
  await sendButton(page).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem")).toHaveCount(1);
  expect(await violationsAtEachWidthAndTheme(page, widths)).toEqual([]);
});
