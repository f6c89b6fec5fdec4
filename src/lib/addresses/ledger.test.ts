import { describe, expect, it } from "vitest";
import { formatLedger, lostAddresses, parseLedger, recordPages } from "./ledger.ts";

describe("the ledger of published addresses", () => {
  const ledger = {
    "/blog/old-post": 'the post "Old post" (src/content/blog/old-post.md)',
    "/blog/page/3": "the blog's further pages",
    "/about": "the About page",
  };

  it("says which address a build would lose, who published it, and the two ways to settle it", () => {
    const lost = lostAddresses(ledger, { isPage: (path) => path === "/about", settled: new Set() });
    expect(lost).toEqual([
      '/blog/old-post was published by the post "Old post" (src/content/blog/old-post.md) and would now answer ' +
        '"not found". Settle it in the admin, one of two ways: add /blog/old-post to the Former addresses of the ' +
        "page that replaces it (or to Redirects, leading to any page), or add it to Redirects as " +
        '"Gone for good (410)" if nothing replaces it.',
    ]);
  });

  it("loses nothing an entry or the Redirects list settles, and a list's further pages settle themselves", () => {
    const settled = new Set(["/blog/old-post"]);
    expect(lostAddresses(ledger, { isPage: (path) => path === "/about", settled })).toEqual([]);
  });

  it("only ever adds, keeping who first published each address, and is written sorted", () => {
    const next = recordPages(
      ledger,
      new Map([
        ["/about", "someone else"],
        ["/contact", "the Contact page"],
      ]),
    );
    expect(next["/about"]).toBe("the About page");
    expect(next["/contact"]).toBe("the Contact page");
    expect(Object.keys(parseLedger(formatLedger(next)))).toEqual([
      "/about",
      "/blog/old-post",
      "/blog/page/3",
      "/contact",
    ]);
  });

  it("refuses a file of another shape", () => {
    expect(() => parseLedger("[]")).toThrow(/expected \{"addresses"/);
  });
});
