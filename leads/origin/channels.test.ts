import { describe, expect, it } from "vitest";
import { channelOf, type ChannelSignals } from "./channels.ts";

const visit = (signals: Partial<ChannelSignals>): ChannelSignals => ({
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  adClicks: [],
  ...signals,
});

// Real visits, with what analytics tools report for each (Plausible's and Google Analytics' documented channel
// rules: the campaign tags first, an ad's click identifier, then the referring site).
const table: [string, Partial<ChannelSignals>, string][] = [
  ["a typed address or a bookmark", {}, "Direct"],
  ["Google search", { referrer: "www.google.com" }, "Organic Search"],
  ["Bing search", { referrer: "www.bing.com" }, "Organic Search"],
  ["DuckDuckGo", { referrer: "duckduckgo.com" }, "Organic Search"],
  ["Yahoo Japan", { referrer: "search.yahoo.co.jp" }, "Organic Search"],
  [
    "a Google ad with auto-tagging and no tags",
    { referrer: "www.google.com", adClicks: ["Google Ads"] },
    "Paid Search",
  ],
  ["a Google ad whose referrer was dropped", { adClicks: ["Google Ads"] }, "Paid Search"],
  ["a Microsoft ad", { adClicks: ["Microsoft Ads"] }, "Paid Search"],
  ["google / cpc", { utmSource: "google", utmMedium: "cpc" }, "Paid Search"],
  ["bing / ppc", { utmSource: "bing", utmMedium: "ppc" }, "Paid Search"],
  ["LinkedIn, shared", { referrer: "www.linkedin.com" }, "Organic Social"],
  ["LinkedIn's app", { referrer: "com.linkedin.android" }, "Organic Social"],
  ["Hacker News", { referrer: "news.ycombinator.com" }, "Organic Social"],
  ["YouTube", { referrer: "youtube.com" }, "Organic Social"],
  ["linkedin / social", { utmSource: "linkedin", utmMedium: "social" }, "Organic Social"],
  ["a Facebook link (fbclid on every link)", { referrer: "l.facebook.com", adClicks: ["Meta"] }, "Organic Social"],
  ["linkedin / paid_social", { utmSource: "linkedin", utmMedium: "paid_social" }, "Paid Social"],
  ["facebook / cpc", { utmSource: "facebook", utmMedium: "cpc", adClicks: ["Meta"] }, "Paid Social"],
  ["a LinkedIn ad", { adClicks: ["LinkedIn Ads"] }, "Paid Social"],
  ["newsletter / email", { utmSource: "newsletter", utmMedium: "email" }, "Email"],
  ["mailchimp, untagged medium", { utmSource: "mailchimp" }, "Email"],
  ["Gmail in a browser", { referrer: "mail.google.com" }, "Email"],
  ["Outlook on the web", { referrer: "outlook.live.com" }, "Email"],
  ["ChatGPT, by its referrer", { referrer: "chatgpt.com" }, "AI Assistants"],
  ["ChatGPT's tagged link, no referrer", { utmSource: "chatgpt.com" }, "AI Assistants"],
  ["Perplexity", { referrer: "www.perplexity.ai" }, "AI Assistants"],
  ["Gemini, not Google search", { referrer: "gemini.google.com" }, "AI Assistants"],
  ["Copilot", { referrer: "copilot.microsoft.com" }, "AI Assistants"],
  ["Claude", { referrer: "claude.ai" }, "AI Assistants"],
  ["an industry magazine's article", { referrer: "www.healthtechweekly.com" }, "Referral"],
  ["Wikipedia", { referrer: "en.wikipedia.org" }, "Referral"],
  ["a partner's link tagged referral", { utmSource: "partner", utmMedium: "referral" }, "Referral"],
  ["a display campaign", { utmSource: "dv360", utmMedium: "display" }, "Other campaigns"],
  ["a conference's QR code", { utmSource: "qr", utmCampaign: "himss-2027" }, "Other campaigns"],
];

describe("the channel of a visit", () => {
  it.each(table)("%s: %j is %s", (_, signals, channel) => {
    expect(channelOf(visit(signals))).toBe(channel);
  });
});
