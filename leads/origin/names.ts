import type { NewLead } from "../lead.ts";

/**
 * What brought one lead, as posted (leads/submission.ts reads it): the visit's first page, or else the form's
 * page, with its query; the outside site's host; the campaign tags; the topic. "" where nothing was known.
 */
export type LeadOrigin = {
  landing: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  topic: string;
};

/**
 * How the Sources view names what brought a lead: the same name for what is one source however it was written
 * (`www.google.com` and `google.com` are Google; `LinkedIn ` and `linkedin` one campaign source). Names are the
 * rows of the view and the inbox's filter by source, so both agree by construction.
 */
export const dimensions = ["landing", "referrer", "campaign", "topic"] as const;
export type Dimension = (typeof dimensions)[number];

export const dimensionTitles: Record<Dimension, string> = {
  landing: "Landing page",
  referrer: "Referring site",
  campaign: "Campaign",
  topic: "Topic",
};

/** What a lead with nothing known for a dimension is counted as. */
export const unknownNames: Record<Dimension, string> = {
  landing: "not known",
  referrer: "direct",
  campaign: "no campaign",
  topic: "no topic",
};

/** What a lead kept before names were kept is counted as until the upkeep names it (minutes after an upgrade). */
export const UNNAMED = "not named yet";

/** Sites named as their owners name them, search engines first: a host on the left matches it or a subdomain. */
const namedSites: readonly (readonly [RegExp, string])[] = [
  [/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)yahoo\.com$/, "Yahoo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)yandex\.[a-z]{2,3}$/, "Yandex"],
  [/(^|\.)baidu\.com$/, "Baidu"],
  [/^search\.brave\.com$/, "Brave Search"],
  [/(^|\.)startpage\.com$/, "Startpage"],
  [/(^|\.)kagi\.com$/, "Kagi"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(facebook\.com|fb\.com)$/, "Facebook"],
  [/^(t\.co|x\.com|twitter\.com)$/, "X"],
  [/(^|\.)reddit\.com$/, "Reddit"],
];

/** A referring host as one site: lower case, no `www.`, `m.` or trailing dot; a known site by its name. */
export function referrerName(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^(www\d?|m|mobile|l|lm)\./, "");
  if (!bare) return unknownNames.referrer;
  return namedSites.find(([pattern]) => pattern.test(bare))?.[1] ?? bare;
}

/** A page of the site without its query: the topic and the campaign are their own dimensions. */
export function landingName(path: string): string {
  const bare = path.split(/[?#]/)[0]?.trim() ?? "";
  return bare.startsWith("/") ? bare : unknownNames.landing;
}

/** A campaign tag as one value: trimmed, spaces collapsed, lower case (`Spring  Launch` is `spring launch`). */
const tag = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/** `linkedin / social / spring launch`; a missing part is `–`; no tag at all is "no campaign". */
export function campaignName({ utmSource, utmMedium, utmCampaign }: LeadOrigin): string {
  const parts = [utmSource, utmMedium, utmCampaign].map(tag);
  return parts.some(Boolean) ? parts.map((part) => part || "–").join(" / ") : unknownNames.campaign;
}

export const topicName = (topic: string) => topic.trim() || unknownNames.topic;

/** The name of what brought a lead, in one dimension. */
export function originName(origin: LeadOrigin, dimension: Dimension): string {
  if (dimension === "landing") return landingName(origin.landing);
  if (dimension === "referrer") return referrerName(origin.referrer);
  if (dimension === "campaign") return campaignName(origin);
  return topicName(origin.topic);
}

/** A lead's origin named in every dimension: what the store keeps beside the lead, and the Sources view counts. */
export type NamedOrigin = Record<Dimension, string>;

/**
 * The naming's version, kept with each lead's names: raise it when a name changes (a site newly known, a rule
 * that reads tags differently), and the upkeep names every stored lead again, a batch at a time.
 */
export const NAMING_VERSION = 1;

/** The parts of a stored lead that say what brought it. */
export const originOf = ({ source, topic }: Pick<NewLead, "source" | "topic">): LeadOrigin => ({
  landing: source.landing ?? source.page ?? "",
  referrer: source.referrer ?? "",
  utmSource: source.utm?.["utm_source"] ?? "",
  utmMedium: source.utm?.["utm_medium"] ?? "",
  utmCampaign: source.utm?.["utm_campaign"] ?? "",
  topic: topic ?? "",
});

/** An origin named in every dimension. */
export const originNames = (origin: LeadOrigin): NamedOrigin =>
  Object.fromEntries(dimensions.map((dimension) => [dimension, originName(origin, dimension)])) as NamedOrigin;

/** A lead's origin, named in every dimension. */
export const namedOrigin = (lead: Pick<NewLead, "source" | "topic">): NamedOrigin => originNames(originOf(lead));
