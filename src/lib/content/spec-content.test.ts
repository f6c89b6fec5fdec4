import { describe, expect, it } from "vitest";
import { caseStudies, industries, leaders, posts, services, testimonials } from "../../../testing/content.ts";
import { fillBlanks } from "../text/grammar.ts";
import { pageCopy } from "./page-copy.ts";

// The spec's counts and names, checked against the content the site ships. Browser tests take their counts
// from the content, so an editor who adds or removes an entry keeps them green; this is where a change that
// leaves the spec is seen, by the person who changes the content.

describe("the shipped content matches the spec", () => {
  it("offers the spec's eleven services on the home page, by their slugs", () => {
    expect(
      services
        .filter((s) => s.onHome)
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      [
        "custom-software-development",
        "mobile-app-development",
        "web-app-development",
        "ai-data-analytics",
        "cloud-migration",
        "ui-ux-design",
        "api-integration",
        "saas-product-development",
        "it-consulting",
        "cybersecurity",
        "qa-testing",
      ].sort(),
    );
    expect(services).toHaveLength(12);
  });

  it("serves the spec's thirteen industries", () => {
    expect(industries.map((i) => i.id).sort()).toEqual(
      [
        "education",
        "healthcare",
        "real-estate",
        "ecommerce",
        "financial-services",
        "retail",
        "travel",
        "sports",
        "food-beverage",
        "manufacturing",
        "logistics",
        "non-profit",
        "government",
      ].sort(),
    );
  });

  it("tells six success stories, the telehealth one among them, three on the home page", () => {
    expect(caseStudies).toHaveLength(6);
    expect(caseStudies.map((s) => s.id)).toContain("telehealth-hospital-network");
    expect(caseStudies.filter((s) => s.featuredOnHome).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the spec's three articles with their dates, three leaders and three home testimonials", () => {
    const byId = new Map(posts.map((p) => [p.id, p.date.toISOString().slice(0, 10)]));
    expect(byId.get("ai-in-healthcare")).toBe("2025-05-28");
    expect(byId.get("cloud-security-myths")).toBe("2025-05-20");
    expect(byId.get("retail-conversion-boost")).toBe("2025-05-15");
    expect(leaders).toHaveLength(3);
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
  });

  it("uses the spec's words on the pages that carry them", () => {
    const { homePage: home, servicesPage, industriesPage, portfolioPage } = pageCopy;
    expect([home.hero.primary, ...home.hero.secondary]).toEqual([
      { label: "Request a Consultation", href: "/contact" },
      { label: "Explore Our Services", href: "/services" },
      { label: "Explore Success Stories", href: "/success-stories" },
    ]);
    expect(
      [home.industries, home.successStories, home.testimonials, home.values, home.insights].map((b) => b.title),
    ).toEqual([
      "Industries We Serve",
      "Our Success Stories",
      "What Our Clients Say",
      "Your Trusted Partner in Digital Transformation",
      "Latest Insights & News",
    ]);
    expect(home.values.tiles).toHaveLength(4);
    expect(home.cta.action).toEqual({ label: "Get Your Free Quote", href: "/contact" });
    expect(servicesPage.cardLink).toBe("Learn More");
    expect(servicesPage.cta.action).toEqual({ label: "Request a Consultation", href: "/contact" });
    const { servicePage } = servicesPage;
    expect([
      servicePage.offerTitle,
      servicePage.approachTitle,
      servicePage.readingTitle,
      servicePage.readingLink,
    ]).toEqual(["What We Offer", "Our Approach", "Case Studies & Insights", "Read More"]);
    expect(fillBlanks(servicePage.whyTitle, { company: "Acme" })).toBe("Why Choose Acme");
    expect(industriesPage.cardLink).toBe("Explore");
    expect(industriesPage.moreSolutions).toBe("And more...");
    const { industryPage } = industriesPage;
    expect([industryPage.solutionsTitle, industryPage.resultsTitle, industryPage.insightsTitle]).toEqual([
      "Solutions We Offer",
      "Key Results We Deliver",
      "Further Insights",
    ]);
    expect([industryPage.articleLink, industryPage.caseLink, industryPage.notFound]).toEqual([
      "Read Article",
      "View Case Study",
      "Industry data not found.",
    ]);
    expect(fillBlanks(industryPage.ctaAction, { industry: "Retail" })).toBe("Talk to a Retail Specialist");
    expect(portfolioPage.title).toBe("Our Success Stories");
  });
});
