import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRequests } from "./support/scripts.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { site } from "../src/config/site.ts";
import { blogCategories } from "../src/lib/blog/categories.ts";
import { isoDate } from "../src/lib/text/dates.ts";
import { posts } from "../testing/content.ts";
import { buildTime } from "../testing/build-moment.ts";

const byDate = posts.map((post) => ({ ...post, date: isoDate(post.date) }));
const categories = blogCategories.filter((c) => c.id !== "all").map((c) => [c.id, c.name] as const);
const cards = (page: Page) => page.locator("#articles").getByRole("article");
const titles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Blog categories" });
const searchbox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });

// Every list page is static HTML: each check runs with JavaScript off, and the pages load none at all.
test.describe("the blog list, with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog lists the newest six posts and links the next page", async ({ page }) => {
    expect(posts.length).toBeGreaterThan(6);
    await page.goto("/blog");
    await expect(titles(page)).toHaveText(byDate.slice(0, 6).map((p) => p.title));
    await expect(page.getByTestId("blog-count")).toHaveText(`Showing 1–6 of ${posts.length} articles`);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(titles(page)).toHaveText(byDate.slice(6, 12).map((p) => p.title));
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/blog\/page\/2$/);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("each category is its own page, marked current, listing only its posts", async ({ page }) => {
    await page.goto("/blog");
    await expect(categoryNav(page).getByRole("link", { name: "All Posts" })).toHaveAttribute("aria-current", "page");
    for (const [id, name] of categories) {
      await categoryNav(page).getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${id}$`));
      const expected = byDate.filter((p) => p.category === id);
      expect(expected.length).toBeGreaterThan(0);
      await expect(titles(page)).toHaveText(expected.slice(0, 6).map((p) => p.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(categoryNav(page).getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await expect(categoryNav(page).locator("[aria-current]")).toHaveCount(1);
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`/blog/category/${id}$`));
    }
  });

  test("the search form has a submit button and says plainly that searching needs JavaScript", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    await searchbox(page).fill("cloud");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=cloud$/);
    // The note is a <noscript>, which a browser with JavaScript off renders; the test browser's switch
    // does not change how it parses, so read the note from the page's HTML.
    const html = await (await request.get("/blog/search")).text();
    const note = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(note).toContain("Search runs in your browser and needs JavaScript, which is turned off.");
    for (const [id] of categories) expect(note).toContain(`href="/blog/category/${id}"`);
  });
});

test("list and category pages load no JavaScript", async ({ page }) => {
  const scripts = scriptRequests(page);
  for (const path of ["/blog", "/blog/page/2", "/blog/category/ai-automation"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(scripts).toEqual([]);
});

test.describe("search", () => {
  const hydrated = (page: Page) => page.waitForSelector("astro-island:not([ssr])");

  test("finds matching posts from every page of the blog", async ({ page }) => {
    // The oldest post is on page 2 of the list; search still finds it.
    const oldest = byDate.at(-1);
    if (!oldest) throw new Error("no posts");
    const word = oldest.title.split(" ").find((w) => w.length > 6) ?? oldest.title;
    await page.goto("/blog");
    await searchbox(page).fill(word);
    await searchbox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${encodeURIComponent(word)}$`));
    await hydrated(page);
    await expect(titles(page)).toContainText([oldest.title]);
    await expect(page.getByTestId("blog-count")).toContainText(`matching “${word}”`);
    await expect(searchbox(page)).toHaveValue(word);
  });

  test("searches again in place, keeps the address, and the back button restores the last results", async ({
    page,
  }) => {
    await page.goto("/blog/search?q=cloud");
    await hydrated(page);
    await expect(cards(page).first()).toContainText(/cloud/i);
    const cloud = await cards(page).count();
    expect(cloud).toBeGreaterThan(0);
    expect(cloud).toBeLessThan(posts.length);

    await searchbox(page).fill("quantum basket weaving");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=quantum\+basket\+weaving$/);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No articles match “quantum basket weaving”.")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/q=cloud$/);
    await expect(cards(page)).toHaveCount(cloud);
  });

  test("without a query the page requests no script; typing loads the search, and the words stay", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/blog/search", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    // Focus alone is not a search: nothing loads until the visitor types.
    await searchbox(page).focus();
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await page.route("**/_astro/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => undefined);
    });
    await page.keyboard.type("cloud");
    await page.keyboard.press("Enter");
    await hydrated(page);
    await expect(searchbox(page)).toHaveValue("cloud");
    await expect(page).toHaveURL(/\/blog\/search\?q=cloud$/);
    await expect(cards(page).first()).toContainText(/cloud/i);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test("the results page stays out of search engines", async ({ page }) => {
    await page.goto("/blog/search");
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  });
});

