import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { blogPosting, breadcrumbList, creativeWork, organization, serializeJsonLd } from "./json-ld.ts";

const siteUrl = "https://example.com";
const item = {
  headline: "Title",
  description: "Summary",
  path: "/blog/title",
  datePublished: new Date("2025-05-28"),
  dateModified: new Date("2025-05-28"),
};

describe("JSON-LD", () => {
  it("describes the organization with contact details", () => {
    expect(organization(siteUrl)).toMatchObject({
      "@type": "Organization",
      name: site.name,
      url: "https://example.com",
      email: site.email,
      address: { addressLocality: "Sheridan", addressRegion: "WY" },
      logo: "https://example.com/logo.png",
    });
  });

  it("lists a breadcrumb trail in order with absolute URLs", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Title", path: "/blog/title" },
    ];
    expect(breadcrumbList(trail, siteUrl)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://example.com/blog" },
        { "@type": "ListItem", position: 3, name: "Title", item: "https://example.com/blog/title" },
      ],
    });
  });

  it("uses the page's own social image for articles", () => {
    expect(blogPosting(item, siteUrl)).toMatchObject({ image: "https://example.com/og/blog/title.png" });
  });

  it("builds a BlogPosting with the organization as author and publisher", () => {
    const post = blogPosting(item, siteUrl);
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Title",
      url: "https://example.com/blog/title",
      datePublished: "2025-05-28",
    });
    expect(post["author"]).toEqual(post["publisher"]);
    expect(post["author"]).toMatchObject({ "@type": "Organization", name: site.name });
  });

  it("builds a CreativeWork for case studies", () => {
    expect(creativeWork(item, siteUrl)["@type"]).toBe("CreativeWork");
  });

  it("cannot be broken out of its script element", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toMatchObject({
      "@context": "https://schema.org",
      name: "</script><script>alert(1)</script>",
    });
  });
});
