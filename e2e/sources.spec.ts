import { addDays, ownerDate } from "../leads/owner/clock.ts";
import { daysTitle, readPeriod } from "../leads/owner/sources/periods.ts";
import { expect, test } from "./fixtures.ts";
import { violationsAtEachWidthAndTheme } from "./support/axe.ts";
import { companyClock, lastMonthsLeads, ownerToken, storeLastMonthsLeads } from "./support/owner.ts";

// The Sources view as its owner uses it, in Chromium (the period menu in every engine is a journey of
// engines/journeys.ts): last month's leads by channel, a channel's link to exactly its leads, days changed by hand,
// and the view with its picture accessible at a phone's and a laptop's width, light and dark.
test.use({ httpCredentials: { username: "owner", password: ownerToken } });

test.beforeEach(async ({ leads }) => {
  await storeLastMonthsLeads(leads.database);
});

const lastMonthPage = async (page: import("@playwright/test").Page) => {
  await page.goto("/api/leads/sources");
  await page.getByLabel("Period").selectOption({ label: "Last month" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByLabel("Period")).toHaveValue("last-month");
};

test("last month's leads by channel, first, each channel linking to exactly its leads", async ({ page }) => {
  await lastMonthPage(page);
  const channels = page.getByRole("table", { name: "By channel" });
  await expect(page.locator("main section h2").first()).toHaveText("By channel");
  for (const [channel, count] of Object.entries(lastMonthsLeads)) {
    await expect(channels.getByRole("row").filter({ hasText: channel }).getByRole("cell").nth(1)).toHaveText(
      String(count),
    );
  }
  await channels.getByRole("link", { name: "AI Assistants" }).click();
  await expect(page.getByText("whose channel is")).toBeVisible();
  // Each card names its lead first; its email and phone links follow.
  const names = page.locator("ol.leads > li > .row:first-child > a");
  await expect(names).toHaveText(
    Array.from(
      { length: lastMonthsLeads["AI Assistants"] },
      (_, n) => `Sources AI Assistants ${String(lastMonthsLeads["AI Assistants"] - n)}`,
    ),
  );
});

test("days changed under the menu are a custom range, and the figures of the picture are its text", async ({
  page,
}) => {
  await lastMonthPage(page);
  const today = ownerDate(Date.now(), companyClock);
  const month = readPeriod((part) => (part === "period" ? "last-month" : undefined), today);
  const from = addDays(month.from, 9);
  await page.getByLabel("From").fill(from);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByLabel("Period")).toHaveValue("custom");
  await expect(page.getByRole("heading", { level: 2 }).first()).toContainText(
    daysTitle({ from, to: month.to }, companyClock),
  );
  const picture = page.getByRole("img", { name: /^Leads per day, by channel/ });
  await expect(picture).toBeVisible();
  await page.getByText("The figures").click();
  await expect(page.getByRole("table").first().getByRole("columnheader").first()).toHaveText("Day");
});

test("the Sources view and its picture have no axe violation at 390 and 1280 px, light and dark", async ({ page }) => {
  await lastMonthPage(page);
  await page.getByText("The figures").click();
  expect(await violationsAtEachWidthAndTheme(page, [1280, 390])).toEqual([]);
});
