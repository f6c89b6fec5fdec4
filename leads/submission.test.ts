import { describe, expect, it } from "vitest";
import { dedupeKey, keptSource, readSource, spamReason } from "./submission.ts";

const MIN_FILL_MS = 3_000;
const host = "www.bighorn.test";

describe("spamReason", () => {
  it.each([
    ["empty, as the page posts it", "", undefined],
    ["filled", "http://spam.example", "honeypot filled"],
    ["a single space", " ", "honeypot filled"],
    ["3,000 characters long", "a".repeat(3_000), "honeypot filled"],
    ["posted twice, empty", ["", ""], "honeypot posted more than once"],
    ["posted twice, filled", ["http://spam.example", "http://spam.example"], "honeypot posted more than once"],
  ])("judges a honeypot %s", (_, honeypot, reason) => {
    for (const kind of ["contact", "subscription"] as const) {
      expect(spamReason(kind, { _honey: honeypot, _elapsed: "" }, MIN_FILL_MS), kind).toBe(reason);
    }
  });

  it.each([
    ["empty: the page could not measure (no JavaScript)", { _elapsed: "" }, undefined],
    ["longer than anyone needs", { _elapsed: "12000" }, undefined],
    ["exactly the minimum", { _elapsed: "3000" }, undefined],
    ["shorter than anyone types", { _elapsed: "800" }, "sent 800 ms after typing began"],
    ["zero", { _elapsed: "0" }, "sent 0 ms after typing began"],
    ["missing: the form always posts the field", {}, "typing time missing"],
    ["posted twice", { _elapsed: ["12000", "12000"] }, "typing time posted more than once"],
    ["negative", { _elapsed: "-5000" }, "typing time negative"],
    ["a word", { _elapsed: "soon" }, "typing time not a number"],
    ["a fraction", { _elapsed: "4000.5" }, "typing time not a number"],
    ["in exponent notation", { _elapsed: "1e5" }, "typing time not a number"],
    ["padded with spaces", { _elapsed: " 4000 " }, "typing time not a number"],
    ["Infinity", { _elapsed: "Infinity" }, "typing time not a number"],
  ])("judges a contact post whose typing time is %s", (_, posted, reason) => {
    expect(spamReason("contact", { _honey: "", ...posted }, MIN_FILL_MS)).toBe(reason);
  });

  it("does not judge a newsletter post by a typing time its box never measures", () => {
    expect(spamReason("subscription", { _honey: "" }, MIN_FILL_MS)).toBeUndefined();
  });
});

describe("dedupeKey", () => {
  const fields = { "Full Name": "Pat Quinn", Message: "Hello" };
  const at = Date.UTC(2026, 10, 23, 12);

  it.each([
    ["with the page's submission id", { _submission: "0f4c2a7e-8d1b-4c3a-9e5f-2b6d7a8c9e01" }],
    ["without JavaScript", { _submission: "" }],
  ])(
    "gives a post filed as spam a key of its own, %s, so the same post as a person's is a new lead",
    async (_, posted) => {
      const person = await dedupeKey("contact", fields, posted, at, undefined);
      const spam = await dedupeKey("contact", fields, posted, at, "sent 800 ms after typing began");
      expect(spam).not.toBe(person);
      expect(await dedupeKey("contact", fields, posted, at + 60_000, "typing time missing")).toBe(spam);
      expect(await dedupeKey("contact", fields, posted, at + 60_000, undefined)).toBe(person);
    },
  );

  it("keeps a person's key as it was before spam had keys of its own", async () => {
    expect(await dedupeKey("contact", fields, {}, at, undefined)).toMatch(/^d:2026-11-23:[0-9a-f]{64}$/);
  });
});

