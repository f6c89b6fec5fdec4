import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Industry } from "../schemas/index.ts";
import { fillBlanks } from "../lib/text/grammar.ts";
import { pageCopy } from "../lib/content/page-copy.ts";
import { IndustryPage } from "./industry-page.tsx";

const copy = pageCopy.industriesPage.industryPage;

const industry: Industry = {
  id: "retail",
  name: "Retail",
  heroTitle: "Connected retail",
  metaTitle: "Retail",
  metaDescription: "Retail software.",
  introParagraph: "Inventory, POS and loyalty.",
  icon: "store",
  imageAlt: "Retail illustration",
  solutions: [{ title: "POS integration", description: "Tills in sync.", icon: "plug" }],
  provenBy: [],
  results: [],
  relatedContent: [],
  testimonial: [],
  formerAddresses: [],
};

describe("IndustryPage", () => {
  it("says the industry is not found when there is no record", () => {
    const html = renderToStaticMarkup(<IndustryPage copy={copy} industry={undefined} />);
    expect(html).toContain("<h1");
    expect(html).toContain(copy.notFound);
    expect(html).toContain('href="/industries"');
  });

  it("leaves out Key Results, Further Insights and the testimonial when the record has none", () => {
    const html = renderToStaticMarkup(<IndustryPage copy={copy} industry={industry} />);
    expect(html).toContain(copy.solutionsTitle);
    expect(html).not.toContain(copy.resultsTitle);
    expect(html).not.toContain(copy.insightsTitle);
    expect(html).not.toContain("<blockquote");
  });

  it("shows results, insights with the right button per type, and the testimonial when present", () => {
    const html = renderToStaticMarkup(
      <IndustryPage
        copy={copy}
        industry={{
          ...industry,
          testimonial: [{ quote: "Great work.", author: "A. Person", company: "Shop Co", sample: false }],
        }}
        results={[
          {
            metric: "18%",
            description: "lower transport costs",
            source: { title: "RFID Tracking", href: "/success-stories/rfid-inventory-management" },
          },
        ]}
        insights={[
          { type: "blog", id: "a", title: "A post", summary: "S", href: "/blog/cloud-security-myths" },
          {
            type: "case",
            id: "b",
            title: "A case",
            summary: "S",
            href: "/success-stories/rfid-inventory-management",
          },
        ]}
      />,
    );
    expect(html).toContain(copy.resultsTitle);
    expect(html).toContain("18%");
    expect(html).toContain('<span class="sr-only">Case study: </span>RFID Tracking');
    expect(html.indexOf(copy.articleLink)).toBeLessThan(html.lastIndexOf(copy.caseLink));
    expect(html).toContain(copy.caseLink);
    expect(html).toContain("Great work.");
    expect(html).toContain('href="/contact?industry=retail"');
    expect(html).toContain(fillBlanks(copy.ctaAction, { industry: "Retail" }));
    expect(html).toContain(fillBlanks(copy.ctaTitle, { industry: "Retail" }));
  });
});
