import { describe, expect, it } from "vitest";
import { checkQuoteSources, industryResults, referencedResult, storyQuote } from "./proof.ts";

const stories = [
  { id: "rfid", title: "RFID Inventory Tracking", results: ["99% inventory accuracy, up from 82%", "Counts replaced"] },
];

describe("referencedResult", () => {
  it("shows the case study's words, split at the figure, with the story as the source", () => {
    expect(referencedResult(stories, { caseStudy: "rfid", result: 1 }, "home")).toEqual({
      metric: "99%",
      description: "inventory accuracy, up from 82%",
      source: { title: "RFID Inventory Tracking", href: "/success-stories/rfid" },
    });
  });

  it("fails the build on a story or a result that does not exist, naming where it was made", () => {
    expect(() => referencedResult(stories, { caseStudy: "gone", result: 1 }, "src/content/pages/home.json")).toThrow(
      'src/content/pages/home.json names the case study "gone", which does not exist',
    );
    expect(() => referencedResult(stories, { caseStudy: "rfid", result: 3 }, "home")).toThrow(
      'home names result 3 of "rfid", which has 2',
    );
  });
});

describe("industryResults", () => {
  it("puts the case studies' results first, linked, then the industry's own", () => {
    const results = industryResults(
      { id: "retail", provenBy: ["rfid"], results: [{ metric: "11%", description: "higher spend per visit" }] },
      stories,
    );
    expect(results.map((r) => [r.metric, r.source?.href])).toEqual([
      ["99%", "/success-stories/rfid"],
      [undefined, "/success-stories/rfid"],
      ["11%", undefined],
    ]);
  });

  it("names the industry's file when its case study does not exist", () => {
    expect(() => industryResults({ id: "retail", provenBy: ["gone"], results: [] }, stories)).toThrow(
      'src/content/industries/retail.json (provenBy) names the case study "gone", which does not exist',
    );
  });
});

describe("quotes", () => {
  const quotes = [
    { name: "Dana", caseStudy: "rfid" },
    { name: "Sam", caseStudy: "" },
  ];
  it("finds the quote that names a story", () => {
    expect(storyQuote(quotes, "rfid")?.name).toBe("Dana");
    expect(storyQuote(quotes, "other")).toBeUndefined();
  });
  it("fails the build on a quote about a story that does not exist", () => {
    expect(() => {
      checkQuoteSources([{ name: "Lee", caseStudy: "gone" }], stories);
    }).toThrow('the quote by Lee names the case study "gone"');
    expect(() => {
      checkQuoteSources(quotes, stories);
    }).not.toThrow();
  });
});
