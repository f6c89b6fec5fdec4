import { describe, expect, it } from "vitest";
import { formatLedger, lostAddresses, parseLedger, recordPages } from "./ledger.ts";

describe("the ledger of published addresses", () => {
  const ledger = {
    "/blog/old-post": 'the post "Old post" (src/content/blog/old-post.md)',
    "/blog/page/3": "the blog's further pages",
    "/about": "the About page",
  };

  it("says which address a build would lose, who published it, and the two ways to settle it", () => {
    const lost = lostAddresses(ledger, {
      isPage: (path) => path === "/about",
      settled: new Set(),
      today: "2026-11-28",
    });
    expect(lost).toEqual([
      '/blog/old-post was published by the post "Old post" (src/content/blog/old-post.md) and would now answer ' +
        '"not found". Settle it in the admin, one of two ways: add /blog/old-post to the Former addresses of the ' +
        "page that replaces it (or to Redirects, leading to any page), or add it to Redirects as " +
        '"Gone for good (410)" if nothing replaces it.',
    ]);
  });

  it("loses nothing an entry or the Redirects list settles, and a list's further pages settle themselves", () => {
    const settled = new Set(["/blog/old-post"]);
    expect(lostAddresses(ledger, { isPage: (path) => path === "/about", settled, today: "2026-11-28" })).toEqual([]);
  });

  it("only ever adds, keeping who first published each address, and is written sorted", () => {
    const next = recordPages(
      ledger,
      new Map([
        ["/about", { owner: "someone else" }],
        ["/contact", { owner: "the Contact page" }],
      ]),
      "2026-11-28",
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

  it("publishes a scheduled post's address from its day: free to change before it, kept for good after", () => {
    const post = 'the post "New" (src/content/blog/new.md)';
    const scheduled = recordPages({}, new Map([["/blog/new", { owner: post, from: "2026-12-05" }]]), "2026-11-28");
    expect(scheduled).toEqual({ "/blog/new": { owner: post, from: "2026-12-05" } });
    const nowhere = { isPage: () => false, settled: new Set<string>() };
    // Renamed before its day: not published, nothing lost, and the next record forgets it.
    expect(lostAddresses(scheduled, { ...nowhere, today: "2026-12-04" })).toEqual([]);
    expect(
      recordPages(scheduled, new Map([["/blog/newer", { owner: post, from: "2026-12-05" }]]), "2026-12-04"),
    ).toEqual({
      "/blog/newer": { owner: post, from: "2026-12-05" },
    });
    // From its day on it is published: renaming it then loses it until it is settled.
    expect(lostAddresses(scheduled, { ...nowhere, today: "2026-12-05" })).toHaveLength(1);
    expect(recordPages(scheduled, new Map(), "2026-12-05")).toEqual({ "/blog/new": post });
    // Its day moved while it waits: the new day counts.
    expect(recordPages(scheduled, new Map([["/blog/new", { owner: post, from: "2026-12-09" }]]), "2026-11-29")).toEqual(
      {
        "/blog/new": { owner: post, from: "2026-12-09" },
      },
    );
  });

  it("refuses a file of another shape", () => {
    expect(() => parseLedger("[]")).toThrow(/expected \{"addresses"/);
    expect(() => parseLedger('{"addresses": {"/x": {"owner": "a", "from": "soon"}}}')).toThrow(/expected/);
  });
});
