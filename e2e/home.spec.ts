import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRequests } from "./support/scripts.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { rememberLanding } from "../src/lib/visit/landing.ts";
import { caseStudies, industries, services, testimonials } from "../testing/content.ts";

// The home page's words and its cards' links, as the content holds them. Each service and industry card is one
// link whose name is all it says, its cue (Learn More, Explore) last.
const homeCopy = pageCopy.homePage;
const serviceLink = new RegExp(`${pageCopy.servicesPage.cardLink}$`);
const industryLink = new RegExp(`${pageCopy.industriesPage.cardLink}$`);

// What the home page must link: the services marked for it, and every industry.
const serviceIds = services.filter((s) => s.onHome).map((s) => s.id);
const industryIds = industries.map((i) => i.id);

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const hrefs = async (links: Locator) =>
  Promise.all((await links.all()).map(async (l) => (await l.getAttribute("href")) ?? ""));

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows every section of the spec, in order", async ({ page }) => {
    const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const { services, industries, successStories, testimonials, values, insights, cta } = homeCopy;
    expect(titles).toEqual(
      [services, industries, successStories, testimonials, values, insights, cta].map((band) => band.title),
    );
  });

  test("the hero offers its three buttons", async ({ page }) => {
    const hero = page.getByRole("region").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    for (const button of [homeCopy.hero.primary, ...homeCopy.hero.secondary]) {
      await expect(hero.getByRole("link", { name: button.label })).toHaveAttribute("href", button.href);
    }
  });

  test("every home-page service card leads to its service page", async ({ page }) => {
    const band = section(page, homeCopy.services.title);
    const links = band.getByRole("link", { name: serviceLink });
    expect((await hrefs(links)).sort()).toEqual(serviceIds.map((id) => `/services/${id}`).sort());
    // Each names its service, under a heading of its own.
    for (const service of services.filter((s) => s.onHome)) {
      const card = links.filter({ has: page.getByRole("heading", { level: 3, name: service.title, exact: true }) });
      await expect(card).toHaveAttribute("href", `/services/${service.id}`);
    }
  });

  test("every industry, four to a row, with 100-character intros", async ({ page }) => {
    const industries = section(page, homeCopy.industries.title);
    const cards = industries.getByRole("link", { name: industryLink });
    expect((await hrefs(cards)).sort()).toEqual(industryIds.map((id) => `/industries/${id}`).sort());

    for (const intro of await cards.locator("p").allTextContents()) {
      expect(Array.from(new Intl.Segmenter().segment(intro)).length).toBeLessThanOrEqual(101);
    }
    const columns = await cards
      .first()
      .locator("xpath=..")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(4);
  });

  test("up to three featured success stories and a link to all of them", async ({ page }) => {
    const stories = section(page, homeCopy.successStories.title);
    await expect(stories.getByRole("article")).toHaveCount(
      Math.min(3, caseStudies.filter((s) => s.featuredOnHome).length),
    );
    for (const href of await hrefs(stories.getByRole("article").getByRole("link"))) {
      expect(href).toMatch(/^\/success-stories\/[a-z-]+$/);
    }
    const { link } = homeCopy.successStories;
    await expect(stories.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  });

  test("up to three testimonials, each with five stars announced to screen readers", async ({ page }) => {
    const quotes = section(page, homeCopy.testimonials.title).getByRole("figure");
    await expect(quotes).toHaveCount(Math.min(3, testimonials.length));
    for (const quote of await quotes.all()) {
      await expect(quote.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible();
      // Five 20 px stars drawn as one masked row: a missing mask would paint a solid bar, a wrong size fewer stars.
      const stars = quote.locator(".stars");
      expect(await stars.boundingBox()).toMatchObject({ width: 116, height: 20 });
      expect(await stars.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(
        /\/icons\.[\w-]+\.svg#star-solid"\)$/,
      );
    }
  });

  test("its value tiles", async ({ page }) => {
    await expect(section(page, homeCopy.values.title).getByRole("heading", { level: 3 })).toHaveCount(
      homeCopy.values.tiles.length,
    );
  });

  test("latest insights link to their articles and to the blog", async ({ page }) => {
    const insights = section(page, homeCopy.insights.title);
    await expect(insights.getByRole("article").first()).toBeVisible();
    for (const href of await hrefs(insights.getByRole("article").getByRole("link"))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    }
    const { link } = homeCopy.insights;
    await expect(insights.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  });

  test("ends with its call to action to the contact page", async ({ page }) => {
    const { title, action } = homeCopy.cta;
    // The heading says what the visitor gets; the button what to do.
    expect(title).not.toBe(action.label);
    await expect(section(page, title).getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  });
});

test.describe("home page on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps every section within ten screens: compact service and industry cards, stories in a swipe", async ({
    page,
  }) => {
    await page.goto("/");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: "height at 390 px", description: `${height} px` });
    // Ten screens of a 844 px phone. An editor who adds many services or industries may meet this limit: the
    // cards' grid is where to look then, not this number.
    expect(height).toBeLessThanOrEqual(844 * 10);
    // The swiping rows scroll inside themselves; the page never pans sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Each service and industry card shrinks to its name, the whole card its link.
    const services = section(page, homeCopy.services.title).getByRole("link", { name: serviceLink });
    expect((await hrefs(services)).sort()).toEqual(serviceIds.map((id) => `/services/${id}`).sort());
    const industries = section(page, homeCopy.industries.title).getByRole("link", { name: industryLink });
    expect((await hrefs(industries)).sort()).toEqual(industryIds.map((id) => `/industries/${id}`).sort());
    for (const link of [services.first(), industries.first()]) {
      expect((await link.boundingBox())?.height).toBeLessThan(100);
      await expect(link.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(link.locator("p")).toBeHidden();
    }

    // Stories, quotes and articles sit side by side, the next one showing at the edge.
    for (const { title } of [homeCopy.successStories, homeCopy.testimonials, homeCopy.insights]) {
      const items = section(page, title).locator("article, figure");
      if ((await items.count()) < 2) continue;
      const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
      expect(second?.y, title).toBe(first?.y);
      expect(second?.x ?? 0, title).toBeLessThan(390);
    }
  });
});

for (const width of [390, 1280]) {
  test(`the home page loads no JavaScript file and runs only the visit script at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const scripts = scriptRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    // The one inline script every page carries (src/lib/visit/landing.ts; npm run budget holds its size).
    expect(await page.locator("script:not([type='application/ld+json'])").allTextContents()).toEqual([rememberLanding]);
  });
}

test("the page requests nothing from any other host", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "")) foreign.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(foreign).toEqual([]);
});
