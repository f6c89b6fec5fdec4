import { describe, expect, it } from "vitest";
import { origin } from "../fixtures/origin.ts";
import { campaignName, landingName, NAME_LENGTH, originName, originOf, referrerName, topicName } from "./names.ts";
import { knownHosts } from "./referrers.ts";

describe("what brought a lead, named once", () => {
  it("names a site from our list however its host is written, and any other site by its host", () => {
    for (const host of ["www.google.com", "google.com", "GOOGLE.COM", "www.google.co.uk", "google.de."]) {
      expect(referrerName(host), host).toBe("Google");
    }
    expect(referrerName("www.bing.com")).toBe("Bing");
    expect(referrerName("duckduckgo.com")).toBe("DuckDuckGo");
    expect(referrerName("search.yahoo.co.jp")).toBe("Yahoo");
    expect(referrerName("www.linkedin.com")).toBe("LinkedIn");
    expect(referrerName("lnkd.in")).toBe("LinkedIn");
    expect(referrerName("m.facebook.com")).toBe("Facebook");
    expect(referrerName("www.instagram.com")).toBe("Instagram");
    expect(referrerName("news.ycombinator.com")).toBe("Hacker News");
    expect(referrerName("www.healthtechweekly.com")).toBe("healthtechweekly.com");
    // A look-alike is not the site it imitates.
    expect(referrerName("google.com.evil.example")).toBe("google.com.evil.example");
    expect(referrerName("notgoogle.com")).toBe("notgoogle.com");
  });

  it("names webmail as the mail it is, the AI assistants as themselves, and an app by its app", () => {
    expect(referrerName("mail.google.com")).toBe("Gmail");
    expect(referrerName("outlook.live.com")).toBe("Outlook");
    expect(referrerName("gemini.google.com")).toBe("Gemini");
    expect(referrerName("chatgpt.com")).toBe("ChatGPT");
    expect(referrerName("www.perplexity.ai")).toBe("Perplexity");
    expect(referrerName("copilot.microsoft.com")).toBe("Copilot");
    expect(referrerName("claude.ai")).toBe("Claude");
    expect(referrerName("com.linkedin.android")).toBe("LinkedIn");
    expect(knownHosts()).toBeGreaterThan(200);
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

  it("cuts a name after folding it, so a name that grows when lowered is one name, and reachable", () => {
    const long = "İ".repeat(100);
    const name = campaignName(origin({ utmSource: long, utmMedium: long, utmCampaign: long }));
    expect(name).toHaveLength(NAME_LENGTH);
    expect(name).toBe(campaignName(origin({ utmSource: long.toLowerCase(), utmMedium: long, utmCampaign: long })));
  });

  it("names a landing page by its path alone, and a lead without one as not known", () => {
    expect(landingName("/services/cloud-migration?utm_source=linkedin")).toBe("/services/cloud-migration");
    expect(landingName("/contact?service=cloud-migration#form")).toBe("/contact");
    expect(landingName("/")).toBe("/");
    expect(landingName("")).toBe("not known");
    expect(topicName("")).toBe("no topic");
    expect(topicName("Cloud Migration for Healthcare")).toBe("Cloud Migration for Healthcare");
  });

  it("names each dimension of one lead, its ad clicks read from its addresses", () => {
    const lead = originOf({
      source: { landing: "/blog/x?gclid=", page: "/contact?service=ai", referrer: "www.google.com" },
      topic: "Cloud Migration",
    });
    expect(lead.adClicks).toEqual(["Google Ads"]);
    expect(["channel", "landing", "referrer", "campaign", "topic"].map((d) => originName(lead, d as never))).toEqual([
      "Paid Search",
      "/blog/x",
      "Google",
      "no campaign",
      "Cloud Migration",
    ]);
  });
});
