import list from "./referrer-list.json" with { type: "json" };

/**
 * The sites that send visitors, named as analytics tools name them. The public list (referrer-list.json, made by
 * `npm run referrers` from Ghost's referrer parser, which keeps Snowplow's referer list: 1,789 hosts) gives each
 * host a source and a medium (search, social, email, paid, referral, or unknown for a company's other sites); AI
 * assistants, which no public list holds in full, are our own table below, read first, so Gemini is Gemini and
 * not Google. A host is looked up as it is, then by each parent domain (`uk.search.yahoo.com`, `search.yahoo.com`,
 * `yahoo.com`), after dropping `www.` and a trailing dot.
 */
export type Medium = "search" | "social" | "email" | "paid" | "referral" | "unknown" | "assistant";
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
for (const group of list) {
  for (const host of group.hosts) byHost.set(host, { name: group.source, medium: group.medium as Medium });
}
for (const assistant of assistants) {
  for (const host of assistant.hosts) byHost.set(host, { name: assistant.name, medium: "assistant" });
}

/** Sources by what a campaign's `utm_source` may say (`google`, `linkedin`, `chatgpt.com`), for its medium. */
const byTag = new Map<string, KnownSite>();
for (const group of list) {
  const known = { name: group.source, medium: group.medium as Medium };
  const name = group.source.toLowerCase();
  if (!byTag.has(name) || group.medium !== "unknown") byTag.set(name, known);
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

/** The site a referring host belongs to, or undefined for a site no list knows. */
export function knownSite(host: string): KnownSite | undefined {
  const full = host.trim().toLowerCase().replace(/\.$/, "");
  const exact = byHost.get(full);
  if (exact) return exact;
  const labels = bareHost(full).split(".");
  for (let from = 0; from < labels.length - 1; from++) {
    const found = byHost.get(labels.slice(from).join("."));
    if (found) return found;
  }
  return undefined;
}

/** The site a campaign's `utm_source` names (`google`, `LinkedIn`, `chatgpt.com`), or undefined. */
export const taggedSite = (source: string): KnownSite | undefined =>
  byTag.get(source.trim().toLowerCase()) ?? knownSite(source);

/** How many hosts the names come from: the public list's and the assistants'. */
export const knownHosts = () => byHost.size;
