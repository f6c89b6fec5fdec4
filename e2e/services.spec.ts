import { expect, test } from "./fixtures.ts";
import { site } from "../src/config/site.ts";
import { fillBlanks } from "../src/lib/text/grammar.ts";
import { drawingAlt } from "../src/lib/pictures/visual.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { crossLinkTarget } from "./cross-links.ts";
import { services } from "../testing/content.ts";

const { servicesPage: copy } = pageCopy;
const labels = copy.servicePage;
const cardLink = new RegExp(`^${copy.cardLink}`);

test.describe("services list", () => {
  test("shows every service as a card with icon, description, four details and its link", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(services.length);
    for (const [i, service] of services.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      // The service's own icon, painted through its view of the sprite.
      const tile = card.locator(".icon-tile");
      await expect(tile).toBeVisible();
      expect(await tile.evaluate((el) => getComputedStyle(el, "::before").maskImage)).toMatch(
        new RegExp(`/_astro/icons\\.[\\w-]+\\.svg#${service.icon}"\\)$`),
      );
      await expect(card).toContainText(service.description);
      await expect(card.getByRole("listitem")).toHaveText(service.details);
      await expect(card.getByRole("link", { name: cardLink })).toHaveAttribute("href", `/services/${service.id}`);
    }
    await expect(page.getByRole("link", { name: copy.cta.action.label })).toHaveAttribute("href", copy.cta.action.href);
  });

  test("the home page shows the services marked for it", async ({ page }) => {
    await page.goto("/");
    const onHome = services.filter((s) => s.onHome).map((s) => `/services/${s.id}`);
    // There each card is one link, its name all the card says, the cue last.
    const links = page
      .getByRole("region", { name: pageCopy.homePage.services.title })
      .getByRole("link", { name: new RegExp(`${copy.cardLink}$`) });
    await expect(links).toHaveCount(onHome.length);
  });
});

for (const service of services) {
  test(`service page /services/${service.id} has every section`, async ({ page }) => {
    const path = `/services/${service.id}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(`${service.metaTitle} | ${site.name}`);
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", service.metaDescription);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${site.defaultUrl}${path}`);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: labels.back })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(main).toContainText(service.subtitle);
    await expect(main).toContainText(service.introParagraph);
    // The service's photograph, or without one its drawn banner: its icon (the drawing's ::after), no text, and
    // words that name that icon.
    if (service.image) await expect(main.locator("picture img")).toHaveAttribute("alt", service.bannerImageAlt);
    else {
      const banner = main.getByRole("img", { name: drawingAlt(service.title, service.icon) });
      await expect(banner).toHaveText("");
      expect(await banner.evaluate((visual) => getComputedStyle(visual, "::after").maskImage)).toContain(
        `#${service.icon}")`,
      );
    }

    const offer = main.getByRole("region", { name: labels.offerTitle });
    await expect(offer.getByRole("heading", { level: 3 })).toHaveText(service.whatWeOffer.map((o) => o.title));

    const approach = main.getByRole("region", { name: labels.approachTitle });
    await expect(approach.locator("ol > li")).toHaveCount(service.ourApproach.length);
    await expect(approach.getByRole("heading", { level: 3 })).toHaveText(service.ourApproach.map((s) => s.title));
    await expect(approach.locator("ol > li span[aria-hidden]")).toHaveText(["1", "2", "3", "4", "5"]);

    const why = main.getByRole("region", { name: fillBlanks(labels.whyTitle, { company: site.name }) });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(service.whyChooseUs.map((r) => r.title));

    const cases = main.getByRole("region", { name: labels.readingTitle });
    const readMore = cases.getByRole("link", { name: new RegExp(`^${labels.readingLink}`) });
    await expect(readMore).toHaveCount(service.caseStudies.length);
    // Each card's title is the linked entry's own heading.
    for (const [i, item] of service.caseStudies.entries()) {
      const { href, heading } = await crossLinkTarget(page.request, item);
      await expect(readMore.nth(i)).toHaveAttribute("href", href);
      await expect(cases.getByRole("heading", { level: 3 }).nth(i)).toHaveText(heading);
    }

    const cta = main.getByRole("region", { name: service.cta.title });
    await expect(cta.getByRole("link", { name: service.cta.primaryText })).toHaveAttribute(
      "href",
      `/contact?service=${service.id}`,
    );
    await expect(cta.getByRole("link", { name: service.cta.secondaryText })).toHaveAttribute(
      "href",
      service.cta.secondaryLink,
    );
  });
}
