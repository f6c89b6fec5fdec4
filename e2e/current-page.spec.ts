import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { distRoutes } from "../scripts/lib/dist.ts";
import { contactLink, mainNav } from "../src/config/site.ts";

// Every section page, and the first of its child pages, marks its own header link as the current page, in
// the full navigation and in the phone menu, and no other.
const sections = [...mainNav, contactLink].map((item) => ({
  ...item,
  pages: [
    item.path,
    ...distRoutes()
      .filter((route) => route.startsWith(`${item.path}/`))
      .slice(0, 1),
  ],
}));

/** What a sighted visitor sees marked: the header holds both menus, and one of them is always hidden. */
async function expectCurrent(area: Locator, name: string, page: string) {
  const current = area.locator('[aria-current="page"]').filter({ visible: true });
  await expect(current, page).toHaveCount(1);
  await expect(current, page).toHaveAccessibleName(name);
}

const header = (page: Page) => page.getByRole("banner");

for (const section of sections) {
  for (const path of section.pages) {
    test(`${path} marks ${section.name} as the current page, wide and in the phone menu`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expectCurrent(header(page), section.name, path);

      await page.setViewportSize({ width: 390, height: 844 });
      await header(page).getByRole("button", { name: "Menu", exact: true }).click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await expectCurrent(header(page), section.name, path);
    });
  }
}

test("the home page marks no section as current", async ({ page }) => {
  await page.goto("/");
  await expect(header(page).locator('[aria-current="page"]')).toHaveCount(0);
});
