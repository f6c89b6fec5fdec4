/**
 * What of an address's query the site keeps with a lead: what the Sources report reads, and nothing else. The
 * campaign tags and the page's topic (`?service=`, `?industry=`) as they were; an ad network's click identifier
 * only as the fact that there was one (`gclid=`, its value dropped): it says the visit came from that network's
 * ad, which is all the report needs. Anything else a link carried (a newsletter tool's `email=`, a reset
 * `token=`, a tracking id) is dropped: by the visit script before the tab keeps the page (src/lib/visit/), and
 * again by the lead service before it stores a lead (leads/submission.ts). No extensionless imports here: the lead
 * service runs this file in Node as it is.
 */

/** The campaign tags, read in this order. */
export const campaignTags = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The topic a contact page is opened for (forms/topics.ts). */
export const topicParameters = ["service", "industry"] as const;

/** Click identifiers ad networks add to their ads' links, by the network whose ad it was. */
export const adClickIds = {
  gclid: "Google Ads",
  gbraid: "Google Ads",
  wbraid: "Google Ads",
  dclid: "Google Ads",
  msclkid: "Microsoft Ads",
  li_fat_id: "LinkedIn Ads",
  ttclid: "TikTok Ads",
  twclid: "X Ads",
  fbclid: "Meta",
} as const;
export type AdClickId = keyof typeof adClickIds;

/** Whether a query's name is one of the click identifiers: its own name, never one every object inherits (`toString`). */
const isAdClickId = (name: string): name is AdClickId => Object.hasOwn(adClickIds, name);

/**
 * The parameters kept with their values, and the click identifiers kept by name, as patterns short enough for the
 * visit script's budget (forms/kept-query.test.ts holds them to the lists above).
 */
export const keptPattern = "^(utm_\\w+|service|industry)$";
export const clickPattern = "clk?id$|braid$|^li_fat_id$";

/**
 * A query as kept: the campaign tags and the topic with their values, the click identifiers of the list by name,
 * nothing else. (The visit script's patterns are looser, to fit its budget; what they let by, this drops.)
 */
export function keptQuery(search: string): string {
  const kept = new URLSearchParams();
  const values: readonly string[] = [...campaignTags, ...topicParameters];
  for (const [name, value] of new URLSearchParams(search)) {
    if (values.includes(name)) kept.append(name, value);
    else if (isAdClickId(name)) kept.set(name, "");
  }
  // URLSearchParams writes a space as "+" (and a "+" as "%2B"): as "%20" the page reads as links write it.
  return kept.size ? `?${kept.toString().replace(/\+/g, "%20")}` : "";
}

/** The ad networks whose click identifiers a kept query names. */
export const adNetworks = (search: string): string[] => [
  ...new Set([...new URLSearchParams(search).keys()].flatMap((name) => (isAdClickId(name) ? [adClickIds[name]] : []))),
];
