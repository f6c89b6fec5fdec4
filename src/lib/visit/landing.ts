/**
 * The visit's first page, so a lead can say which campaign or site brought the visitor even when they read on
 * before writing: the contact page only knows its own address and the page before it. No cookie and no request:
 * the tab's session storage keeps the page and the site that linked to it until the tab closes (or the thank-you
 * page clears it), and the contact form posts them only with a message the visitor sends (leads/submission.ts).
 * No extensionless imports here: scripts/budget.ts runs this file in Node as it is.
 */
import { clickPattern, keptPattern } from "../../../forms/kept-query.ts";

export const LANDING_KEY = "bighorn:landing";

/** What the tab remembers: the first page's path and query, and the `document.referrer` it was opened with. */
export type Landing = { page: string; referrer: string };

/**
 * Inlined as a classic script on every page of the site (src/layouts/Document.astro), and counted against its
 * own budget (under 300 bytes gzipped, scripts/budget.ts). In words: unless the tab already holds a first page, and
 * unless this page was opened from another page of the site (a link opened in a new tab, the thank-you page once
 * it has cleared the storage), keep `[path + the query the report reads, the linking site's host]`: the campaign
 * tags and the topic with their values, an ad's click identifier by its name alone (forms/kept-query.ts), and of
 * the referrer its host alone, never its path or query. `const` inside the block leaves no global behind; storage
 * may be blocked (a sandboxed frame, some private modes), which must cost the page nothing.
 */
export const rememberLanding =
  `try{const s=sessionStorage,k="${LANDING_KEY}",l=location,r=document.referrer,q=new URLSearchParams;` +
  `if(!s[k]&&!r.startsWith(l.origin+"/")){for(const[n,v]of new URLSearchParams(l.search))` +
  `/${keptPattern}/.test(n)?q.append(n,v):/${clickPattern}/.test(n)&&q.set(n,"");` +
  `s[k]=JSON.stringify([l.pathname+(q.size?"?"+q:""),r&&new URL(r).host])}}catch{}`;

type Storage = Pick<globalThis.Storage, "getItem">;

/**
 * The first page the tab remembers, or undefined when it remembers none. Storage is opened inside, since where it is
 * blocked even reading `sessionStorage` throws, and a message must be sent without it.
 */
export function readLanding(storage: () => Storage = () => sessionStorage): Landing | undefined {
  try {
    const kept = JSON.parse(storage().getItem(LANDING_KEY) ?? "null") as unknown;
    if (!Array.isArray(kept)) return undefined;
    const [page, referrer] = kept as unknown[];
    return typeof page === "string" && typeof referrer === "string" ? { page, referrer } : undefined;
  } catch {
    return undefined; // storage blocked or the entry unreadable: the lead goes without it
  }
}
