import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { blogPosting, creativeWork, organization, serializeJsonLd } from "./json-ld";

const siteUrl = "https://example.com";
const item = {
  headline: "Title",
  description: "Summary",
  path: "/blog/title",
  datePublished: new Date("2025-05-28"),
  dateModified: new Date("2025-05-28"),
};

describe("JSON-LD", () => {
  it("describes the organisation with contact details", () => {
    expect(organization(siteUrl)).toMatchObject({
      "@type": "Organization",
      name: site.name,
      url: "https://example.com",
      email: site.email,
      address: { addressLocality: "Sheridan", addressRegion: "WY" },
    });
  });

  it("builds a BlogPosting with the organisation as author and publisher", () => {
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
