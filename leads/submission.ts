import { campaignTags, keptQuery } from "../forms/kept-query.ts";
import { controlFields } from "../forms/targets.ts";
import type { LeadKind, LeadSource } from "./lead.ts";

/**
 * What the service reads from a post besides the visitor's fields: the hidden fields the page adds, and
 * the page it was sent from. Every value is bounded and checked here; none is forwarded as it came.
 */

type Posted = Record<string, unknown>;
const text = (posted: Posted, name: string): string | undefined => {
  const value = posted[name];
  return typeof value === "string" ? value : undefined;
};

/** The base a site path is read against: a host no site has, so a value that leaves it shows. */
const BASE = "http://site.invalid";

/**
 * A same-origin path with the part of its query the Sources report reads (`/contact?service=x&utm_source=y`;
 * forms/kept-query.ts), or undefined for anything else. The value is read as a browser would read it in a link:
 * `/\evil.example`, or a tab or newline after the first slash, goes to another site, and is refused; what is kept
 * is the parser's own serialization, never the text as posted.
 */
function sitePath(value: string | undefined, host: string | undefined): string | undefined {
  if (!value || value.length > 2_000) return undefined;
  const relative = value.startsWith("/");
  const url = relative ? URL.parse(value, BASE) : URL.parse(value);
  const expected = relative ? new URL(BASE).host : host;
  if (!url || !expected || url.host !== expected) return undefined;
  const path = `${url.pathname}${keptQuery(url.search)}`;
  // `/.//evil.example` is this site's, but serializes to `//evil.example`, which a link reads as another site.
  return /^\/(?![/\\])/.test(path) ? path : undefined;
}

/**
 * The host of the site that sent the visitor, when it was another: from a referrer's address (a web page, or an
 * app's `android-app://com.linkedin.android`), or as the visit script keeps it, a host alone. Never its path or
 * query, which can carry what a visitor typed elsewhere.
 */
function externalHost(value: string | undefined, host: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.parse(value) ?? URL.parse(`https://${value}`);
  if (!url || !/^(https?|android-app):$/.test(url.protocol) || !url.hostname) return undefined;
  return url.host !== host ? url.hostname.slice(0, 253) : undefined;
}

/** The campaign tags of a site path's query, each bounded; undefined when it has none. */
function utmTags(path: string | undefined): Record<string, string> | undefined {
  if (!path) return undefined;
  const query = new URL(path, BASE).searchParams;
  const utm = Object.fromEntries(
    campaignTags.flatMap((key) => {
      const value = query.get(key)?.trim();
      return value ? [[key, value.slice(0, 100)]] : [];
    }),
  );
  return Object.keys(utm).length ? utm : undefined;
}

/**
 * The page a post came from and what brought the visitor to it. The visit's first page, when the tab remembered
 * one (src/lib/visit/landing.ts), answers what the form's page cannot: a visitor who arrived from a campaign or
 * another site and read on before writing. What the form's page says itself comes first; the first page fills in.
 */
export function readSource(posted: Posted, referer: string | undefined, host: string | undefined): LeadSource {
  const page = sitePath(referer, host) ?? sitePath(text(posted, controlFields.page), host);
  const source: LeadSource = {};
  // Pages are compared as kept (bounded): a first page that is the form's own says nothing more.
  const kept = page?.slice(0, 500);
  if (kept) source.page = kept;
  // Read with the same checks as the page: only ever a path of this site.
  const landing = sitePath(text(posted, controlFields.landing), host);
  if (landing && landing.slice(0, 500) !== kept) source.landing = landing.slice(0, 500);
  const referrer = text(posted, controlFields.referrer);
  const previousPage = sitePath(referrer, host);
  if (previousPage && previousPage !== page) source.previousPage = previousPage.slice(0, 500);
  // The first page's referrer counts only beside a first page of this site: a refused page takes its referrer along.
  const external =
    externalHost(referrer, host) ??
    (landing === undefined ? undefined : externalHost(text(posted, controlFields.landingReferrer), host));
  if (external) source.referrer = external;
  const utm = utmTags(page) ?? utmTags(landing);
  if (utm) source.utm = utm;
  return source;
}

/**
 * A source kept by an older release, as a post is kept today: each page address with only the part of its query
 * the Sources report reads (releases before it kept whole addresses, with a newsletter's `email=`, a reset
 * `token=`, a click id's value), the referrer as its host alone, the campaign tags the list names, each bounded.
 * An address that is not a path of this site (or was kept whole, with this site's host) is dropped. Used where
 * leads come in from elsewhere (the Blobs move, the copy to Postgres) and by the upkeep on the leads kept here.
 */
