import { expect, test } from "./fixtures.ts";
import { site } from "../src/config/site.ts";
import { fillBlanks } from "../src/lib/text/grammar.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { crossLinkTarget } from "./cross-links.ts";
import { caseStudies, industries } from "../testing/content.ts";

const { industriesPage: copy } = pageCopy;
const labels = copy.industryPage;
const byName = [...industries].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
const characters = (text: string) => Array.from(new Intl.Segmenter().segment(text)).length;

test("the industries list shows every industry, sorted by name, with previews", async ({ page }) => {
  await page.goto("/industries");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(industries.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(byName.map((i) => i.name));

  for (const [i, industry] of byName.entries()) {
    const card = cards.nth(i);
    const intro = (await card.locator("p").first().textContent()) ?? "";
    expect(characters(intro)).toBeLessThanOrEqual(121);
    expect(industry.introParagraph.startsWith(intro.replace(/…$/, ""))).toBe(true);

    const preview = card.getByRole("list", { name: `${industry.name} solutions` }).getByRole("listitem");
    const expected = industry.solutions.slice(0, 3).map((s) => s.title);
    if (industry.solutions.length > 3) expected.push(copy.moreSolutions);
    await expect(preview).toHaveText(expected);
    await expect(card.getByRole("link", { name: new RegExp(`^${copy.cardLink}`) })).toHaveAttribute(
      "href",
      `/industries/${industry.id}`,
    );
  }
});

for (const industry of industries) {
  test(`industry page /industries/${industry.id} has every section`, async ({ page }) => {
    const path = `/industries/${industry.id}`;
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page).toHaveTitle(`${industry.metaTitle} | ${site.name}`);
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", industry.metaDescription);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${site.defaultUrl}${path}`);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(industry.heroTitle);
    await expect(main).toContainText(industry.introParagraph);
    // The industry's photograph, or without one its drawn illustration with its icon (the drawing's ::after).
    if (industry.image) await expect(main.locator("picture img")).toHaveAttribute("alt", industry.imageAlt);
    else {
      const drawn = await main
        .getByRole("img", { name: industry.imageAlt })
        .evaluate((visual) => getComputedStyle(visual, "::after").maskImage);
      expect(drawn).toContain(`#${industry.icon}")`);
    }

    const solutions = main.getByRole("region", { name: labels.solutionsTitle });
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(industry.solutions.map((s) => s.title));
    // Each solution draws its icon from its own inline --icon (`.feature.has-icon`).
    await expect(solutions.locator("li .has-icon")).toHaveCount(industry.solutions.length);
    for (const [i, solution] of industry.solutions.entries())
      await expect(solutions.locator("li .has-icon").nth(i)).toHaveAttribute(
        "style",
        new RegExp(`#${solution.icon}\\)`),
      );

    // A case study's results are shown as typed there, named and linked; then the industry's own.
    const results = main.getByRole("region", { name: labels.resultsTitle });
    const stories = industry.provenBy.map((id) => caseStudies.find((story) => story.id === id));
    await expect(results).toHaveCount(industry.results.length + stories.length > 0 ? 1 : 0);
    for (const story of stories) {
      if (!story) throw new Error(`${industry.id} names a case study that does not exist`);
      for (const result of story.results) await expect(results).toContainText(result);
      const links = results.getByRole("link", { name: `Case study: ${story.title}` });
      await expect(links).toHaveCount(story.results.length);
      await expect(links.first()).toHaveAttribute("href", `/success-stories/${story.id}`);
    }
    for (const result of industry.results)
      await expect(results).toContainText(`${result.metric} ${result.description}`);

    // Each card's title is the linked entry's own heading, and its link needs no redirect.
    const related = industry.relatedContent;
    const insights = main.getByRole("region", { name: labels.insightsTitle });
    await expect(insights).toHaveCount(related.length > 0 ? 1 : 0);
    await expect(insights.getByRole("heading", { level: 3 })).toHaveCount(related.length);
    for (const [i, item] of related.entries()) {
      const { href, heading } = await crossLinkTarget(page.request, item);
      const label = item.type === "blog" ? labels.articleLink : labels.caseLink;
      await expect(insights.getByRole("heading", { level: 3 }).nth(i)).toHaveText(heading);
      const link = insights.getByRole("link").nth(i);
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAccessibleName(new RegExp(`^${label}`));
    }

    const [quote] = industry.testimonial;
    if (quote) await expect(main.getByRole("blockquote")).toContainText(quote.quote);
    else await expect(main.locator("blockquote")).toHaveCount(0);

    const ctaName = fillBlanks(labels.ctaAction, { industry: industry.name });
    const query = new URLSearchParams({ industry: industry.name.toLowerCase().replace(/\s+/g, "-") }).toString();
    await expect(main.getByRole("link", { name: ctaName })).toHaveAttribute("href", `/contact?${query}`);
  });
}

test("an unknown industry answers 404 saying the industry is not found", async ({ page }) => {
  for (const path of ["/industries/aerospace", "/industries/404"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels.notFound);
    await expect(page.getByRole("link", { name: labels.back })).toHaveAttribute("href", "/industries");
  }
});
