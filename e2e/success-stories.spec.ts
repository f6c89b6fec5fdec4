import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRequests } from "./support/scripts.ts";
import { projectFiles, settledAddresses } from "../src/integrations/addresses.ts";
import { site } from "../src/config/site.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { caseStudies, testimonials } from "../testing/content.ts";

const { successStoriesPage: copy } = pageCopy;
const labels = copy.casePage;
const readLink = new RegExp(copy.readLink);

const accordion = (page: Page) => page.getByTestId("story-accordion");
const cards = (page: Page) => page.getByTestId("story-cards");
/** A story's disclosure and its summary, the part a visitor clicks or focuses. */
const story = (page: Page, title: string) => accordion(page).locator("details").filter({ hasText: title });
const summary = (page: Page, title: string) => story(page, title).locator("summary");

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every story's full text is in the HTML, and the page loads no JavaScript", async ({ page, request }) => {
    const html = await (await request.get("/success-stories")).text();
    const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
    for (const { title, challenge, solution, results, id } of caseStudies) {
      for (const part of [title, challenge, solution, ...results]) expect(text).toContain(part);
      expect(text).toContain(`href="/success-stories/${id}"`);
    }
    expect(html).not.toContain("<astro-island");

    const scripts = scriptRequests(page);
    await page.goto("/success-stories", { waitUntil: "networkidle" });
    await expect(cards(page)).toBeHidden();
    await expect(accordion(page).locator("summary")).toHaveCount(caseStudies.length);
    expect(scripts).toEqual([]);
  });

  test("each closed story shows its headline result", async ({ page }) => {
    await page.goto("/success-stories");
    for (const { title, results } of caseStudies) {
      await expect(story(page, title)).not.toHaveAttribute("open");
      if (results[0]) await expect(summary(page, title)).toContainText(results[0]);
      if (results[0]) await expect(summary(page, title)).toBeVisible();
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`one story opens at a time and the open one collapses again (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/success-stories");
      const [first, second] = caseStudies;
      if (!first || !second) throw new Error("expected at least two case studies");
      await expect(accordion(page).locator("details[open]")).toHaveCount(0);

      await summary(page, first.title).click();
      await expect(story(page, first.title)).toHaveAttribute("open", "");
      const openPanel = story(page, first.title);
      for (const part of [first.challenge, first.solution, ...first.results])
        await expect(openPanel).toContainText(part);
      await expect(openPanel.getByRole("link", { name: readLink })).toBeVisible();
      await expect(openPanel.getByRole("link", { name: readLink })).toHaveAttribute(
        "href",
        `/success-stories/${first.id}`,
      );

      await summary(page, second.title).click();
      await expect(story(page, second.title)).toHaveAttribute("open", "");
      await expect(story(page, first.title)).not.toHaveAttribute("open");
      await expect(accordion(page).locator("details[open]")).toHaveCount(1);
      await expect(story(page, first.title).getByText(first.challenge)).toBeHidden();

      await summary(page, second.title).click();
      await expect(accordion(page).locator("details[open]")).toHaveCount(0);
      await context.close();
    });
  }

  test("the accordion works from the keyboard and tells screen readers what is open", async ({ page }) => {
    await page.goto("/success-stories");
    const [first, second] = caseStudies;
    if (!first || !second) throw new Error("expected at least two case studies");
    await summary(page, first.title).focus();
    // Exposed as an expandable control named by the story's title, with its state.
    const snapshot = await summary(page, first.title).ariaSnapshot();
    expect(snapshot).toContain(first.title);
    await page.keyboard.press("Enter");
    await expect(story(page, first.title)).toHaveAttribute("open", "");
    // Tab reaches the open story's link, then the next story.
    await page.keyboard.press("Tab");
    await expect(story(page, first.title).getByRole("link", { name: readLink })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(summary(page, second.title)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(story(page, second.title)).toHaveAttribute("open", "");
    await expect(story(page, first.title)).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(accordion(page).locator("details[open]")).toHaveCount(0);
  });
});

test.describe("on a wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the stories are cards with excerpts, the accordion is absent and no JavaScript loads", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/success-stories", { waitUntil: "networkidle" });
    await expect(accordion(page)).toBeHidden();
    const list = cards(page).getByRole("article");
    await expect(list).toHaveCount(caseStudies.length);
    for (const [i, story] of caseStudies.entries()) {
      const card = list.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(story.title);
      await expect(card).toContainText(story.category);
      const [challenge, solution] = await card.locator("dd").allTextContents();
      expect(Array.from(challenge ?? "").length).toBeLessThanOrEqual(101);
      expect(Array.from(solution ?? "").length).toBeLessThanOrEqual(121);
      expect(story.challenge.startsWith((challenge ?? "").replace(/…$/, ""))).toBe(true);
      expect(story.solution.startsWith((solution ?? "").replace(/…$/, ""))).toBe(true);
      await expect(card.getByRole("link", { name: readLink })).toHaveAttribute("href", `/success-stories/${story.id}`);
    }
    await expect(page.getByRole("main").getByRole("link", { name: copy.cta.action.label })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(scripts).toEqual([]);
  });
});

for (const story of caseStudies) {
  test(`case study /success-stories/${story.id} has every section and link`, async ({ page }) => {
    const path = `/success-stories/${story.id}`;
    expect((await page.goto(path))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: labels.back })).toHaveAttribute("href", "/success-stories");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(story.title);
    await expect(main).toContainText(story.category);
    await expect(main.getByRole("region", { name: labels.challengeTitle })).toContainText(story.challenge);
    const solution = main.getByRole("region", { name: labels.solutionTitle });
    await expect(solution).toContainText(story.solution);
    await expect(solution.getByRole("list", { name: labels.technologiesTitle }).getByRole("listitem")).toHaveText(
      story.technologiesUsed,
    );
    await expect(main.getByRole("region", { name: labels.resultsTitle }).getByRole("listitem")).toHaveText(
      story.results,
    );

    const facts = main.getByRole("region", { name: labels.factsTitle });
    for (const fact of [story.industry, story.category, ...Object.values(story.engagement).filter(Boolean)])
      await expect(facts).toContainText(fact);
    const quote = testimonials.find((testimonial) => testimonial.caseStudy === story.id);
    await expect(main.getByRole("region", { name: labels.quoteTitle })).toHaveCount(quote ? 1 : 0);
    if (quote) await expect(main.getByRole("blockquote")).toContainText(quote.quote);

    // The next case (and the previous one, with three or more) are one click away, wrapping around.
    const at = caseStudies.indexOf(story);
    const next = caseStudies[(at + 1) % caseStudies.length];
    const others = main.getByRole("navigation", { name: labels.otherCases });
    if (next && next !== story)
      await expect(others.getByRole("link", { name: `${labels.next} ${next.title}` })).toHaveAttribute(
        "href",
        `/success-stories/${next.id}`,
      );

    const related = main.getByRole("navigation", { name: labels.relatedTitle });
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
  await page.goto(`/success-stories/${story.id}`);
  const cta = page.getByRole("region", { name: "Ready to Start?" });
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

const oldStories = settledAddresses(projectFiles(process.cwd())).moved.filter(({ to }) =>
  to.startsWith("/success-stories/"),
);
for (const { from, to } of oldStories) {
  test(`the old address ${from} leads to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe(to);
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${RegExp.escape(to)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
