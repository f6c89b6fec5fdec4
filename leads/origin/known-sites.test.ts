import { describe, expect, it } from "vitest";
import { channelOf, type ChannelSignals } from "./channels.ts";
import { googleSearchDomain, sites, type SiteMedium } from "./known-sites.ts";
import { referrerName } from "./names.ts";
import { assistants, bareHost, knownSite, taggedSite } from "./referrers.ts";

const media: readonly SiteMedium[] = ["search", "social", "email", "paid", "referral"];
const hosts = sites.flatMap((site) => site.hosts);

describe("our list of referring sites", () => {
  it("holds each host once, in lower case, as the bare domain a referrer is looked up by", () => {
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) {
      expect(host, host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      // A host `www.` or `m.` would be looked up only as written: its bare domain is what stands for it.
      expect(bareHost(host), host).toBe(host);
      expect(googleSearchDomain.test(host), host).toBe(false);
    }
  });

  it("names each site once, with a medium analytics tools count, and no host or tag of an AI assistant", () => {
    const names = sites.map((site) => site.name);
    expect(new Set(names).size).toBe(names.length);
    for (const site of sites) expect(media, site.name).toContain(site.medium);
    const assistantHosts = new Set(assistants.flatMap((assistant) => assistant.hosts));
    for (const host of hosts) expect(assistantHosts.has(host), host).toBe(false);
    const tags = sites.flatMap((site) => [site.name.toLowerCase(), ...(site.tags ?? [])]);
    expect(new Set(tags).size).toBe(tags.length);
    const assistantTags = new Set(assistants.flatMap((assistant) => assistant.tags));
    for (const tag of tags) expect(assistantTags.has(tag), tag).toBe(false);
  });

  it("is a few hundred hosts, each of which names its site", () => {
    expect(hosts.length).toBeGreaterThan(200);
    for (const site of sites) {
      for (const host of site.hosts) expect(knownSite(host), host).toEqual({ name: site.name, medium: site.medium });
    }
  });

  it("knows Google's search on every country domain, and no look-alike or other Google site as it", () => {
    for (const host of [
      "google.com",
      "www.google.com",
      "google.de",
      "www.google.fr",
      "google.co.uk",
      "www.google.co.jp",
      "www.google.com.au",
      "google.com.br",
      "google.cat",
      "com.google.android.googlequicksearchbox",
    ]) {
      expect(knownSite(host), host).toEqual({ name: "Google", medium: "search" });
    }
    for (const host of [
      "googleusercontent.com",
      "webcache.googleusercontent.com",
      "google.evil.com",
      "www.google.evil.com",
      "google.com.evil.example",
      "google.co.uk.evil.example",
      "evil-google.com",
      "google.example",
      "google.org",
      "docs.google.com",
      "sites.google.com",
    ]) {
      expect(knownSite(host), host).toBeUndefined();
    }
    expect(knownSite("mail.google.com")?.name).toBe("Gmail");
    expect(knownSite("gemini.google.com")?.name).toBe("Gemini");
    expect(knownSite("googleadservices.com")).toEqual({ name: "Google Ads", medium: "paid" });
  });

  it("reads a site's subdomains as the site, and only its subdomains", () => {
    const named: [string, string][] = [
      ["uk.search.yahoo.com", "Yahoo"],
      ["de.search.yahoo.com", "Yahoo"],
      ["search.yahoo.co.jp", "Yahoo"],
      ["uk.mail.yahoo.com", "Yahoo Mail"],
      ["cn.bing.com", "Bing"],
      ["html.duckduckgo.com", "DuckDuckGo"],
      ["l.facebook.com", "Facebook"],
      ["lm.facebook.com", "Facebook"],
      ["m.facebook.com", "Facebook"],
      ["web.facebook.com", "Facebook"],
      ["l.instagram.com", "Instagram"],
      ["de.linkedin.com", "LinkedIn"],
      ["mobile.twitter.com", "X (Twitter)"],
      ["out.reddit.com", "Reddit"],
      ["old.reddit.com", "Reddit"],
      ["m.youtube.com", "YouTube"],
      ["vm.tiktok.com", "TikTok"],
      ["app.slack.com", "Slack"],
      ["acme.slack.com", "Slack"],
      ["web.telegram.org", "Telegram"],
      ["web.whatsapp.com", "WhatsApp"],
      ["eur01.safelinks.protection.outlook.com", "Outlook"],
      ["app.fastmail.com", "Fastmail"],
      ["ad.doubleclick.net", "Google Ads"],
      ["en.wikipedia.org", "Wikipedia"],
      ["gist.github.com", "GitHub"],
    ];
    for (const [host, name] of named) expect(referrerName(host), host).toBe(name);
    for (const host of ["notlinkedin.com", "linkedin.com.evil.example", "facebook.evil.com", "xt.co", "evilbing.com"]) {
      expect(knownSite(host), host).toBeUndefined();
    }
  });

  it("reads a campaign's utm_source by the site's name, its other names and its hosts", () => {
    const tagged: [string, string][] = [
      ["google", "Google"],
      ["Google", "Google"],
      ["google.com", "Google"],
      ["twitter", "X (Twitter)"],
      ["x", "X (Twitter)"],
      ["fb", "Facebook"],
      ["ig", "Instagram"],
      ["linkedin", "LinkedIn"],
      ["lnkd.in", "LinkedIn"],
      ["hacker news", "Hacker News"],
      ["gmail", "Gmail"],
    ];
    for (const [tag, name] of tagged) expect(taggedSite(tag)?.name, tag).toBe(name);
  });
});

