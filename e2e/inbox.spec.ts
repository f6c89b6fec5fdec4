import { addDays, ownerDate } from "../leads/owner/clock.ts";
import { expect, test } from "./fixtures.ts";
import { violationsAtEachWidthAndTheme } from "./support/axe.ts";
import { companyClock, ownerToken, pendingLeadsCount, storePendingLeads } from "./support/owner.ts";
import { site } from "../src/config/site.ts";
import { controlBorderContrasts } from "./support/control-contrast.ts";

// The inbox as its owner acts from it, in Chromium (the same walk in Firefox and WebKit is a journey of
// engines/journeys.ts): from the Pending view's second page, open a lead, reply, resend it while the form service
// fails, and come back to the same page; at a phone's and a laptop's width, light and dark.
test.use({ httpCredentials: { username: "owner", password: ownerToken } });

for (const [index, width] of [390, 1280].entries()) {
  test(`at ${width} px, from the Pending view's second page an owner opens a lead, replies, resends it while the form service fails, and comes back`, async ({
    page,
    leads,
    formService,
  }) => {
    test.setTimeout(60_000);
    // A day of its own for each width: the worker's site keeps the leads of every test.
    const day = addDays(ownerDate(Date.now(), companyClock), -80 - index);
    const tag = `w${String(index + 1)}`;
    await storePendingLeads(leads.database, day, tag);
    await page.setViewportSize({ width, height: 844 });

    // The owner chooses the Pending view of that day from the filters, as from the menu and the date boxes.
    await page.goto("/api/leads");
    // The filters are folded into one line, so a phone's first screen shows leads: the owner opens them.
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Status").selectOption({ label: "Pending" });
    await page.getByLabel("From").fill(day);
    await page.getByLabel("To").fill(day);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("heading", { name: /^Pending: / })).toHaveText(
      `Pending: 1–50 of ${String(pendingLeadsCount)}, newest first`,
    );
    // On a phone's first screen (Safari shows 664 px of an iPhone's 844), the first lead whole.
    const firstCard = page.locator("ol.leads > li").first();
    const box = await firstCard.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(664);
    await page.locator("summary", { hasText: "Filters" }).click();
    expect(await page.evaluate(controlBorderContrasts)).toHaveLength(5);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const weak = (await page.evaluate(controlBorderContrasts)).filter((control) => control.ratio < 3);
      expect(weak, `${colorScheme}: control borders under 3:1`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: "light" });

    await page
      .getByRole("navigation", { name: "Pages of this view", exact: true })
      .getByRole("link", { name: "Older" })
      .click();
    const range = `51–${String(pendingLeadsCount)} of ${String(pendingLeadsCount)}`;
    await expect(page.getByRole("heading", { name: /^Pending: / })).toHaveText(`Pending: ${range}, newest first`);
    await expect(page.getByRole("navigation", { name: /^Pages of this view/ })).toContainText([range, range]);
    const secondPage = page.url();
    expect(await violationsAtEachWidthAndTheme(page, [width])).toEqual([]);

    // Arabic reads right to left, its full stop at its end.
    const arabic = page.locator("ol.leads .excerpt").filter({ hasText: "نحتاج" });
    expect(await arabic.evaluate((element) => element.matches(":dir(rtl)"))).toBe(true);

    const name = `Pending ${tag} 53`;
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const email = `pending-${tag}-53@example.com`;
    await expect(page.getByRole("link", { name: `Email ${email}` })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent(`Re: your message to ${site.name} about Cloud Migration`)}`,
    );
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", "tel:+13075550142");

    formService.failOnly(name);
    try {
      await page.getByRole("button", { name: "Resend now" }).click();
      const notice = page.getByRole("status");
      await expect(notice).toHaveCount(1);
      await expect(notice).toHaveText(/^Not sent: the form service answered HTTP 500\. It is kept, next try .+\.$/);
      // Styled as a failure: the page's own color for what went wrong, never the one for what went through.
      const [border, bad] = await notice.evaluate((element) => [
        getComputedStyle(element).borderLeftColor,
        (() => {
          const probe = document.createElement("span");
          probe.style.color = "var(--bad)";
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        })(),
      ]);
      expect(border).toBe(bad);
      expect(await violationsAtEachWidthAndTheme(page, [width])).toEqual([]);

      // Still failing while the owner goes back, so the lead is still pending on that page.
      await page.getByRole("link", { name: "Back to the list" }).click();
      expect(page.url()).toBe(secondPage);
      await expect(page.getByRole("heading", { name: /^Pending: / })).toHaveText(`Pending: ${range}, newest first`);
    } finally {
      formService.failOnly(undefined);
    }
  });
}
