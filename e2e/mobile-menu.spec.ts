import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { mainNav } from "../src/config/site.ts";

test.use({ viewport: { width: 390, height: 844 } });

const menu = (page: Page) => page.locator("#mobile-menu");
const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the full navigation collapses into a toggle menu", async ({ page }) => {
      await page.goto("/");
      await expect(toggle(page)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Services" })).toBeHidden();
      await expect(menu(page)).toBeHidden();
    });

    test("the menu opens with every link and closes when a link is chosen", async ({ page }) => {
      await page.goto("/");
      await toggle(page).click();
      await expect(menu(page)).toBeVisible();
      for (const item of mainNav) {
        await expect(menu(page).getByRole("link", { name: item.name, exact: true })).toHaveAttribute("href", item.path);
      }
      await expect(menu(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

      await menu(page).getByRole("link", { name: "Blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(menu(page)).toBeHidden();
      await expect(toggle(page)).toBeVisible();
    });

    test("the menu closes with its close button and with Escape", async ({ page }) => {
      await page.goto("/");
      await toggle(page).click();
      await menu(page).getByRole("button", { name: "Close menu" }).click();
      await expect(menu(page)).toBeHidden();

      await toggle(page).click();
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
    });
  });
}

test("the menu works from the keyboard", async ({ page }) => {
  await page.goto("/");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  // The popover invoker's open state reaches assistive technology as "expanded"; read Chromium's own tree.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  const menuButton = nodes.find((n) => n.name?.value === "Menu");
  expect(menuButton?.properties?.find((p) => p.name === "expanded")?.value.value).toBe(true);
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("button", { name: "Close menu" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Services" })).toBeFocused();
});
