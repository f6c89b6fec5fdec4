import { describe, expect, it } from "vitest";
import { industryContactKey, solutionPreview, sortByName } from "./industries.ts";
import { paths } from "../navigation/urls.ts";

describe("sortByName", () => {
  it("sorts alphabetically without regard to case and leaves the input alone", () => {
    const input = [{ name: "Retail" }, { name: "e-commerce" }, { name: "Education" }, { name: "Government" }];
    expect(sortByName(input).map((r) => r.name)).toEqual(["e-commerce", "Education", "Government", "Retail"]);
    expect(input[0]?.name).toBe("Retail");
  });
});

describe("solutionPreview", () => {
  const solutions = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Solution ${i + 1}` }));

  it("shows every title when there are three or fewer, without 'And more...'", () => {
    expect(solutionPreview(solutions(3))).toEqual({
      titles: ["Solution 1", "Solution 2", "Solution 3"],
      hasMore: false,
    });
    expect(solutionPreview(solutions(1))).toEqual({ titles: ["Solution 1"], hasMore: false });
  });

  it("shows the first three and 'And more...' when there are four or more", () => {
    expect(solutionPreview(solutions(4))).toEqual({
      titles: ["Solution 1", "Solution 2", "Solution 3"],
      hasMore: true,
    });
  });
});

describe("contact links", () => {
  it("lowercases the industry name and joins words with hyphens", () => {
    expect(industryContactKey("Real Estate")).toBe("real-estate");
    expect(industryContactKey("Sports & Entertainment")).toBe("sports-&-entertainment");
    expect(paths.industryContact("Financial Services")).toBe("/contact?industry=financial-services");
  });

  it("encodes characters that would split the query string", () => {
    expect(paths.industryContact("Food & Beverage")).toBe("/contact?industry=food-%26-beverage");
    expect(new URL(paths.industryContact("Food & Beverage"), "https://x.test").searchParams.get("industry")).toBe(
      "food-&-beverage",
    );
  });

  it("puts the service id in the query", () => {
    expect(paths.serviceContact("cloud-migration")).toBe("/contact?service=cloud-migration");
  });
});
