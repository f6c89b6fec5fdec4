import { describeTopic, topicFromQuery } from "../src/lib/contact-topic.ts";
import { controlFields } from "../src/lib/form-targets.ts";
import type { LeadKind, LeadSource } from "./lead.ts";
import type { LeadSite } from "./site.ts";

/**
 * What the service reads from a post besides the visitor's fields: the hidden fields the page adds, and
 * the page it was sent from. Every value is bounded and checked here; none is forwarded as it came.
 */

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

type Posted = Record<string, unknown>;
const text = (posted: Posted, name: string): string | undefined => {
  const value = posted[name];
  return typeof value === "string" ? value : undefined;
};

/** A same-origin path with its query (`/contact?service=x`), or undefined for anything else. */
function sitePath(value: string | undefined, host: string | undefined): string | undefined {
  if (!value || value.length > 2_000) return undefined;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return host && url.host === host ? `${url.pathname}${url.search}` : undefined;
}

function externalHost(value: string | undefined, host: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.host !== host ? url.hostname.slice(0, 253) : undefined;
}

/** The page a post came from and what brought the visitor to it. */
export function readSource(posted: Posted, referer: string | undefined, host: string | undefined): LeadSource {
  const page = sitePath(referer, host) ?? sitePath(text(posted, controlFields.page), host);
  const source: LeadSource = {};
  if (page) source.page = page.slice(0, 500);
  const referrer = text(posted, controlFields.referrer);
  const previousPage = sitePath(referrer, host);
  if (previousPage && previousPage !== page) source.previousPage = previousPage.slice(0, 500);
  const external = externalHost(referrer, host);
  if (external) source.referrer = external;
  if (page) {
    const query = new URL(page, "http://site.invalid").searchParams;
    const utm = Object.fromEntries(
      UTM_KEYS.flatMap((key) => {
        const value = query.get(key)?.trim();
        return value ? [[key, value.slice(0, 100)]] : [];
      }),
    );
    if (Object.keys(utm).length) source.utm = utm;
  }
  return source;
}

/** "Cloud Migration for Healthcare" from the page's `?service=` and `?industry=`, named as the site names them. */
export function topicOf(source: LeadSource, site: LeadSite): string | undefined {
  if (!source.page) return undefined;
  const search = new URL(source.page, "http://site.invalid").search;
  return describeTopic(topicFromQuery(search, site.topics.services, site.topics.industries)) || undefined;
}

/** Why a post is a bot's, or undefined for a person's. Decided here, never in the browser. */
export function spamReason(posted: Posted, minFillMs: number): string | undefined {
  if (text(posted, controlFields.honeypot)) return "honeypot filled";
  // Empty without JavaScript: the page could not measure, so the time says nothing.
  const measured = text(posted, controlFields.elapsed)?.trim();
  const elapsed = measured ? Number(measured) : Number.NaN;
  if (Number.isFinite(elapsed) && elapsed >= 0 && elapsed < minFillMs)
    return `sent ${Math.round(elapsed)} ms after typing began`;
  return undefined;
}

async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The same message posted twice is one lead. With the page's submission id, the key is that id and the
 * fields (the visitor may go back and change the message: a new lead); without JavaScript, the fields and
 * the day, so a reloaded POST is one lead and the same words sent again another day are another.
 */
export async function dedupeKey(
  kind: LeadKind,
  fields: Record<string, string>,
  posted: Posted,
  receivedAt: number,
): Promise<string> {
  const digest = await sha256(JSON.stringify([kind, Object.entries(fields)]));
  const submission = text(posted, controlFields.submission);
  if (submission && /^[A-Za-z0-9-]{16,64}$/.test(submission)) return `s:${submission}:${digest}`;
  return `d:${new Date(receivedAt).toISOString().slice(0, 10)}:${digest}`;
}

/** A salted hash of the client's address: enough to count its posts, never enough to recover it. */
export async function clientHash(salt: string, address: string | undefined): Promise<string> {
  return (await sha256(`${salt}\n${address ?? "unknown"}`)).slice(0, 32);
}
