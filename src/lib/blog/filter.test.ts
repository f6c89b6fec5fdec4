import { describe, expect, it } from "vitest";
import { articleCount, parseQuery, searchHref, searchPosts } from "./filter.ts";

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

describe("searchPosts", () => {
  it("returns every post for an empty query", () => {
    expect(searchPosts(posts, "")).toHaveLength(3);
  });

  it("matches title, summary and tags, ignoring case", () => {
    expect(searchPosts(posts, "CLOUD")).toHaveLength(1);
    expect(searchPosts(posts, "perimeter")).toHaveLength(1);
    expect(searchPosts(posts, "ai").map((p) => p.category)).toEqual(["industry-trends", "company-news"]);
  });

  it("requires every word of the query", () => {
    expect(searchPosts(posts, "ai retail")).toHaveLength(1);
    expect(searchPosts(posts, "cloud retail")).toHaveLength(0);
  });
});

describe("parseQuery and searchHref", () => {
  it("reads and bounds the query", () => {
    expect(parseQuery("?q=%20cloud%20")).toBe("cloud");
    expect(parseQuery("?q=" + "x".repeat(500))).toBe("x".repeat(100));
    expect(parseQuery("")).toBe("");
  });

  it("writes the results address and round-trips", () => {
    expect(searchHref("")).toBe("/blog/search");
    expect(searchHref("ai & ml")).toBe("/blog/search?q=ai+%26+ml");
    expect(parseQuery(searchHref("ai & ml").replace("/blog/search", ""))).toBe("ai & ml");
  });
});

describe("articleCount", () => {
  it("says one article, or n articles", () => {
    expect(articleCount(0)).toBe("0 articles");
    expect(articleCount(1)).toBe("1 article");
    expect(articleCount(7)).toBe("7 articles");
  });
});
