import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Hero } from "./hero.tsx";
import { TestimonialCard } from "./testimonial-card.tsx";

const hero = {
  eyebrow: "Custom software",
  title: "Software that fits",
  lead: "Senior engineers.",
  primary: { label: "Request a Consultation", href: "/contact" },
  secondary: [],
  proof: [],
};
const source = { title: "RFID Inventory Tracking", href: "/success-stories/rfid-inventory-management" };

describe("lines a page breaks by its text's own line break", () => {
  it("a hero result puts its figure on a line of its own, and one without a figure shows its words alone", () => {
    const html = renderToStaticMarkup(
      <Hero
        {...hero}
        highlights={[
          { metric: "99%", description: "inventory\naccuracy", source },
          { description: "Audits passed  first time", source },
        ]}
      />,
    );
    expect(html).toContain(">99%\ninventory accuracy</a>");
    expect(html).toContain('aria-label="99% inventory accuracy: RFID Inventory Tracking"');
    expect(html).toContain('aria-label="Audits passed first time: RFID Inventory Tracking"');
    expect(html).toContain(">Audits passed first time</a>");
    expect(html).not.toContain("undefined");
  });

  it("a quote's byline keeps the name to its first line, whatever line breaks an editor typed", () => {
    const html = renderToStaticMarkup(
      <TestimonialCard
        testimonial={{
          name: "Priya\nRaman",
          title: "VP of\nOperations",
          company: "Powder River",
          quote: "Good.",
          caseStudy: "predictive-energy-analytics",
          sample: false,
        }}
      />,
    );
    expect(html).toContain(">Priya Raman\nVP of Operations, Powder River</figcaption>");
  });
});
