import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../src/config/site";

const blogDir = join(import.meta.dirname, "..", "src", "content", "blog");
const posts = readdirSync(blogDir)
  .filter((f) => f.endsWith(".md"))
  .map((file) => {
    const text = readFileSync(join(blogDir, file), "utf8");
    const front = (key: string) =>
      /^(\w+): "?(.*?)"?$/m.exec(text.split("\n").find((l) => l.startsWith(`${key}:`)) ?? "")?.[2] ?? "";
    const body = text.slice(text.indexOf("\n---", 4) + 4);
    return {
      slug: file.replace(/\.md$/, ""),
      title: front("title").replace(/\\"/g, '"'),
      date: front("date"),
      category: front("category"),
      body,
    };
  });

const cards = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");
const hydrated = (page: Page) => page.waitForSelector("astro-island:not([ssr])");

test("the blog shows six posts at a time and offers the rest", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  expect(posts.length).toBeGreaterThan(6);
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByTestId("blog-count")).toHaveText(`Showing 6 of ${posts.length} articles`);
  await page.getByRole("button", { name: `Show ${posts.length - 6} more article` }).click();
  await expect(cards(page)).toHaveCount(posts.length);
});

test("each category button narrows the list and updates the address", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const categories = page.getByRole("navigation", { name: "Blog categories" });
  for (const [id, name] of [
    ["industry-trends", "Industry Trends"],
    ["tech-innovations", "Tech Innovations"],
    ["company-news", "Company News"],
    ["ai-automation", "AI & Automation"],
  ] as const) {
    await categories.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${id}$`));
    const expected = posts.filter((p) => p.category === id);
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expected.map((p) => p.title));
    await expect(categories.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
});

test("search narrows the list, updates the address, and an empty result can be cleared", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Search articles" }).fill("cloud");
  await expect(page).toHaveURL(/\/blog\?q=cloud$/);
  await expect(cards(page).first()).toContainText(/cloud/i);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(posts.length);

  await page.getByRole("searchbox", { name: "Search articles" }).fill("quantum basket weaving");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No articles match “quantum basket weaving”.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(6);
});

test("a shared filtered address opens filtered, and the back button restores the previous filter", async ({ page }) => {
  await page.goto("/blog?category=tech-innovations");
  await hydrated(page);
  await expect(cards(page)).toHaveCount(posts.filter((p) => p.category === "tech-innovations").length);
  await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Company News" }).click();
  await expect(cards(page)).toHaveCount(posts.filter((p) => p.category === "company-news").length);
  await page.goBack();
  await expect(page).toHaveURL(/category=tech-innovations$/);
  await expect(cards(page)).toHaveCount(posts.filter((p) => p.category === "tech-innovations").length);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every post shows and the category buttons are plain links", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(
      page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Industry Trends" }),
    ).toHaveAttribute("href", "/blog?category=industry-trends");
  });
});

test("the blog links its RSS feed, and the feed lists every post", async ({ page, request }) => {
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: "Subscribe by RSS" })).toHaveAttribute("href", "/rss.xml");
  await expect(page.locator("head link[rel=alternate][type='application/rss+xml']")).toHaveAttribute(
    "href",
    "/rss.xml",
  );
  const feed = await (await request.get("/rss.xml")).text();
  for (const post of posts) expect(feed).toContain(`${site.defaultUrl}/blog/${post.slug}`);
});

/** The page's JSON-LD block of one type (pages also carry a BreadcrumbList). */
async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator("script[type='application/ld+json']").allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d["@type"] === type);
  expect(data, `${type} JSON-LD`).toBeDefined();
  return data ?? {};
}

for (const post of posts) {
  test(`article /blog/${post.slug} has its sections, links and JSON-LD`, async ({ page }) => {
    const path = `/blog/${post.slug}`;
    expect((await page.goto(path))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
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
  const today = new Date().toISOString().slice(0, 10);
  const pages = [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last Updated:")).toBeVisible();
    await expect(page.locator(`time[datetime="${today}"]`)).toBeVisible();
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
  await expect(main.getByRole("heading", { level: 1 })).toContainText("message has been sent");
  await expect(main).toContainText("typically within 24 business hours");
  for (const href of ["/services", "/success-stories", "/blog"])
    await expect(main.locator(`a[href='${href}']`)).toHaveCount(1);
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
});
