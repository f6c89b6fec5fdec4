import { describe, expect, it } from "vitest";
import { fillBlanks, withArticle } from "./grammar.ts";

describe("withArticle", () => {
  it("uses an before a vowel sound", () => {
    expect(withArticle("E-commerce Specialist")).toBe("an E-commerce Specialist");
    expect(withArticle("Education Specialist")).toBe("an Education Specialist");
    expect(withArticle("hour")).toBe("an hour");
    expect(withArticle("SMB owner")).toBe("an SMB owner");
  });

  it("uses a before a consonant sound", () => {
    expect(withArticle("Retail Specialist")).toBe("a Retail Specialist");
    expect(withArticle("Non-profit Specialist")).toBe("a Non-profit Specialist");
    expect(withArticle("university")).toBe("a university");
    expect(withArticle("UX team")).toBe("a UX team");
    expect(withArticle("one-off project")).toBe("a one-off project");
  });
});

describe("fillBlanks", () => {
  it("fills names, their lower case, and the article that suits the next word", () => {
    const sentence = "Planning {a} {industry lowercase} project? Talk to {a} {industry} Specialist.";
    expect(fillBlanks(sentence, { industry: "E-commerce" })).toBe(
      "Planning an e-commerce project? Talk to an E-commerce Specialist.",
    );
    expect(fillBlanks(sentence, { industry: "Retail" })).toBe(
      "Planning a retail project? Talk to a Retail Specialist.",
    );
    expect(fillBlanks("Why Choose {company}", { company: "Bighorn Software" })).toBe("Why Choose Bighorn Software");
  });

  it("refuses a blank it has no value for, rather than showing the braces", () => {
    expect(() => fillBlanks("Why Choose {company}", {})).toThrow(/No value for \{company\}/);
  });
});
