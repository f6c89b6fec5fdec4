import { expect, test } from "./fixtures.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { rememberLanding } from "../src/lib/visit/landing.ts";
import { leaders, portfolio as items, services } from "../testing/content.ts";

const { portfolioPage: portfolioCopy, aboutPage: aboutCopy } = pageCopy;
const projectCopy = portfolioCopy.projectPage;

test("the portfolio has its title and links every project", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioCopy.title);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(items.length);
  for (const [i, item] of items.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.title);
    await expect(card).toContainText(item.category);
    await expect(card).toContainText(item.industry);
    await expect(card).toContainText(item.outcome);
    await expect(
      card.getByRole("list", { name: `Technologies used in ${item.title}` }).getByRole("listitem"),
    ).toHaveText(item.technologies);
    await expect(card.getByRole("link", { name: new RegExp(`^${portfolioCopy.readLink}`) })).toHaveAttribute(
      "href",
      `/portfolio/${item.id}`,
    );
  }
});

for (const item of items) {
  test(`portfolio item /portfolio/${item.id} shows its details`, async ({ page }) => {
    expect((await page.goto(`/portfolio/${item.id}`))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: projectCopy.back })).toHaveAttribute("href", "/portfolio");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(item.title);
    await expect(main).toContainText(item.description);
    await expect(main.getByRole("region", { name: projectCopy.problemTitle })).toContainText(item.problem);
    await expect(main.getByRole("region", { name: projectCopy.approachTitle })).toContainText(item.approach);
    await expect(main.getByRole("region", { name: projectCopy.outcomeTitle })).toContainText(item.outcome);
    await expect(main.getByRole("list", { name: projectCopy.technologiesTitle }).getByRole("listitem")).toHaveText(
      item.technologies,
    );
    const related = main.getByRole("navigation", { name: projectCopy.servicesTitle });
    for (const id of item.relatedServices) {
      const service = services.find((s) => s.id === id);
      await expect(related.getByRole("link", { name: service?.title ?? id })).toHaveAttribute(
        "href",
        `/services/${id}`,
      );
      // The service's own card text stays on its page: a project page says what was done here.
      if (service) await expect(main).not.toContainText(service.description);
    }
    const { action } = portfolioCopy.cta;
    await expect(main.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  });
}

test("the about page tells the story, values, leaders, approach and ends at contact", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("heading", { name: aboutCopy.story.title })).toBeVisible();
  await expect(main.getByRole("region", { name: aboutCopy.mission.title })).toBeVisible();
  await expect(main.getByRole("region", { name: aboutCopy.vision.title })).toBeVisible();
  await expect(
    main.getByRole("region", { name: aboutCopy.values.title }).getByRole("heading", { level: 3 }),
  ).toHaveText(aboutCopy.values.tiles.map((tile) => tile.title));
  const leadership = main.getByRole("region", { name: aboutCopy.leaders.title });
  await expect(leadership.getByRole("article")).toHaveCount(leaders.length);
  for (const leader of leaders) {
    await expect(leadership.getByRole("heading", { name: leader.name })).toBeVisible();
    await expect(leadership).toContainText(leader.role);
    await expect(leadership).toContainText(leader.bio);
    // Their portrait, or without one their initials.
    if (leader.portrait) await expect(leadership.getByRole("img", { name: leader.portraitAlt })).toBeVisible();
    else await expect(leadership.getByRole("img", { name: `Portrait monogram for ${leader.name}` })).toBeVisible();
  }
  await expect(main.getByRole("region", { name: aboutCopy.approach.title }).locator("ol > li")).toHaveCount(
    aboutCopy.approach.steps.length,
  );
  const { title, action } = aboutCopy.cta;
  await expect(main.getByRole("region", { name: title }).getByRole("link", { name: action.label })).toHaveAttribute(
    "href",
    action.href,
  );
  // No script but the visit script every page carries (src/lib/visit/landing.ts).
  expect(await page.locator("script:not([type='application/ld+json'])").allTextContents()).toEqual([rememberLanding]);
});
