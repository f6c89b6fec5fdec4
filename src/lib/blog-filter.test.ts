import { describe, expect, it } from "vitest";
import { filterHref, filterPosts, parseFilter } from "./blog-filter";

const posts = [
  {
    title: "How AI is Transforming Healthcare",
    summary: "Imaging and documentation.",
    tags: ["AI", "Healthcare"],
    category: "industry-trends",
  },
  {
    title: "Top 5 Cloud Security Myths",
    summary: "Identity is the perimeter.",
    tags: ["Cloud", "Security"],
    category: "tech-innovations",
  },
  {
    title: "Retail conversion",
    summary: "Recommendations lifted conversion.",
    tags: ["Retail", "AI"],
    category: "company-news",
  },
];

describe("filterPosts", () => {
  it("returns every post for all posts and no query", () => {
    expect(filterPosts(posts, { category: "all", query: "" })).toHaveLength(3);
  });

  it("keeps only the chosen category", () => {
    expect(filterPosts(posts, { category: "tech-innovations", query: "" }).map((p) => p.title)).toEqual([
      "Top 5 Cloud Security Myths",
    ]);
  });

  it("matches title, summary and tags, ignoring case", () => {
    expect(filterPosts(posts, { category: "all", query: "CLOUD" })).toHaveLength(1);
    expect(filterPosts(posts, { category: "all", query: "perimeter" })).toHaveLength(1);
    expect(filterPosts(posts, { category: "all", query: "ai" }).map((p) => p.category)).toEqual([
      "industry-trends",
      "company-news",
    ]);
  });

  it("requires every word of the query and combines with the category", () => {
    expect(filterPosts(posts, { category: "all", query: "ai retail" })).toHaveLength(1);
    expect(filterPosts(posts, { category: "industry-trends", query: "retail" })).toHaveLength(0);
  });
});

describe("parseFilter and filterHref", () => {
  it("reads the category and query from the address", () => {
    expect(parseFilter("?category=industry-trends&q=%20cloud%20")).toEqual({
      category: "industry-trends",
      query: "cloud",
    });
  });

  it("falls back to all posts for an unknown category and bounds the query", () => {
    expect(parseFilter("?category=<script>&q=" + "x".repeat(500))).toEqual({ category: "all", query: "x".repeat(100) });
  });

  it("writes the shortest address for a view", () => {
    expect(filterHref({ category: "all", query: "" })).toBe("/blog");
    expect(filterHref({ category: "company-news", query: "ai & ml" })).toBe("/blog?category=company-news&q=ai+%26+ml");
  });

  it("round-trips", () => {
    const filter = { category: "ai-automation", query: "documents" } as const;
    expect(parseFilter(filterHref(filter).replace("/blog", ""))).toEqual(filter);
  });
});
