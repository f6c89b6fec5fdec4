import { describe, expect, it } from "vitest";
import { redirectTarget } from "./site-handler.ts";

describe("redirectTarget", () => {
  const moved = new Map([
    ["/success-stories/old", { to: "/success-stories/new", status: 301 }],
    ["/go/webinar", { to: "https://events.example.com/webinar", status: 302 }],
  ]);
  const pages = new Set(["/", "/about", "/blog/page/2"]);
  const target = (path: string) => redirectTarget(path, { moved, isPage: (p) => pages.has(p) })?.to;

  it("serves clean URLs and files as they are", () => {
    for (const path of ["/", "/about", "/blog/page/2", "/favicon.svg", "/no-such-page", "/404.html"]) {
      expect(target(path), path).toBeUndefined();
    }
  });

  it("sends every other spelling of a page to its clean URL in one hop", () => {
    expect(target("/about/")).toBe("/about");
    expect(target("/about//")).toBe("/about");
    expect(target("/about.html")).toBe("/about");
    expect(target("/index.html")).toBe("/");
    expect(target("/blog/page/2.html")).toBe("/blog/page/2");
    expect(target("/about/index.html")).toBe("/about");
  });

  it("sends a moved address to its new home, trailing slash or not", () => {
    expect(target("/success-stories/old")).toBe("/success-stories/new");
    expect(target("/success-stories/old/")).toBe("/success-stories/new");
  });

  it("keeps a redirect's status and its address elsewhere", () => {
    expect(redirectTarget("/go/webinar/", { moved, isPage: () => false })).toEqual({
      to: "https://events.example.com/webinar",
      status: 302,
    });
  });

  it("leaves .html addresses of pages that do not exist to the not-found page", () => {
    expect(target("/no-such-page.html")).toBeUndefined();
  });
});