test("the blog links its RSS feed, and the feed lists every post", async ({ page, request }) => {
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: pageCopy.blogPage.rssLink })).toHaveAttribute("href", "/rss.xml");
  await expect(page.locator("head link[rel=alternate][type='application/rss+xml']")).toHaveAttribute(
    "href",
    "/rss.xml",
  );
  const feed = await (await request.get("/rss.xml")).text();
  for (const post of posts) expect(feed).toContain(`<link>${site.defaultUrl}/blog/${post.id}</link>`);
});

/** The page's JSON-LD block of one type (pages also carry a BreadcrumbList). */
async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator("script[type='application/ld+json']").allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d["@type"] === type);
  expect(data, `${type} JSON-LD`).toBeDefined();
  return data ?? {};
}

for (const post of byDate) {
  test(`article /blog/${post.id} has its sections, links and JSON-LD`, async ({ page }) => {
    const path = `/blog/${post.id}`;
    expect((await page.goto(path))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: pageCopy.blogPage.article.back })).toHaveAttribute("href", "/blog");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(main.locator(`time[datetime="${post.date}"]`)).toHaveText(
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(post.date)),
    );
    await expect(main.getByRole("img").first()).toBeVisible();
    expect(await main.locator(".prose-article h2").count()).toBeGreaterThanOrEqual(3);
    const words = post.body.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(800);
    const body = main.locator(".prose-article");
    await expect(body.locator("a[href='/contact']").first()).toBeAttached();
    await expect(body.locator("a[href^='/services/']").first()).toBeAttached();
    await expect(body.locator("a[href='/success-stories']").first()).toBeAttached();

    const ld = await structuredData(page, "BlogPosting");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      dateModified: post.date,
      url: `${site.defaultUrl}${path}`,
      author: { "@type": "Organization", name: site.name },
      publisher: { "@type": "Organization", name: site.name },
    });
    expect(typeof ld["description"]).toBe("string");
    expect(String(ld["image"])).toMatch(/^https:\/\//);
    expect((ld["publisher"] as Record<string, unknown>)["logo"]).toBeTruthy();
  });
}

test("case study pages emit CreativeWork JSON-LD", async ({ page }) => {
  await page.goto("/success-stories/telehealth-hospital-network");
  const ld = await structuredData(page, "CreativeWork");
  expect(ld).toMatchObject({ "@type": "CreativeWork", author: { name: site.name }, publisher: { name: site.name } });
  expect(ld["dateModified"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("legal pages show the build date as Last Updated", async ({ page }) => {
  const buildDay = isoDate(buildTime);
  const pages = [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last Updated:")).toBeVisible();
    await expect(page.locator(`time[datetime="${buildDay}"]`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  }
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).toContainText("form-forwarding service");
});

test("the thank-you page confirms, promises a reply and offers next steps", async ({ page }) => {
  await page.goto("/thank-you");
  const main = page.getByRole("main");
  const copy = pageCopy.thankYouPage;
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.title);
  await expect(main).toContainText(copy.lead);
  for (const link of copy.next.links)
    await expect(main.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
});
