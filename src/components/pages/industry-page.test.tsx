import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Industry } from "../../lib/content-schemas";
import { IndustryPage } from "./industry-page";

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
};

describe("IndustryPage", () => {
  it("says 'Industry data not found.' when there is no record", () => {
    const html = renderToStaticMarkup(<IndustryPage industry={undefined} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Industry data not found.");
    expect(html).toContain('href="/industries"');
  });

  it("leaves out Key Results, Further Insights and the testimonial when the record has none", () => {
    const html = renderToStaticMarkup(<IndustryPage industry={industry} />);
    expect(html).toContain("Solutions We Offer");
    expect(html).not.toContain("Key Results We Deliver");
    expect(html).not.toContain("Further Insights");
    expect(html).not.toContain("<blockquote");
  });

  it("shows results, insights with the right button per type, and the testimonial when present", () => {
    const html = renderToStaticMarkup(
      <IndustryPage
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
    expect(html).toContain("Key Results We Deliver");
    expect(html).toContain("18%");
    expect(html).toContain('<span class="sr-only">Case study: </span>RFID Tracking');
    expect(html).toMatch(/Read Article.*View Case Study/s);
    expect(html).toContain("Great work.");
    expect(html).toContain('href="/contact?industry=retail"');
    expect(html).toContain("Talk to a Retail Specialist");
    // The band's heading asks; only its button carries the spec's words.
    expect(html).toContain("Planning a retail project?");
  });
});
