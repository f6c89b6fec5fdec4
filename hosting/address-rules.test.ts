import { describe, expect, it } from "vitest";
import {
  answerAddress,
  foreignEncoding,
  locationOf,
  pageSpellings,
  refusedTargets,
  type Moved,
} from "./address-rules.ts";

const pages = new Set(["/", "/about", "/blog", "/blog/page/2", "/success-stories", "/go/plus+x"]);
const moved = new Map<string, Moved>([
  ["/case-studies", { to: "/success-stories", status: 301 }],
  ["/go/webinar", { to: "https://events.example.com/webinar", status: 302 }],
  ["/go/partner", { to: "https://partner.example/landing?a=1#section", status: 301 }],
  ["/go/home", { to: "/", status: 301 }],
]);
const gone = new Set(["/events/retired"]);
const answer = (target: string) => answerAddress(target, { isPage: (path) => pages.has(path), moved, gone });

describe("every address a request can name, answered once for every host", () => {
  it.each([
    ["/about", { kind: "serve", status: 200, path: "/about" }],
    ["/about?ref=nav", { kind: "serve", status: 200, path: "/about" }],
    ["/", { kind: "serve", status: 200, path: "/" }],
    ["/favicon.svg", { kind: "serve", status: 200, path: "/favicon.svg" }],
    ["/no-such-page", { kind: "serve", status: 200, path: "/no-such-page" }],
    // A visitor's query is anyone's: printable ASCII passes as it came, braces of an ad's unfilled macro included.
    ["/contact?utm_content={adid}&q=a|b", { kind: "serve", status: 200, path: "/contact" }],
  ])("serves %s as it is", (target, expected) => {
    expect(answer(target)).toEqual(expected);
  });

  it.each([
    ["/about/", "/about"],
    ["/about/?ref=nav", "/about?ref=nav"],
    ["/about.html", "/about"],
    ["/about.html/", "/about"],
    ["/index.html?utm_source=mail", "/?utm_source=mail"],
    ["/blog/index.html", "/blog"],
    ["/blog/page/2.html", "/blog/page/2"],
    ["/no-such-page/", "/no-such-page"],
    // Percent-encoded unreserved characters are the characters themselves (RFC 3986, 6.2.2.2).
    ["/ab%6Fut", "/about"],
    ["/ab%6fut/?x=1", "/about?x=1"],
    ["/case%2Dstudies", "/success-stories"],
    ["/case%2dstudies/", "/success-stories"],
  ])("sends %s to %s in one permanent hop", (target, location) => {
    expect(answer(target)).toEqual({ kind: "moved", status: 301, location });
  });

  it("sends a moved address to its target, trailing slash or not, query kept, with the redirect's own status", () => {
    expect(answer("/case-studies?ref=old")).toEqual({
      kind: "moved",
      status: 301,
      location: "/success-stories?ref=old",
    });
    expect(answer("/go/webinar/")).toEqual({
      kind: "moved",
      status: 302,
      location: "https://events.example.com/webinar",
    });
    expect(answer("/go/home?utm_source=qr")).toEqual({ kind: "moved", status: 301, location: "/?utm_source=qr" });
  });

  it.each(["/events/retired", "/events/retired/", "/events/retired?x=1", "/events/ret%69red"])(
    "answers %s gone for good, with no hop first",
    (target) => {
      expect(answer(target)).toEqual({ kind: "gone", status: 410 });
    },
  );

  it("joins an address elsewhere with the visitor's query: its own first, the visitor's after, its fragment last", () => {
    expect(answer("/go/partner?b=2")).toEqual({
      kind: "moved",
      status: 301,
      location: "https://partner.example/landing?a=1&b=2#section",
    });
    expect(answer("/go/webinar?utm_source=x")).toEqual({
      kind: "moved",
      status: 302,
      location: "https://events.example.com/webinar?utm_source=x",
    });
    expect(locationOf("https://partner.example/#top", "?b=2")).toBe("https://partner.example/?b=2#top");
    expect(locationOf("/success-stories", "")).toBe("/success-stories");
  });

  it.each([
    "/%5Cevil.example/",
    "/\\evil.example/",
    "/\\evil.example",
    "//evil.example/",
    "//case-studies",
    "/case-studies//",
    "/case-studies%2F",
    "/case-studies%2f/x",
    "/case-studies/.",
    "/case-studies/./",
    "/case-studies/..",
    "/a/../case-studies",
    "/%2e%2e/etc/passwd",
    "/.%2E/x",
    "/index.html%00.png",
    "/a%09b",
    "/a%7f",
    "/%zz",
    "/%E0%A4%A",
    "/a%",
    "/a%?x=1",
    "/a b",
    "/a\tb",
    "/a\r\nLocation: https://evil.example",
    "/caf\u00e9",
    "/about?q=caf\u00e9",
    "/about#top",
    '/a"b',
    "/a<b>",
    "/a{b}",
    "/a|b",
    "/a^b",
    "/a`b",
    "http://evil.example/",
    "*",
    "",
  ])("refuses %j with 400, never a redirect", (target) => {
    expect(answer(target)).toEqual({ kind: "refused", status: 400 });
  });

  it("lists every spelling of a page that leads to it, as nginx's map of them is written (pageSpellings)", () => {
    for (const page of pages) {
      for (const spelling of pageSpellings(page)) {
        expect(answer(spelling), spelling).toEqual({ kind: "moved", status: 301, location: page });
      }
    }
  });

  it("refuses a target past 2 KB with 414", () => {
    expect(answer(`/${"a".repeat(3000)}`)).toEqual({ kind: "refused", status: 414 });
  });

  it.each(["/go/plus%2Bx", "/case%20studies", "/caf%C3%A9", "/a%3Fb", "/industries/food-%26-beverage"])(
    "answers %s not found: an encoded reserved or foreign character is not the character (RFC 3986)",
    (target) => {
      expect(answer(target)).toEqual({ kind: "not found", status: 404 });
    },
  );

  it("never sends a Location a browser could read as another origin, for any address a site path can be spelled", () => {
    const spellings = ["/", "//", "/\\", "/%5C", "/%2F", "/.%2F", "/%2E/", "/%252F"];
    for (const prefix of spellings) {
      for (const rest of ["evil.example", "evil.example/", "@evil.example", "%40evil.example/"]) {
        const result = answer(`${prefix}${rest}`);
        if ("location" in result) {
          expect(result.location, `${prefix}${rest}`).toMatch(/^\/(?![/\\])/);
          expect(new URL(result.location, "https://www.bighorn.test").origin).toBe("https://www.bighorn.test");
        }
      }
    }
  });

  it("writes each pattern so nginx reads it as JavaScript does: no quote, space or ;, and no $ but the anchor", () => {
    for (const pattern of [...refusedTargets.map((refusal) => refusal.pattern), foreignEncoding]) {
      expect(pattern).not.toMatch(/["';\s]/);
      expect(pattern.replace(/\$\)/g, "")).not.toContain("$");
    }
  });
});
