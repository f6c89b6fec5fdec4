import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  it("lists each URL once, sorted, in the sitemaps.org format", () => {
    const xml = sitemapXml(["https://example.com/b", "https://example.com"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>https://example.com</loc>",
      "<loc>https://example.com/b</loc>",
    ]);
  });

  it("escapes ampersands in URLs", () => {
    expect(sitemapXml(["https://example.com/a?b=1&c=2"])).toContain("<loc>https://example.com/a?b=1&amp;c=2</loc>");
  });
});
