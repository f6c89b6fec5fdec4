import { describe, expect, it } from "vitest";
import { withArticle } from "./grammar";

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
