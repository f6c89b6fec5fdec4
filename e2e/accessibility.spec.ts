import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtRoutes } from "./routes";

const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

// Every built page (a superset of the sitemap), plus both not-found pages, at phone and desktop widths in
// both themes. One load per page: width and theme are switched in place, which re-applies the media
// queries the same way a fresh load at that size would.
for (const route of [...builtRoutes(), "/no-such-page", "/industries/no-such-industry"]) {
  test(`${route} has no axe violations at ${widths.join(" and ")} px, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0] ?? 390, height: 900 });
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const violations: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of schemes) {
        await page.emulateMedia({ colorScheme });
        // Colour transitions run when the theme flips; check the settled colours, as a fresh load shows them.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        for (const v of results.violations) {
          violations.push(`${width} px ${colorScheme}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
}
