import { describe, expect, it } from "vitest";
import { site } from "../../config/site.ts";
import { buildHead } from "./head.ts";

const siteUrl = "https://example.com";
const content = (head: ReturnType<typeof buildHead>, key: string) =>
  head.meta.find((m) => ("name" in m ? m.name : m.property) === key)?.content;

describe("buildHead", () => {
  it("puts the company name after the page title", () => {
    const head = buildHead({ title: "Services", path: "/services" }, siteUrl);
    expect(head.title).toBe(`Services | ${site.name}`);
  });

  it("leads with the company name on the home page", () => {
    expect(buildHead({ title: "Custom software", path: "/" }, siteUrl).title).toBe(`${site.name} | Custom software`);
  });

  it("builds the canonical and og:url from the site address and path", () => {
    const head = buildHead({ title: "Blog", path: "/blog" }, siteUrl);
    expect(head.canonical).toBe("https://example.com/blog");
    expect(content(head, "og:url")).toBe("https://example.com/blog");
  });

  it("falls back to the site description", () => {
    const head = buildHead({ title: "About", path: "/about" }, siteUrl);
    expect(content(head, "description")).toBe(site.description);
    expect(content(head, "og:description")).toBe(site.description);
  });

  it("uses the page description when given", () => {
    const head = buildHead({ title: "About", path: "/about", description: "Who we are." }, siteUrl);
    expect(content(head, "description")).toBe("Who we are.");
  });

  it("adds noindex only when asked", () => {
    expect(content(buildHead({ title: "x", path: "/x" }, siteUrl), "robots")).toBeUndefined();
    expect(content(buildHead({ title: "x", path: "/x", noindex: true }, siteUrl), "robots")).toBe("noindex");
  });

  it("points Open Graph at the page's own 1200x630 image, which X shows as a large card", () => {
    const head = buildHead({ title: "QA & Testing", path: "/services/qa-testing" }, siteUrl);
    const image = "https://example.com/og/services/qa-testing.png";
    expect(content(head, "og:image")).toBe(image);
    expect(content(head, "og:image:width")).toBe("1200");
    expect(content(head, "og:image:height")).toBe("630");
    expect(content(head, "twitter:card")).toBe("summary_large_image");
    expect(content(head, "og:image:alt")).toBe(`QA & Testing, ${site.name}`);
    // X falls back to og:title, og:description and og:image; copies of them would be bytes on every page.
    expect(head.meta.filter((tag) => "name" in tag && tag.name.startsWith("twitter:"))).toHaveLength(1);
  });
});