describe("readSource: the page a post came from is only ever a path of this site", () => {
  it.each([
    ["a backslash after the slash", "/\\evil.example"],
    ["two backslashes", "/\\\\evil.example"],
    ["two slashes", "//evil.example"],
    ["a tab between the slashes", "/\t/evil.example"],
    ["a newline between the slashes", "/\n/evil.example"],
    ["a carriage return and a backslash", "/\r\\evil.example"],
    ["a dot segment before two slashes", "/.//evil.example"],
    ["another site's address", "https://evil.example/contact"],
    ["a script", "javascript:alert(1)"],
  ])("refuses %s as the posted page", (_, value) => {
    expect(readSource({ _page: value }, undefined, host).page).toBeUndefined();
  });

  it("refuses a Referer on this host whose path reads as another site's address", () => {
    expect(readSource({}, `https://${host}//evil.example/`, undefined).page).toBeUndefined();
    expect(readSource({}, `https://${host}/.//evil.example/`, host).page).toBeUndefined();
  });

  it.each([
    ["a path with its query", "/contact?service=cloud-migration", "/contact?service=cloud-migration"],
    ["an escaped backslash, which stays a path", "/%5Cevil.example", "/%5Cevil.example"],
    ["a path with a fragment, without it", "/blog#latest", "/blog"],
    ["a path with a space, escaped", "/blog/a b", "/blog/a%20b"],
  ])("keeps %s", (_, value, page) => {
    expect(readSource({ _page: value }, undefined, host).page).toBe(page);
  });

  it("keeps the path of a Referer on this host", () => {
    expect(readSource({}, `https://${host}/blog/category/ai-automation`, host).page).toBe(
      "/blog/category/ai-automation",
    );
  });
});

describe("readSource: the visit's first page fills in what the form's page cannot tell", () => {
  const contact = `https://${host}/contact`;
  const landing = "/services/cloud-migration?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring%20Launch";
  /** The same page as kept: only its tags, a space written as links write it. */
  const keptLanding = landing;

  it("keeps a first page carried from a campaign, with its tags and the site that linked to it", () => {
    const posted = {
      _page: "/contact",
      _referrer: `https://${host}/services/cloud-migration`,
      _landing: landing,
      _landing_referrer: "https://www.google.com/",
    };
    expect(readSource(posted, contact, host)).toEqual({
      page: "/contact",
      previousPage: "/services/cloud-migration",
      landing: keptLanding,
      referrer: "www.google.com",
      utm: { utm_source: "LinkedIn", utm_medium: "social", utm_campaign: "Spring Launch" },
    });
  });

  it("keeps of every page's query only what the report reads: a newsletter's email, a reset token or an ad's click id never", () => {
    const posted = {
      _page: "/contact?service=cloud-migration&email=dana%40example.com",
      _landing:
        "/blog/x?utm_source=newsletter&utm_medium=email&mc_eid=9f3&_hsenc=p2A&gclid=Cj0KCQ&fbclid=IwAR&token=r3set",
      _landing_referrer: "https://mail.google.com/mail/u/0/#inbox/FMfcgz",
      _referrer: `https://${host}/services/cloud-migration?email=dana%40example.com&utm_source=x`,
    };
    const source = readSource(posted, undefined, host);
    expect(source).toEqual({
      page: "/contact?service=cloud-migration",
      landing: "/blog/x?utm_source=newsletter&utm_medium=email&gclid=&fbclid=",
      previousPage: "/services/cloud-migration?utm_source=x",
      referrer: "mail.google.com",
      utm: { utm_source: "newsletter", utm_medium: "email" },
    });
    expect(JSON.stringify(source)).not.toMatch(/dana|9f3|p2A|Cj0KCQ|IwAR|r3set|FMfcgz/);
  });

  it("reads the linking site as the visit script keeps it, a host alone, and an app's referrer by its app", () => {
    const first = (landingReferrer: string) =>
      readSource({ _landing: "/about", _landing_referrer: landingReferrer }, contact, host).referrer;
    expect(first("www.linkedin.com")).toBe("www.linkedin.com");
    expect(first("android-app://com.linkedin.android/")).toBe("com.linkedin.android");
    expect(first(host)).toBeUndefined();
    expect(first("javascript:alert(1)")).toBeUndefined();
  });

  it("does not keep a first page that is the form's own", () => {
    const posted = { _landing: "/contact?utm_source=newsletter", _landing_referrer: "https://mail.example.com/" };
    expect(readSource(posted, `${contact}?utm_source=newsletter`, host)).toEqual({
      page: "/contact?utm_source=newsletter",
      referrer: "mail.example.com",
      utm: { utm_source: "newsletter" },
    });
  });

  it.each([
    ["another site's address", "https://evil.example/services?utm_source=spam"],
    ["an address on another host of the same shape", `https://evil.example/contact`],
    ["two slashes", "//evil.example/services?utm_source=spam"],
    ["a path past 2,000 characters", `/services?utm_source=${"a".repeat(2_000)}`],
  ])("refuses %s as the first page, and its referrer with it", (_, value) => {
    const source = readSource({ _landing: value, _landing_referrer: "https://www.google.com/" }, contact, host);
    expect(source).toEqual({ page: "/contact" });
  });

  it("bounds a kept first page to 500 characters", () => {
    const long = `/blog?utm_content=${"b".repeat(600)}`;
    expect(readSource({ _landing: long }, contact, host).landing).toBe(long.slice(0, 500));
  });

  it("lets the form page's own tags and outside referrer win over the first page's", () => {
    const posted = {
      _referrer: "https://www.bing.com/search?q=bighorn",
      _landing: landing,
      _landing_referrer: "https://www.linkedin.com/feed/",
    };
    expect(readSource(posted, `${contact}?utm_source=bing&utm_medium=cpc`, host)).toEqual({
      page: "/contact?utm_source=bing&utm_medium=cpc",
      landing: keptLanding,
      referrer: "www.bing.com",
      utm: { utm_source: "bing", utm_medium: "cpc" },
    });
  });

  it("reads no outside site from a first page opened without a referrer, or from this site", () => {
    expect(readSource({ _landing: "/about", _landing_referrer: "" }, contact, host)).toEqual({
      page: "/contact",
      landing: "/about",
    });
    expect(readSource({ _landing: "/about", _landing_referrer: `https://${host}/` }, contact, host).referrer).toBe(
      undefined,
    );
  });
});

