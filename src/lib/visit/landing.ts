/**
 * The visit's first page, so a lead can say which campaign or site brought the visitor even when they read on
 * before writing: the contact page only knows its own address and the page before it. No cookie and no request:
 * the tab's session storage keeps the page and the site that linked to it until the tab closes (or the thank-you
 * page clears it), and the contact form posts them only with a message the visitor sends (leads/submission.ts).
 * No extensionless imports here: scripts/budget.ts runs this file in Node as it is.
 */
import { clickPattern, keptPattern } from "../../../forms/kept-query.ts";

/** A plain name, so the script reads it as a property (`s.landing`): the site's origin runs no one else's code. */
export const LANDING_KEY = "landing";

/** What the tab remembers: the first page's path and query, and the `document.referrer` it was opened with. */
export type Landing = { page: string; referrer: string };

/**
 * Inlined as a classic script on every page of the site (src/layouts/Document.astro), and counted against its
 * own budget (under 300 bytes, scripts/budget.ts). In words: unless the tab already holds a first page, and unless
 * this page was opened from another page of the site (a link opened in a new tab, the thank-you page once it has
 * cleared the storage), keep `path?query host`: of the query what the report reads (the campaign tags and the
 * topic with their values, an ad's click identifier by its name alone, forms/kept-query.ts), and of the referrer
 * its host alone, never its path or query. The host is the referrer's third slash-separated part (a referrer is a
 * bare origin or an address, never with credentials), which is what `new URL(referrer).host` gives, in fewer
 * bytes; a space parts the two, since neither a page's address nor a host holds one. `let` inside the block leaves
 * no global behind; storage may be blocked (a sandboxed frame, some private modes), which must cost the page
 * nothing.
 */
export const rememberLanding =
  `try{let s=sessionStorage,l=location,h=document.referrer.split("/")[2]||"",U=URLSearchParams,q=new U;` +
  `if(!s.${LANDING_KEY}&&h!=l.host){for(let[n,v]of new U(l.search))` +
  `/${keptPattern}/.test(n)?q.set(n,v):/${clickPattern}/.test(n)&&q.set(n,"");` +
  `s.${LANDING_KEY}=l.pathname+"?"+q+" "+h}}catch{}`;

type Storage = Pick<globalThis.Storage, "getItem">;

/**
 * The first page the tab remembers, or undefined when it remembers none (or something else under its name). The
 * script writes the `?` even before an empty query, which is dropped here. Storage is opened inside, since where it
 * is blocked even reading `sessionStorage` throws, and a message must be sent without it.
 */
export function readLanding(storage: () => Storage = () => sessionStorage): Landing | undefined {
  try {
    const kept = storage().getItem(LANDING_KEY) ?? "";
    const space = kept.lastIndexOf(" ");
    if (!kept.startsWith("/") || space < 0) return undefined;
    return { page: kept.slice(0, space).replace(/\?$/, ""), referrer: kept.slice(space + 1) };
  } catch {
    return undefined; // storage blocked: the lead goes without it
  }
}
