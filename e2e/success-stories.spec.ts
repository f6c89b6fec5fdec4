import { expect, test, type Page } from "@playwright/test";
import { redirects } from "../src/config/redirects";
import { site } from "../src/config/site";
import { caseStudies } from "./content";

const accordion = (page: Page) => page.getByTestId("story-accordion");
const cards = (page: Page) => page.getByTestId("story-cards");
const trigger = (page: Page, title: string) =>
  accordion(page).getByRole("button", { name: new RegExp(RegExp.escape(title)) });

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the stories are an accordion, and the cards are hidden", async ({ page }) => {
    await page.goto("/success-stories");
    await expect(cards(page)).toBeHidden();
    await expect(accordion(page).getByRole("button")).toHaveCount(6);
    await expect(page.locator("astro-island")).toHaveCount(1);
  });

  test("one story opens at a time and the open one collapses again", async ({ page }) => {
    await page.goto("/success-stories");
    await page.waitForSelector("astro-island:not([ssr])");
    const [first, second] = caseStudies;
    if (!first || !second) throw new Error("expected at least two case studies");

    await trigger(page, first.title).click();
    await expect(trigger(page, first.title)).toHaveAttribute("aria-expanded", "true");
    const openPanel = accordion(page).getByRole("region", { name: new RegExp(RegExp.escape(first.title)) });
    await expect(openPanel).toContainText(first.challenge);
    await expect(openPanel).toContainText(first.solution);
    for (const result of first.results) await expect(openPanel).toContainText(result);
    await expect(openPanel.getByRole("link", { name: /Read the Full Case Study/ })).toHaveAttribute(
      "href",
      `/success-stories/${first.key}`,
    );

    await trigger(page, second.title).click();
    await expect(trigger(page, second.title)).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(page, first.title)).toHaveAttribute("aria-expanded", "false");
    await expect(accordion(page).getByRole("region")).toHaveCount(1);

    await trigger(page, second.title).click();
    await expect(trigger(page, second.title)).toHaveAttribute("aria-expanded", "false");
    await expect(accordion(page).getByRole("region")).toHaveCount(0);
  });

  test("the accordion works from the keyboard", async ({ page }) => {
    await page.goto("/success-stories");
    await page.waitForSelector("astro-island:not([ssr])");
    const [first, second] = caseStudies;
    if (!first || !second) throw new Error("expected at least two case studies");
    await trigger(page, first.title).focus();
    await page.keyboard.press("Enter");
    await expect(trigger(page, first.title)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(trigger(page, second.title)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger(page, second.title)).toHaveAttribute("aria-expanded", "true");
    await expect(trigger(page, first.title)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(trigger(page, second.title)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("on a wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the stories are cards with excerpts, the accordion is absent and no JavaScript loads", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/success-stories", { waitUntil: "networkidle" });
    await expect(accordion(page)).toBeHidden();
    const list = cards(page).getByRole("article");
    await expect(list).toHaveCount(6);
    for (const [i, story] of caseStudies.entries()) {
      const card = list.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(story.title);
      await expect(card).toContainText(story.category);
      const [challenge, solution] = await card.locator("dd").allTextContents();
      expect(Array.from(challenge ?? "").length).toBeLessThanOrEqual(101);
      expect(Array.from(solution ?? "").length).toBeLessThanOrEqual(121);
      expect(story.challenge.startsWith((challenge ?? "").replace(/…$/, ""))).toBe(true);
      expect(story.solution.startsWith((solution ?? "").replace(/…$/, ""))).toBe(true);
      await expect(card.getByRole("link", { name: /Read the Full Case Study/ })).toHaveAttribute(
        "href",
        `/success-stories/${story.key}`,
      );
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Request a Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(scripts).toEqual([]);
  });
});

for (const story of caseStudies) {
  test(`case study /success-stories/${story.key} has every section and link`, async ({ page }) => {
    const path = `/success-stories/${story.key}`;
    expect((await page.goto(path))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to All Case Studies" })).toHaveAttribute(
      "href",
      "/success-stories",
    );
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(story.title);
    await expect(main).toContainText(story.category);
    await expect(main.getByRole("region", { name: "The Challenge" })).toContainText(story.challenge);
    const solution = main.getByRole("region", { name: "Our Solution" });
    await expect(solution).toContainText(story.solution);
    await expect(solution.getByRole("list", { name: "Technologies Used" }).getByRole("listitem")).toHaveText(
      story.technologiesUsed,
    );
    await expect(main.getByRole("region", { name: "Key Results" }).getByRole("listitem")).toHaveText(story.results);

    const related = main.getByRole("navigation", { name: "Related Services" });
    for (const link of story.internalLinks)
      await expect(related.getByRole("link", { name: link.text })).toHaveAttribute("href", link.url);
    const cta = main.getByRole("region", { name: story.cta.title });
    await expect(cta.getByRole("link", { name: story.cta.buttonText })).toHaveAttribute("href", story.cta.link);

    const description = await page.locator("meta[name=description]").getAttribute("content");
    expect((story.results[0] ?? story.challenge).startsWith((description ?? "").replace(/…$/, ""))).toBe(true);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${site.defaultUrl}${path}`);
  });
}

test("the telehealth case study links exactly where the spec says", async ({ page }) => {
  await page.goto("/success-stories/telehealth-hospital-network");
  const main = page.getByRole("main");
  await expect(main.locator("a[href='/contact?industry=healthcare&service=telehealth']")).toHaveCount(1);
  await expect(main.locator("a[href='/services/custom-software-development?industry=healthcare']")).toHaveCount(1);
  await expect(main.locator("a[href='/services/ai-data-analytics?industry=healthcare']")).toHaveCount(1);
});

test("stories without their own call to action get the defaults", async ({ page }) => {
  const story = caseStudies.find((s) => s.cta.title === "Ready to Start?");
  if (!story) throw new Error("expected a story using the default call to action");
  await page.goto(`/success-stories/${story.key}`);
  const cta = page.getByRole("region", { name: "Ready to Start?" });
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

for (const [from, to] of Object.entries(redirects)) {
  test(`the old address ${from} leads to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${RegExp.escape(to)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
