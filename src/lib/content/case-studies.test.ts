import { describe, expect, it } from "vitest";
import { caseStudyMetaDescription } from "./case-studies.ts";

const challenge =
  "A network of nine rural hospitals was losing patients to long drives and missed follow-ups, and its video tool did not talk to the EHR.";

describe("caseStudyMetaDescription", () => {
  it("uses the first result when there is one", () => {
    expect(
      caseStudyMetaDescription({ results: ["30% increase in patient engagement", "Fewer no-shows"], challenge }),
    ).toBe("30% increase in patient engagement");
  });

  it("falls back to the challenge when there are no results", () => {
    const description = caseStudyMetaDescription({ results: [], challenge });
    expect(challenge.startsWith(description.replace(/…$/, ""))).toBe(true);
  });

  it("keeps to the first 100 characters, cut at a word", () => {
    const description = caseStudyMetaDescription({ results: [], challenge });
    expect(description.endsWith("…")).toBe(true);
    expect(Array.from(description).length).toBeLessThanOrEqual(101);
    expect(description).toBe(
      "A network of nine rural hospitals was losing patients to long drives and missed follow-ups, and its…",
    );
  });
});
