import { describe, expect, it } from "vitest";
import { origin } from "../fixtures/origin.ts";
import { campaignName, landingName, originName, referrerName, topicName } from "./names.ts";

describe("what brought a lead, named once", () => {
  it("names a search engine however its host is written, and any other site by its host", () => {
    for (const host of ["www.google.com", "google.com", "GOOGLE.COM", "www.google.co.uk", "google.de."]) {
      expect(referrerName(host), host).toBe("Google");
    }
    expect(referrerName("www.bing.com")).toBe("Bing");
    expect(referrerName("duckduckgo.com")).toBe("DuckDuckGo");
    expect(referrerName("search.yahoo.com")).toBe("Yahoo");
    expect(referrerName("www.linkedin.com")).toBe("LinkedIn");
    expect(referrerName("lnkd.in")).toBe("LinkedIn");
    expect(referrerName("m.facebook.com")).toBe("Facebook");
    expect(referrerName("t.co")).toBe("X");
    expect(referrerName("www.healthtechweekly.com")).toBe("healthtechweekly.com");
    // A look-alike is not the engine it imitates.
    expect(referrerName("google.com.evil.example")).toBe("google.com.evil.example");
    expect(referrerName("notgoogle.com")).toBe("notgoogle.com");
  });

  it("counts an empty referrer as a direct visit", () => {
    expect(referrerName("")).toBe("direct");
    expect(referrerName("  ")).toBe("direct");
  });

  it("reads a campaign's tags as one however their case and spaces were typed", () => {
    const names = [
      origin({ utmSource: "LinkedIn", utmMedium: "Social", utmCampaign: "Spring Launch" }),
      origin({ utmSource: " linkedin ", utmMedium: "social", utmCampaign: "spring   launch" }),
      origin({ utmSource: "LINKEDIN", utmMedium: "SOCIAL", utmCampaign: "Spring\tLaunch" }),
    ].map(campaignName);
    expect(new Set(names)).toEqual(new Set(["linkedin / social / spring launch"]));
    expect(campaignName(origin({ utmSource: "newsletter" }))).toBe("newsletter / – / –");
    expect(campaignName(origin({}))).toBe("no campaign");
  });

  it("names a landing page by its path alone, and a lead without one as not known", () => {
    expect(landingName("/services/cloud-migration?utm_source=linkedin")).toBe("/services/cloud-migration");
    expect(landingName("/contact?service=cloud-migration#form")).toBe("/contact");
    expect(landingName("/")).toBe("/");
    expect(landingName("")).toBe("not known");
    expect(topicName("")).toBe("no topic");
    expect(topicName("Cloud Migration for Healthcare")).toBe("Cloud Migration for Healthcare");
  });

  it("names each dimension of one origin", () => {
    const one = origin({ landing: "/blog/x?utm_source=mail", referrer: "www.google.com", topic: "Cloud Migration" });
    expect(["landing", "referrer", "campaign", "topic"].map((d) => originName(one, d as never))).toEqual([
      "/blog/x",
      "Google",
      "no campaign",
      "Cloud Migration",
    ]);
  });
});
