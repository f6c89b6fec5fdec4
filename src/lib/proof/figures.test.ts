import { describe, expect, it } from "vitest";
import { caseStudies, industries } from "../../../testing/content.ts";
import { pageCopy } from "../content/page-copy.ts";

const homeCopy = pageCopy.homePage;
import { referencedResult, storyResults } from "./proof.ts";

/**
 * One fact, one source. A result is typed once, in its case study; the home highlights and an industry's
 * case studies refer to it. What an industry states of its own must not retype a case study's claim (the
 * same figure about the same thing), and two industries never show the same figure, which reads as one
 * number recycled. A headline figure says what it is at a glance ("Zero", not "0").
 */
const own = industries.flatMap((industry) => industry.results.map((result) => ({ industry: industry.id, ...result })));
const fromStories = caseStudies.flatMap((story) =>
  storyResults(story).map((result) => ({ story: story.id, ...result })),
);
const highlights = homeCopy.hero.highlights.map((reference) => referencedResult(caseStudies, reference, "home"));

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
/** The same figure about the same thing: at least two longer words in common. */
const sameClaim = (a: { metric?: string | undefined; description: string }, b: typeof a) =>
  a.metric !== undefined &&
  a.metric === b.metric &&
  [...words(a.description)].filter((word) => words(b.description).has(word)).length >= 2;

describe("proof figures", () => {
  it("recognizes a retyped claim", () => {
    expect(
      sameClaim(
        { metric: "18%", description: "reduction in transport costs" },
        { metric: "18%", description: "lower transport costs from RFID" },
      ),
    ).toBe(true);
    expect(
      sameClaim(
        { metric: "12%", description: "no-show rate for follow-up visits" },
        { metric: "12%", description: "lower transport costs" },
      ),
    ).toBe(false);
  });

  it("no industry retypes a case study's result", () => {
    const retyped = own.flatMap((result) =>
      fromStories.filter((claim) => sameClaim(result, claim)).map((claim) => `${result.industry}: ${claim.story}`),
    );
    expect(retyped).toEqual([]);
  });

  it("no two industries show the same figure of their own", () => {
    const seen = new Map<string, string>();
    const repeated = own.flatMap((figure) => {
      const first = seen.get(figure.metric);
      seen.set(figure.metric, first ?? figure.industry);
      return first ? [`${figure.metric}: ${first} and ${figure.industry}`] : [];
    });
    expect(repeated).toEqual([]);
  });

  it("a figure is never a bare zero", () => {
    const figures = [...own, ...fromStories].map((figure) => figure.metric ?? "");
    expect(figures.filter((metric) => /^0+(\.0+)?$/.test(metric.trim()))).toEqual([]);
  });

  it("the home highlights are case study results, other than the featured stories' headlines", () => {
    expect(highlights.every((highlight) => highlight.source !== undefined)).toBe(true);
    const featured = caseStudies.filter((story) => story.featuredOnHome).slice(0, 3);
    const headlines = featured.map((story) => story.results[0]);
    const shown = homeCopy.hero.highlights.map(
      (reference) => caseStudies.find((story) => story.id === reference.caseStudy)?.results[reference.result - 1],
    );
    expect(shown.filter((result) => headlines.includes(result))).toEqual([]);
  });
});
