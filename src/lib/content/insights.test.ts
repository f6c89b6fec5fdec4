import { describe, expect, it } from "vitest";
import { resolveInsights } from "./insights.ts";

const library = {
  posts: [{ id: "cloud-security-myths", title: "Top 5 Cloud Security Myths—Debunked", summary: "Five beliefs." }],
  caseStudies: [
    {
      id: "rfid-inventory-management",
      title: "RFID Inventory Tracking for a Distribution Network",
      results: ["18% reduction in transport costs"],
      challenge: "Counts were wrong.",
    },
  ],
};

describe("resolveInsights", () => {
  it("takes each card's title, summary and address from the entry it names", () => {
    expect(
      resolveInsights(
        [
          { type: "blog", id: "cloud-security-myths" },
          { type: "case", id: "rfid-inventory-management" },
        ],
        library,
        "industries/logistics",
      ),
    ).toEqual([
      {
        type: "blog",
        id: "cloud-security-myths",
        title: "Top 5 Cloud Security Myths—Debunked",
        summary: "Five beliefs.",
        href: "/blog/cloud-security-myths",
      },
      {
        type: "case",
        id: "rfid-inventory-management",
        title: "RFID Inventory Tracking for a Distribution Network",
        summary: "18% reduction in transport costs",
        href: "/success-stories/rfid-inventory-management",
      },
    ]);
  });

  it("fails, naming the page, when a link names no entry", () => {
    expect(() => resolveInsights([{ type: "case", id: "retail-ai-platform" }], library, "industries/retail")).toThrow(
      'industries/retail links to the case study "retail-ai-platform", which does not exist',
    );
  });
});
