import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LANDING_KEY, readLanding, rememberLanding } from "./landing.ts";

const origin = "https://www.bighorn.test";
type Page = { host: string; pathname: string; search: string };
/** The script as a page runs it, with the globals it reads passed in: the site's own text, never a visitor's. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const run = new Function("sessionStorage", "document", "location", rememberLanding) as (
  storage: object,
  document: { referrer: string },
  location: Page,
) => void;

/**
 * Runs the inline script as a page would, with the page's globals stood in (session storage read and written by
 * its keys, as the script does); returns what the tab holds after.
 */
/** What the contact form reads of what the script kept. */
const read = (held: Map<string, string>) => readLanding(() => ({ getItem: (key) => held.get(key) ?? null }));

function visit(path: string, referrer: string, held = new Map<string, string>()) {
  const url = new URL(path, origin);
  const storage = new Proxy(
    {},
    {
      get: (_, key) => (typeof key === "string" ? held.get(key) : undefined),
      set: (_, key, value) => {
        held.set(String(key), String(value));
        return true;
      },
    },
  );
  const location = { host: url.host, pathname: url.pathname, search: url.search };
  run(storage, { referrer }, location);
  return held;
}

describe("the visit script", () => {
  it("keeps the first page with its campaign tags and the host of the site that linked to it", () => {
    const held = visit("/services/cloud-migration?utm_source=linkedin", "https://www.linkedin.com/feed/update/1?x=2");
    expect([...held.keys()]).toEqual([LANDING_KEY]);
    expect(read(held)).toEqual({ page: "/services/cloud-migration?utm_source=linkedin", referrer: "www.linkedin.com" });
  });

  it("keeps of the query only what the report reads: the tags, the topic, and an ad's click by its name alone", () => {
    const held = visit(
      "/contact?service=cloud-migration&email=dana%40example.com&utm_medium=cpc&gclid=Cj0KCQ&token=abc&fbclid=IwAR&mc_eid=9f&_hsenc=p2A",
      "android-app://com.linkedin.android/",
    );
    expect(read(held)).toEqual({
      page: "/contact?service=cloud-migration&utm_medium=cpc&gclid=&fbclid=",
      referrer: "com.linkedin.android",
    });
    expect(read(visit("/about?ref=newsletter", ""))).toEqual({ page: "/about", referrer: "" });
  });

  it("keeps a page opened without a referrer (a bookmark, a typed address)", () => {
    expect(read(visit("/about", ""))).toEqual({ page: "/about", referrer: "" });
  });

  it("leaves the first page as it is on the pages read after it", () => {
    const held = visit("/services/cloud-migration?utm_campaign=spring", "https://www.google.com/");
    const first = held.get(LANDING_KEY);
    visit("/contact", "https://www.bing.com/", held);
    expect(held.get(LANDING_KEY)).toBe(first);
  });

  it("keeps nothing for a page opened from another page of the site", () => {
    expect(visit("/thank-you", `${origin}/contact`).size).toBe(0);
    expect(visit("/thank-you", `${origin}/`).size).toBe(0);
  });

  it("costs the page nothing where storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const storage = new Proxy({}, { get: blocked, set: blocked });
    expect(() => {
      run(storage, { referrer: "" }, { host: new URL(origin).host, pathname: "/", search: "" });
    }).not.toThrow();
  });

  it("stays under its 300-byte budget, and far under it gzipped", () => {
    expect(rememberLanding.length).toBeLessThan(300);
    expect(gzipSync(rememberLanding, { level: 9 }).length).toBeLessThan(260);
  });
});

describe("readLanding", () => {
  const holding = (value: string | null) => () => ({ getItem: () => value });

  it("reads what the script kept", () => {
    expect(readLanding(holding("/blog?utm_medium=email "))).toEqual({ page: "/blog?utm_medium=email", referrer: "" });
    expect(readLanding(holding("/blog? news.ycombinator.com"))).toEqual({
      page: "/blog",
      referrer: "news.ycombinator.com",
    });
  });

  it.each([
    ["nothing kept", null],
    ["no host part", "/blog"],
    ["not a page's address", "blog www.google.com"],
    ["an earlier release's pair", JSON.stringify(["/blog", ""])],
  ])("gives nothing for %s", (_, value) => {
    expect(readLanding(holding(value))).toBeUndefined();
  });

  it("gives nothing where opening storage throws", () => {
    expect(
      readLanding(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      }),
    ).toBeUndefined();
  });
});
