import { expect, test } from "@playwright/test";
import { leaders, portfolio as items, services } from "./content";

test("the portfolio is titled Our Success Stories and links every project", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Success Stories");
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
    await expect(card.getByRole("link", { name: /View Project/ })).toHaveAttribute("href", `/portfolio/${item.id}`);
  }
});

for (const item of items) {
  test(`portfolio item /portfolio/${item.id} shows its details`, async ({ page }) => {
    expect((await page.goto(`/portfolio/${item.id}`))?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(item.title);
    await expect(main).toContainText(item.description);
    await expect(main.getByRole("region", { name: "The Problem" })).toContainText(item.problem);
    await expect(main.getByRole("region", { name: "Our Approach" })).toContainText(item.approach);
    await expect(main.getByRole("region", { name: "The Result" })).toContainText(item.outcome);
    await expect(main.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText(item.technologies);
    const related = main.getByRole("navigation", { name: "Services behind this project" });
    for (const id of item.relatedServices) {
      const service = services.find((s) => s.id === id);
      await expect(related.getByRole("link", { name: service?.title ?? id })).toHaveAttribute(
        "href",
        `/services/${id}`,
      );
      // The service's own card text stays on its page: a project page says what was done here.
      if (service) await expect(main).not.toContainText(service.description);
    }
    await expect(main.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/contact");
  });
}

test("the about page tells the story, values, leaders, approach and ends at contact", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Our story" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Our mission" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Our vision" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Our core values" }).getByRole("heading", { level: 3 })).toHaveText([
    "Innovation",
    "Client Collaboration",
    "Excellence",
    "Integrity",
  ]);
  const leadership = main.getByRole("region", { name: "Leadership" });
  await expect(leadership.getByRole("article")).toHaveCount(leaders.length);
  for (const leader of leaders) {
    await expect(leadership.getByRole("heading", { name: leader.name })).toBeVisible();
    await expect(leadership).toContainText(leader.role);
    await expect(leadership).toContainText(leader.bio);
    await expect(leadership.getByRole("img", { name: `Portrait monogram for ${leader.name}` })).toBeVisible();
  }
  await expect(main.getByRole("region", { name: "How we work" }).locator("ol > li")).toHaveCount(3);
  await expect(
    main.getByRole("region", { name: "Work with a team that stays" }).getByRole("link", { name: "Contact Us" }),
  ).toHaveAttribute("href", "/contact");
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
});
