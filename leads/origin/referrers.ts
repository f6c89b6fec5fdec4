import { googleSearch, googleSearchDomain, sites, type SiteMedium } from "./known-sites.ts";

/**
 * The sites that send visitors, named as analytics tools name them. Our own list (known-sites.ts, written by
 * hand: the search engines, social networks, webmail and ad networks a consultancy's site hears from, Google's
 * search on every country domain by a rule) gives each site a name and a medium (search, social, email, paid,
 * referral); AI assistants are the table below, read first, so Gemini is Gemini and not Google. A host is looked
 * up as it is, then by each parent domain (`uk.search.yahoo.com`, `search.yahoo.com`, `yahoo.com`), after
 * dropping `www.` and a trailing dot.
 */
export type Medium = SiteMedium | "assistant";
export type KnownSite = { name: string; medium: Medium };

/**
 * AI assistants: their hosts, and what their links carry as `utm_source` (ChatGPT tags its links
 * `utm_source=chatgpt.com`, so such a visit is an assistant's even when the browser sends no referrer).
 */
export const assistants: readonly { name: string; hosts: readonly string[]; tags: readonly string[] }[] = [
  { name: "ChatGPT", hosts: ["chatgpt.com", "chat.openai.com"], tags: ["chatgpt.com", "chatgpt", "openai"] },
  { name: "Perplexity", hosts: ["perplexity.ai"], tags: ["perplexity", "perplexity.ai"] },
  { name: "Gemini", hosts: ["gemini.google.com", "bard.google.com"], tags: ["gemini", "gemini.google.com"] },
  {
    name: "Copilot",
    hosts: ["copilot.microsoft.com", "copilot.cloud.microsoft", "m365.cloud.microsoft"],
    tags: ["copilot", "copilot.microsoft.com"],
  },
  { name: "Claude", hosts: ["claude.ai"], tags: ["claude", "claude.ai"] },
  { name: "DeepSeek", hosts: ["chat.deepseek.com"], tags: ["deepseek", "chat.deepseek.com"] },
  { name: "Mistral Le Chat", hosts: ["chat.mistral.ai"], tags: ["mistral", "chat.mistral.ai"] },
  { name: "Meta AI", hosts: ["meta.ai"], tags: ["meta.ai"] },
  { name: "Grok", hosts: ["grok.com"], tags: ["grok", "grok.com"] },
  { name: "Poe", hosts: ["poe.com"], tags: ["poe", "poe.com"] },
  { name: "Phind", hosts: ["phind.com"], tags: ["phind", "phind.com"] },
];

const byHost = new Map<string, KnownSite>();
for (const site of sites) {
  for (const host of site.hosts) byHost.set(host, { name: site.name, medium: site.medium });
}
for (const assistant of assistants) {
  for (const host of assistant.hosts) byHost.set(host, { name: assistant.name, medium: "assistant" });
}

/** Sources by what a campaign's `utm_source` may say (`google`, `linkedin`, `chatgpt.com`), for its medium. */
const byTag = new Map<string, KnownSite>();
for (const site of sites) {
  const known = { name: site.name, medium: site.medium };
  for (const tag of [site.name.toLowerCase(), ...(site.tags ?? [])]) byTag.set(tag, known);
}
for (const [host, known] of byHost) if (!byTag.has(host)) byTag.set(host, known);
for (const assistant of assistants) {
  for (const tag of assistant.tags) byTag.set(tag, { name: assistant.name, medium: "assistant" });
}

/** A host as one site: lower case, without a trailing dot or a leading `www.` (or `m.`, `mobile.`, `l.`, `lm.`). */
export const bareHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^(www\d?|m|mobile|l|lm)\./, "");

const google: KnownSite = { name: googleSearch.name, medium: googleSearch.medium };

/** The site a referring host belongs to, or undefined for a site no list knows. */
export function knownSite(host: string): KnownSite | undefined {
  const full = host.trim().toLowerCase().replace(/\.$/, "");
  const exact = byHost.get(full);
  if (exact) return exact;
  const bare = bareHost(full);
  if (googleSearchDomain.test(bare)) return google;
  const labels = bare.split(".");
  for (let from = 0; from < labels.length - 1; from++) {
    const found = byHost.get(labels.slice(from).join("."));
    if (found) return found;
  }
  return undefined;
}

/** The site a campaign's `utm_source` names (`google`, `LinkedIn`, `chatgpt.com`), or undefined. */
export const taggedSite = (source: string): KnownSite | undefined =>
  byTag.get(source.trim().toLowerCase()) ?? knownSite(source);

/** How many hosts the names come from: our list's and the assistants' (Google's country domains apart). */
export const knownHosts = () => byHost.size;