describe("keptSource: a lead kept by an older release, kept as a post is today", () => {
  it("keeps of each page address only what the report reads, the referrer's host, and the campaign tags", () => {
    expect(
      keptSource({
        landing:
          "/services/ai-data-analytics?utm_source=newsletter&email=dana%40clinic.example&gclid=Cj0KCQ&token=r3set",
        page: "https://www.bighornsoftware.example/contact?service=cloud-migration&mc_eid=9f3",
        previousPage: "/blog/hipaa-ready-cloud?_hsenc=p2ANqtz&fbclid=IwAR2",
        referrer: "https://www.google.com/search?q=dana+clinic",
        utm: { utm_source: "newsletter", email: "dana@clinic.example", toString: "x" },
      }),
    ).toEqual({
      landing: "/services/ai-data-analytics?utm_source=newsletter&gclid=",
      page: "/contact?service=cloud-migration",
      previousPage: "/blog/hipaa-ready-cloud?fbclid=",
      referrer: "www.google.com",
      utm: { utm_source: "newsletter" },
    });
  });

  it("drops an address that is no path of this site, and keeps a clean source as it is", () => {
    expect(keptSource({ landing: "//evil.example/x", previousPage: "javascript:alert(1)", page: "/contact" })).toEqual({
      page: "/contact",
    });
    const clean = {
      landing: "/services/cloud-migration?utm_source=linkedin",
      page: "/contact",
      referrer: "www.linkedin.com",
    };
    expect(keptSource(clean)).toEqual(clean);
    expect(keptSource({})).toEqual({});
  });
});
