import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LANDING_KEY, readLanding, rememberLanding } from "./landing.ts";

const origin = "https://www.bighorn.test";
type Page = { origin: string; pathname: string; search: string };
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
  const location = { origin: url.origin, pathname: url.pathname, search: url.search };
  run(storage, { referrer }, location);
  return held;
}

describe("the visit script", () => {
  it("keeps the first page with its campaign tags and the host of the site that linked to it", () => {
    const held = visit("/services/cloud-migration?utm_source=linkedin", "https://www.linkedin.com/feed/update/1?x=2");
    expect([...held]).toEqual([
      [LANDING_KEY, JSON.stringify(["/services/cloud-migration?utm_source=linkedin", "www.linkedin.com"])],
    ]);
  });

  it("keeps of the query only what the report reads: the tags, the topic, and an ad's click by its name alone", () => {
    const held = visit(
      "/contact?service=cloud-migration&email=dana%40example.com&utm_medium=cpc&gclid=Cj0KCQ&token=abc&fbclid=IwAR&mc_eid=9f&_hsenc=p2A",
      "android-app://com.linkedin.android/",
    );
    expect(JSON.parse(held.get(LANDING_KEY) ?? "")).toEqual([
      "/contact?service=cloud-migration&utm_medium=cpc&gclid=&fbclid=",
      "com.linkedin.android",
    ]);
    expect(visit("/about?ref=newsletter", "").get(LANDING_KEY)).toBe(JSON.stringify(["/about", ""]));
  });

  it("keeps a page opened without a referrer (a bookmark, a typed address)", () => {
    expect(visit("/about", "").get(LANDING_KEY)).toBe(JSON.stringify(["/about", ""]));
  });

  it("leaves the first page as it is on the pages read after it", () => {
    const held = visit("/services/cloud-migration?utm_campaign=spring", "https://www.google.com/");
    const first = held.get(LANDING_KEY);
    visit("/contact", "https://www.bing.com/", held);
    expect(held.get(LANDING_KEY)).toBe(first);
  });

  it("keeps nothing for a page opened from another page of the site", () => {
    expect(visit("/thank-you", `${origin}/contact`).size).toBe(0);
  });

  it("costs the page nothing where storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const storage = new Proxy({}, { get: blocked, set: blocked });
    expect(() => {
      run(storage, { referrer: "" }, { origin, pathname: "/", search: "" });
    }).not.toThrow();
  });

  it("stays far under its 300-byte budget, gzipped", () => {
    expect(gzipSync(rememberLanding, { level: 9 }).length).toBeLessThan(300);
  });
});

describe("readLanding", () => {
  const holding = (value: string | null) => () => ({ getItem: () => value });

  it("reads what the script kept", () => {
    expect(readLanding(holding(JSON.stringify(["/blog?utm_medium=email", ""])))).toEqual({
      page: "/blog?utm_medium=email",
      referrer: "",
    });
  });

  it.each([
    ["nothing kept", null],
    ["not JSON", "/blog"],
    ["not a pair of strings", JSON.stringify(["/blog", 7])],
    ["an object", JSON.stringify({ page: "/blog" })],
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