export function keptSource(source: LeadSource): LeadSource {
  const kept: LeadSource = {};
  const pathOf = (value: string | undefined) => {
    const url = value === undefined ? undefined : URL.parse(value);
    return (
      url && /^https?:$/.test(url.protocol)
        ? sitePath(`${url.pathname}${url.search}`, undefined)
        : sitePath(value, undefined)
    )?.slice(0, 500);
  };
  for (const name of ["landing", "page", "previousPage"] as const) {
    const path = pathOf(source[name]);
    if (path) kept[name] = path;
  }
  const referrer = externalHost(source.referrer, undefined);
  if (referrer) kept.referrer = referrer;
  const utm = Object.fromEntries(
    campaignTags.flatMap((key) => {
      const value = source.utm && Object.hasOwn(source.utm, key) ? source.utm[key] : undefined;
      return typeof value === "string" && value.trim() ? [[key, value.trim().slice(0, 100)]] : [];
    }),
  );
  if (Object.keys(utm).length) kept.utm = utm;
  return kept;
}

/**
 * Why a post is a bot's, or undefined for a person's. Decided here, never in the browser, from the hidden
 * fields exactly as posted: a value the page's bounds would drop is itself the sign.
 * - The honeypot: any value at all, a repeated field included (`_honey=&_honey=`), is a bot's; the page
 *   posts it once, empty.
 * - The typing time, on contact posts only (the newsletter boxes never measure it): the form always posts
 *   the field. Empty means the page could not measure (no JavaScript, or the form not yet running), so the
 *   time says nothing and the post is a person's. A whole number of milliseconds under `minFillMs` is
 *   faster than anyone types. Absent, posted twice, negative or not a whole number, it was not sent by the
 *   form: spam, each with a reason of its own that never repeats what was posted.
 */
export function spamReason(kind: LeadKind, posted: Posted, minFillMs: number): string | undefined {
  const honeypot = posted[controlFields.honeypot];
  if (Array.isArray(honeypot)) return "honeypot posted more than once";
  if (honeypot !== undefined && honeypot !== "") return "honeypot filled";
  if (kind !== "contact") return undefined;
  const elapsed = posted[controlFields.elapsed];
  if (elapsed === undefined) return "typing time missing";
  if (Array.isArray(elapsed)) return "typing time posted more than once";
  if (elapsed === "") return undefined;
  if (typeof elapsed !== "string" || !/^-?\d{1,15}$/.test(elapsed)) return "typing time not a number";
  const ms = Number(elapsed);
  if (ms < 0) return "typing time negative";
  return ms < minFillMs ? `sent ${ms} ms after typing began` : undefined;
}

/**
 * Node's own hash where the service runs on Node (`npm start`, Netlify Functions): Web Crypto's digest is a job on
 * Node's thread pool, a hop each way that cost a post more than the hashing (#66). Elsewhere (a Worker), Web Crypto.
 */
const nodeCrypto = (globalThis as { process?: Partial<NodeJS.Process> }).process?.getBuiltinModule?.("node:crypto");

async function sha256(value: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash("sha256").update(value).digest("hex");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The same message posted twice is one lead. With the page's submission id, the key is that id and the
 * fields (the visitor may go back and change the message: a new lead); without JavaScript, the fields and
 * the day, so a reloaded POST is one lead and the same words sent again another day are another.
 * A post filed as spam has a key of its own (`spam:` before it): the same post sent again as a person's,
 * say by a visitor who typed faster than `minFillMs` and tried again, is a new lead, not a repeat of the
 * spam; repeats of the spam are still one row, and a person's keys are the same as before.
 */
export async function dedupeKey(
  kind: LeadKind,
  fields: Record<string, string>,
  posted: Posted,
  receivedAt: number,
  spam: string | undefined,
): Promise<string> {
  const digest = await sha256(JSON.stringify([kind, Object.entries(fields)]));
  const submission = text(posted, controlFields.submission);
  const key =
    submission && /^[A-Za-z0-9-]{16,64}$/.test(submission)
      ? `s:${submission}:${digest}`
      : `d:${new Date(receivedAt).toISOString().slice(0, 10)}:${digest}`;
  return spam ? `spam:${key}` : key;
}

/** A salted hash of the client's address: enough to count its posts, never enough to recover it. */
export async function clientHash(salt: string, address: string | undefined): Promise<string> {
  return (await sha256(`${salt}\n${address ?? "unknown"}`)).slice(0, 32);
}
