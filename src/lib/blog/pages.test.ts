import { describe, expect, it } from "vitest";
import { blogListPages, blogListPath, blogListTitle } from "./pages.ts";

const post = (id: string, category: string, day: number) => ({ id, category, date: new Date(2025, 0, day) });

describe("blogListPages", () => {
  const posts = [
    ...Array.from({ length: 7 }, (_, i) => post(`trend-${i + 1}`, "industry-trends", i + 1)),
    post("news", "company-news", 20),
  ];
  const pages = blogListPages(posts);

  it("lists all posts newest first, six to a page", () => {
    const all = pages.filter((p) => p.category === "all");
    expect(all.map((p) => [p.number, p.count, p.total, p.posts.length])).toEqual([
      [1, 2, 8, 6],
      [2, 2, 8, 2],
    ]);
    expect(all[0]?.posts[0]?.id).toBe("news");
    expect(all[1]?.posts.map((p) => p.id)).toEqual(["trend-2", "trend-1"]);
  });

  it("pages each category, and gives an empty category one page", () => {
    expect(pages.filter((p) => p.category === "industry-trends").map((p) => p.posts.length)).toEqual([6, 1]);
    expect(pages.filter((p) => p.category === "ai-automation")).toEqual([
      { category: "ai-automation", number: 1, count: 1, total: 0, posts: [] },
    ]);
  });
});

describe("blogListPath", () => {
  it("gives page 1 the short address", () => {
    expect(blogListPath("all")).toBe("/blog");
    expect(blogListPath("all", 2)).toBe("/blog/page/2");
    expect(blogListPath("ai-automation", 1)).toBe("/blog/category/ai-automation");
    expect(blogListPath("ai-automation", 3)).toBe("/blog/category/ai-automation/page/3");
  });
});

describe("blogListTitle", () => {
  it("names the category and, past the first page, the page", () => {
    expect(blogListTitle({ category: "all", number: 1, count: 2 })).toBe("Articles");
    expect(blogListTitle({ category: "all", number: 2, count: 2 })).toBe("Articles, page 2 of 2");
    expect(blogListTitle({ category: "ai-automation", number: 1, count: 1 })).toBe("AI & Automation articles");
  });
});
