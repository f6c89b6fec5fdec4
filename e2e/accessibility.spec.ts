import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtRoutes } from "./routes";

const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

// Every built page, plus the 404 page, at phone and desktop widths in both themes.
for (const route of [...builtRoutes(), "/no-such-page"]) {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      test(`${route} has no axe violations at ${width} px, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto(route);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const violations = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(violations).toEqual([]);
      });
    }
  }
}
