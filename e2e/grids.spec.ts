import { expect, test } from "./fixtures";
import { distRoutes } from "../scripts/lib/dist";
import { loneCards } from "./support/lone-cards";

// No grid on any page leaves one card alone in its last row, at a phone's, a tablet's and a laptop's width:
// counts come from the content, so a grid either picks balanced columns or completes its row with a
// call to action (src/lib/balanced-columns.ts).
const widths = [390, 768, 1280];

test("the check finds a lone card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setContent(
    `<ul style="display:grid;grid-template-columns:repeat(3,1fr);width:900px">${"<li>Card</li>".repeat(4)}</ul>`,
  );
  expect(await page.evaluate(loneCards)).toHaveLength(1);
});

for (const route of distRoutes()) {
  test(`${route} leaves no card alone in a grid's last row at ${widths.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0] ?? 390, height: 900 });
    await page.goto(route);
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await page.evaluate(loneCards)).map((grid) => `${width} px: ${grid}`));
    }
    expect(found).toEqual([]);
  });
}
