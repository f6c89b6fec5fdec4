import { adNetworks } from "../../forms/kept-query.ts";
import type { NewLead } from "../lead.ts";
import { channelOf } from "./channels.ts";
import { bareHost, knownSite } from "./referrers.ts";

/**
 * What brought one lead, as posted (leads/submission.ts reads it): the visit's first page, or else the form's
 * page, with the query kept of it; the outside site's host; the campaign tags; the ad networks whose clicks the
 * address named; the topic. "" (or none) where nothing was known.
 */
export type LeadOrigin = {
  landing: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  adClicks: readonly string[];
  topic: string;
};

/**
 * How the Sources view names what brought a lead: the same name for what is one source however it was written
 * (`www.google.com` and `google.com` are Google; `LinkedIn ` and `linkedin` one campaign source). Names are the
 * rows of the view and the inbox's filter by source, so both agree by construction. The channel comes first: the
 * owner's first question.
 */
export const dimensions = ["channel", "landing", "referrer", "campaign", "topic"] as const;
export type Dimension = (typeof dimensions)[number];

export const dimensionTitles: Record<Dimension, string> = {
  channel: "Channel",
  landing: "Landing page",
  referrer: "Referring site",
  campaign: "Campaign",
  topic: "Topic",
};

/** What a lead with nothing known for a dimension is counted as. */
export const unknownNames: Record<Dimension, string> = {
  channel: "Direct",
  landing: "not known",
  referrer: "direct",
  campaign: "no campaign",
  topic: "no topic",
};

/** What a lead kept before names were kept is counted as until the upkeep names it (minutes after an upgrade). */
export const UNNAMED = "not named yet";

/**
 * The longest a name is kept, cut after it is folded (lower-cased, spaces collapsed): folding can lengthen a
 * name (`İ` becomes two characters), and a name cut before it would differ from the same name cut after. The
 * inbox's filter by source reads a name of this length at most.
 */
export const NAME_LENGTH = 500;
const bounded = (name: string) => name.slice(0, NAME_LENGTH);

/** A referring host as one site: a site the lists know by its name (Google, Gmail, ChatGPT), any other by its host. */
export function referrerName(host: string): string {
  const bare = bareHost(host);
  if (!bare) return unknownNames.referrer;
  return bounded(knownSite(host)?.name ?? bare);
}

/** A page of the site without its query: the topic and the campaign are their own dimensions. */
export function landingName(path: string): string {
  const bare = path.split(/[?#]/)[0]?.trim() ?? "";
  return bare.startsWith("/") ? bounded(bare) : unknownNames.landing;
}

/** A campaign tag as one value: trimmed, spaces collapsed, lower case (`Spring  Launch` is `spring launch`). */
const tag = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/** `linkedin / social / spring launch`; a missing part is `–`; no tag at all is "no campaign". */
export function campaignName({
  utmSource,
  utmMedium,
  utmCampaign,
}: Pick<LeadOrigin, "utmSource" | "utmMedium" | "utmCampaign">): string {
  const parts = [utmSource, utmMedium, utmCampaign].map(tag);
  return parts.some(Boolean) ? bounded(parts.map((part) => part || "–").join(" / ")) : unknownNames.campaign;
}

export const topicName = (topic: string) => bounded(topic.trim()) || unknownNames.topic;

/** The name of what brought a lead, in one dimension. */
export function originName(origin: LeadOrigin, dimension: Dimension): string {
  if (dimension === "channel") return channelOf(origin);
  if (dimension === "landing") return landingName(origin.landing);
  if (dimension === "referrer") return referrerName(origin.referrer);
  if (dimension === "campaign") return campaignName(origin);
  return topicName(origin.topic);
}

/** A lead's origin named in every dimension: what the store keeps beside the lead, and the Sources view counts. */
export type NamedOrigin = Record<Dimension, string>;

/**
 * The naming's version, kept with each lead's names: raise it when a name changes (a site newly known, a rule
 * that reads tags differently), and the upkeep names every stored lead again, a batch at a time. At 4, the upkeep
 * also keeps each lead's page addresses as a post's are kept (leads/submission.ts, keptSource): releases before the
 * Sources view kept them whole.
 */
export const NAMING_VERSION = 4;

/** The parts of a stored lead that say what brought it. */
export function originOf({ source, topic }: Pick<NewLead, "source" | "topic">): LeadOrigin {
  const landing = source.landing ?? source.page ?? "";
  const queries = [source.landing, source.page].map((path) =>
    path?.includes("?") ? path.slice(path.indexOf("?")) : "",
  );
  return {
    landing,
    referrer: source.referrer ?? "",
    utmSource: source.utm?.["utm_source"] ?? "",
    utmMedium: source.utm?.["utm_medium"] ?? "",
    utmCampaign: source.utm?.["utm_campaign"] ?? "",
    adClicks: [...new Set(queries.flatMap(adNetworks))],
    topic: topic ?? "",
  };
}

/** An origin named in every dimension. */
export const originNames = (origin: LeadOrigin): NamedOrigin =>
  Object.fromEntries(dimensions.map((dimension) => [dimension, originName(origin, dimension)])) as NamedOrigin;

/** A lead's origin, named in every dimension. */
export const namedOrigin = (lead: Pick<NewLead, "source" | "topic">): NamedOrigin => originNames(originOf(lead));
