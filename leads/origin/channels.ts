import { knownSite, taggedSite, type KnownSite } from "./referrers.ts";

/**
 * The channel of a lead: how the visit reached the site, in the channels Plausible and Google Analytics report
 * (their rules, simplified to what a consultancy's site sees). Decided, in this order, from the campaign tags (the
 * usual `utm_medium` conventions), from an ad network's click identifier (a `gclid` is a Google ad even without
 * tags) and from the referring site: an AI assistant, by its host or by the `utm_source` its links carry (ChatGPT
 * tags its links `utm_source=chatgpt.com`); paid search and paid social; email; organic social and search; another
 * site; any other campaign; and direct, when nothing at all is known.
 */
export const channels = [
  "AI Assistants",
  "Organic Search",
  "Paid Search",
  "Organic Social",
  "Paid Social",
  "Email",
  "Referral",
  "Other campaigns",
  "Direct",
] as const;
export type Channel = (typeof channels)[number];

/** What a channel is decided from: the referring host, the campaign tags, and the ad networks a click named. */
export type ChannelSignals = {
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** The networks whose click identifiers the visit's address carried (forms/kept-query.ts, `adNetworks`). */
  adClicks: readonly string[];
};

const paidMedium = /^(.*cp.*|ppc|retargeting|paid.*|ads?|display|banner)$/;
const emailMedium = /^(e[-_ ]?mail|newsletter)$/;
const emailSource = /^(e[-_ ]?mail|newsletter|mailchimp|hubspot|brevo|klaviyo|convertkit|substack)$/;
const socialMedium = /^(social|social[-_ ]?(network|media)|sm|social[-_ ]?(post|share)s?)$/;
const searchAds = new Set(["Google Ads", "Microsoft Ads"]);
const socialAds = new Set(["LinkedIn Ads", "TikTok Ads", "X Ads"]);
const fold = (value: string) => value.trim().toLowerCase();

export function channelOf({ referrer, utmSource, utmMedium, utmCampaign, adClicks }: ChannelSignals): Channel {
  const medium = fold(utmMedium);
  const source = fold(utmSource);
  const site: KnownSite | undefined = referrer ? knownSite(referrer) : undefined;
  const named: KnownSite | undefined = source ? taggedSite(source) : undefined;
  const is = (kind: KnownSite["medium"]) => site?.medium === kind || named?.medium === kind;

  if (is("assistant")) return "AI Assistants";
  if (adClicks.some((network) => searchAds.has(network))) return "Paid Search";
  if (adClicks.some((network) => socialAds.has(network))) return "Paid Social";
  if (paidMedium.test(medium)) {
    if (is("search")) return "Paid Search";
    if (is("social") || adClicks.includes("Meta")) return "Paid Social";
    return "Other campaigns";
  }
  if (emailMedium.test(medium) || emailSource.test(source) || is("email")) return "Email";
  if (socialMedium.test(medium) || is("social") || adClicks.includes("Meta")) return "Organic Social";
  if (medium === "organic" || is("search")) return "Organic Search";
  // An ad network's own address, without tags: Google's and Microsoft's are search ads.
  if (site?.medium === "paid") return /^(google|bing|microsoft)/i.test(site.name) ? "Paid Search" : "Other campaigns";
  if (["referral", "app", "link"].includes(medium) || referrer) return "Referral";
  if (source || medium || fold(utmCampaign)) return "Other campaigns";
  return "Direct";
}