const visit = (signals: Partial<ChannelSignals>): ChannelSignals => ({
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  adClicks: [],
  ...signals,
});

// Real referrers, each medium's, with the channel Google Analytics and Plausible count them in.
const referrers: [string, string][] = [
  ["www.google.co.uk", "Organic Search"],
  ["www.google.com.au", "Organic Search"],
  ["com.google.android.googlequicksearchbox", "Organic Search"],
  ["news.google.com", "Organic Search"],
  ["www.bing.com", "Organic Search"],
  ["search.yahoo.com", "Organic Search"],
  ["yandex.ru", "Organic Search"],
  ["www.baidu.com", "Organic Search"],
  ["www.ecosia.org", "Organic Search"],
  ["search.brave.com", "Organic Search"],
  ["www.startpage.com", "Organic Search"],
  ["www.qwant.com", "Organic Search"],
  ["search.naver.com", "Organic Search"],
  ["search.seznam.cz", "Organic Search"],
  ["www.so.com", "Organic Search"],
  ["kagi.com", "Organic Search"],
  ["www.linkedin.com", "Organic Social"],
  ["lnkd.in", "Organic Social"],
  ["com.linkedin.android", "Organic Social"],
  ["t.co", "Organic Social"],
  ["x.com", "Organic Social"],
  ["out.reddit.com", "Organic Social"],
  ["youtu.be", "Organic Social"],
  ["pin.it", "Organic Social"],
  ["bsky.app", "Organic Social"],
  ["mastodon.social", "Organic Social"],
  ["news.ycombinator.com", "Organic Social"],
  ["app.slack.com", "Organic Social"],
  ["teams.microsoft.com", "Organic Social"],
  ["www.threads.net", "Organic Social"],
  ["mail.google.com", "Email"],
  ["com.google.android.gm", "Email"],
  ["outlook.office.com", "Email"],
  ["outlook.office365.com", "Email"],
  ["outlook.live.com", "Email"],
  ["mail.yahoo.com", "Email"],
  ["mail.proton.me", "Email"],
  ["www.icloud.com", "Email"],
  ["deref-gmx.net", "Email"],
  ["www.googleadservices.com", "Paid Search"],
  ["syndicatedsearch.goog", "Paid Search"],
  ["googleads.g.doubleclick.net", "Paid Search"],
  ["www.taboola.com", "Other campaigns"],
  ["github.com", "Referral"],
  ["de.wikipedia.org", "Referral"],
  ["clutch.co", "Referral"],
  ["docs.google.com", "Referral"],
  ["mybrand.substack.com", "Referral"],
  ["chatgpt.com", "AI Assistants"],
  ["gemini.google.com", "AI Assistants"],
];

describe("the channel of a referrer our list knows", () => {
  it.each(referrers)("%s is %s", (referrer, channel) => {
    expect(channelOf(visit({ referrer }))).toBe(channel);
  });

  it("makes a paid campaign from a listed source paid search or paid social", () => {
    expect(channelOf(visit({ utmSource: "twitter", utmMedium: "paid" }))).toBe("Paid Social");
    expect(channelOf(visit({ utmSource: "duckduckgo", utmMedium: "cpc" }))).toBe("Paid Search");
    expect(channelOf(visit({ utmSource: "gmail" }))).toBe("Email");
  });
});
