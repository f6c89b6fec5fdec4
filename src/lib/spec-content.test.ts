import { describe, expect, it } from "vitest";
import { caseStudies, industries, leaders, posts, services, testimonials } from "../../e2e/content";

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
});
