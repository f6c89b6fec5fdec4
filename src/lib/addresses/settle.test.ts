import { describe, expect, it } from "vitest";
import { settle, type AddressOwner, type SiteAddresses } from "./settle.ts";
import type { Redirect } from "../../schemas/index.ts";
import { fixedAddressOwner } from "../content/route-guard.ts";

const post = (id: string, formerAddresses: string[] = []): AddressOwner => ({
  address: `/blog/${id}`,
  file: `src/content/blog/${id}.md`,
  name: `the post "${id}"`,
  field: "Former addresses",
  formerAddresses,
});
const site = (owners: AddressOwner[], redirects: Redirect[] = []): SiteAddresses => ({
  owners,
  redirects,
  redirectsFile: "src/content/redirects.json",
});
const settled = (addresses: SiteAddresses) => settle(addresses, fixedAddressOwner);

describe("settle: every address that is not a page goes straight to one", () => {
  it("sends each former address of an entry to where it is now, renamed twice or back", () => {
    // Renamed a → b → c: both former addresses go to c in one hop, never through each other.
    expect(settled(site([post("c", ["/blog/a", "/blog/b"])]))).toEqual({
      moved: [
        { from: "/blog/a", to: "/blog/c", status: 301 },
        { from: "/blog/b", to: "/blog/c", status: 301 },
      ],
      gone: [],
      problems: [],
    });
  });

  it("publishes vanity addresses with the status the editor chose, and gone addresses", () => {
    const { moved, gone, problems } = settled(
      site(
        [post("webinar-recap", ["/blog/webinar"])],
        [
          { from: "/go/webinar", kind: "temporary", to: "https://events.example.com/fall" },
          // To a former address: straight to the page it leads to now.
          { from: "/go/recap", kind: "permanent", to: "/blog/webinar" },
          { from: "/go/old-recap", kind: "permanent", to: "/go/recap" },
          { from: "/events/2019", kind: "gone", to: "" },
        ],
      ),
    );
    expect(problems).toEqual([]);
    expect(moved).toEqual([
      { from: "/blog/webinar", to: "/blog/webinar-recap", status: 301 },
      { from: "/go/old-recap", to: "/blog/webinar-recap", status: 301 },
      { from: "/go/recap", to: "/blog/webinar-recap", status: 301 },
      { from: "/go/webinar", to: "https://events.example.com/fall", status: 302 },
    ]);
    expect(gone).toEqual(["/events/2019"]);
  });

  it.each([
    [
      "a former address a live page owns",
      site([post("a", ["/blog/b"]), post("b")]),
      'src/content/blog/a.md, Former addresses: /blog/b is the address of the post "b" (src/content/blog/b.md), so it cannot lead here. Remove it from the list.',
    ],
    [
      "a former address one of the site's own pages owns",
      site([post("a", ["/contact"])]),
      "src/content/blog/a.md, Former addresses: /contact is the address of the Contact page, so it cannot lead here. Remove it from the list.",
    ],
    [
      "two entries claiming one former address",
      site([post("a", ["/old"]), post("b", ["/old"])]),
      'src/content/blog/b.md, Former addresses: /old is also a former address of the post "a" (src/content/blog/a.md). An address can lead to one page only: remove it from one of the two.',
    ],
    [
      "a redirect from a live page",
      site([post("a")], [{ from: "/blog/a", kind: "permanent", to: "/about" }]),
      'src/content/redirects.json, Redirects › /blog/a: /blog/a is the address of the post "a" (src/content/blog/a.md). Remove this redirect, or give that page another address first.',
    ],
    [
      "a redirect from an entry's former address",
      site([post("a", ["/old"])], [{ from: "/old", kind: "permanent", to: "/about" }]),
      'src/content/redirects.json, Redirects › /old: /old is already a former address of the post "a" (src/content/blog/a.md), which it leads to. Remove one of the two.',
    ],
    [
      "a loop",
      site(
        [],
        [
          { from: "/go/a", kind: "permanent", to: "/go/b" },
          { from: "/go/b", kind: "permanent", to: "/go/a" },
        ],
      ),
      "src/content/redirects.json, Redirects › /go/a: /go/a → /go/b → /go/a is a loop, so no page is ever reached. Send one of them to a page.",
    ],
    [
      "a redirect to itself",
      site([], [{ from: "/go/a", kind: "temporary", to: "/go/a" }]),
      "src/content/redirects.json, Redirects › /go/a: /go/a → /go/a is a loop, so no page is ever reached. Send one of them to a page.",
    ],
    [
      "a target that is not a page",
      site([], [{ from: "/go/a", kind: "permanent", to: "/no-such-page" }]),
      "src/content/redirects.json, Redirects › /go/a: /no-such-page is not a page of this site. Use the address of a page, such as /services, or one starting with https://.",
    ],
    [
      "a target that is gone",
      site(
        [],
        [
          { from: "/go/a", kind: "permanent", to: "/retired" },
          { from: "/retired", kind: "gone", to: "" },
        ],
      ),
      "src/content/redirects.json, Redirects › /go/a: /retired is not a page of this site (it is gone for good). Use the address of a page, such as /services, or one starting with https://.",
    ],
    [
      "a move with nowhere to go",
      site([], [{ from: "/go/a", kind: "permanent", to: "" }]),
      'src/content/redirects.json, Redirects › /go/a: "Goes to" is empty. Give the page it leads to, or choose "Gone for good".',
    ],
  ])("refuses %s, naming the file and field", (_, addresses, problem) => {
    // A loop of two is told at each of its redirects; every other problem once.
    expect(settled(addresses).problems[0]).toBe(problem);
    expect(settled(addresses).problems.length).toBeLessThanOrEqual(2);
  });

  it("publishes nothing it refused", () => {
    const { moved } = settled(site([post("a", ["/blog/b"]), post("b")]));
    expect(moved).toEqual([]);
  });
});
