import { describe, expect, it } from "vitest";
import { absoluteUrl, isCurrentSection, paths, socialImagePath } from "./urls.ts";

describe("absoluteUrl", () => {
  it("joins the site origin and the path without a trailing slash", () => {
    expect(absoluteUrl("/services", "https://example.com")).toBe("https://example.com/services");
    expect(absoluteUrl("/services/", "https://example.com/")).toBe("https://example.com/services");
  });

  it("uses the bare origin for the home page", () => {
    expect(absoluteUrl("/", "https://example.com/")).toBe("https://example.com");
  });
});

describe("paths", () => {
  it("builds entity URLs without trailing slashes", () => {
    expect(paths.service("cloud-migration")).toBe("/services/cloud-migration");
    expect(paths.industry("healthcare")).toBe("/industries/healthcare");
    expect(paths.portfolioItem(2)).toBe("/portfolio/2");
  });
});

describe("isCurrentSection", () => {
  it("marks a section and its detail pages as current", () => {
    expect(isCurrentSection("/services", "/services")).toBe(true);
    expect(isCurrentSection("/services", "/services/qa-testing")).toBe(true);
    expect(isCurrentSection("/services", "/success-stories")).toBe(false);
  });

  it("reads the path the build renders a page under, file name and all", () => {
    expect(isCurrentSection("/services", "/services.html")).toBe(true);
    expect(isCurrentSection("/services", "/services/qa-testing.html")).toBe(true);
    expect(isCurrentSection("/", "/index.html")).toBe(true);
    expect(isCurrentSection("/", "/services.html")).toBe(false);
    expect(isCurrentSection("/blog", "/blog/page/2.html")).toBe(true);
  });

  it("marks home only on the home page", () => {
    expect(isCurrentSection("/", "/")).toBe(true);
    expect(isCurrentSection("/", "/about")).toBe(false);
  });
});

describe("socialImagePath", () => {
  it("mirrors the page path under /og, with index for the home page", () => {
    expect(socialImagePath("/")).toBe("/og/index.png");
    expect(socialImagePath("/services")).toBe("/og/services.png");
    expect(socialImagePath("/blog/ai-in-healthcare")).toBe("/og/blog/ai-in-healthcare.png");
  });
});
