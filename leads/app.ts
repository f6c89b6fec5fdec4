import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { securityHeaders } from "../security/headers.ts";
import * as z from "zod/mini";
import { readPost, visitorText, type ReadPost } from "../forms/post.ts";
import { controlFields, formActions } from "../forms/targets.ts";
import type { LeadConfig } from "./config.ts";
import { MAX_BODY_BYTES } from "./limits.ts";
import { mountInbox } from "./owner/inbox/routes.ts";
import { deliver, type Delivery } from "./delivery/forward.ts";
import type { DeliveryAttempt, Lead, LeadKind, LeadSource, NewLead } from "./lead.ts";
import { outageGuard } from "./delivery/outage-guard.ts";
import { addressBlock } from "./address-block.ts";
import { ownerRoutes } from "./owner/access.ts";
import { problemPage, type PageFill } from "./pages.ts";
import type { ProblemKind } from "../forms/handoff.ts";
import type { LeadSite } from "./built-site.ts";
import { clientHash, dedupeKey, readSource, spamReason } from "./submission.ts";
import type { WeeklyReports } from "./report/send.ts";

/**
 * The service's security headers (security/headers.ts): its answers are pages of the site's look (the
 * site's stylesheet, no script) and forms that post back to it; no other site may load them.
 */
const serviceHeaders = securityHeaders({
  policy: {
    "default-src": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "form-action": ["'self'"],
  },
  sameOriginResources: true,
});

/** Past the rate limit, posts are still kept as spam until one address has sent this many times the limit. */
const KEPT_PAST_LIMIT = 4;

/** What the handler is made of, once per process or isolate (leads/service.ts assembles it). */
export type LeadAppParts = {
  site: LeadSite;
  config: LeadConfig;
  /** The store and the forwarder, and how each lead is sent in its turn. */
  delivery: Delivery;
  /** The client's address as the host vouches for it: its socket, a trusted proxy's header, its edge. */
  clientAddress: (c: Context) => string | undefined;
  /** One line per event, never with a visitor's details. */
  log: (line: string) => void;
  now?: () => number;
  /** Compress the owner's pages and CSV here: where the host does not (`npm start`; Cloudflare and Netlify do). */
  compress?: boolean;
  /**
   * What happens to a post the store cannot take: it is sent straight to the form service (leads/delivery/unstored.ts);
   * `keep` keeps it where the host has a disk, `tell` tells the owners once an outage, `stored` says the store
   * took a post again.
   */
  unstored?: {
    keep?: ((lead: Lead, attempt: DeliveryAttempt) => void) | undefined;
    tell: (why: string) => Promise<void>;
    stored: () => void;
  };
  /** The weekly report on demand, for the owner's endpoint. */
  reports: WeeklyReports;
};

const refusals = {
  403: "The form was sent from another website, so we did not accept it. Please use the form on our contact page.",
  404: "There is no form at this address. Please use the form on our contact page.",
  405: "This address only receives messages sent from the forms on our site.",
  413: "What you sent is larger than any message our form can hold, so we did not accept it. Please shorten it, or email it to us.",
  415: "This address only receives messages sent from the forms on our site.",
} as const;

/** Our forms always post UTF-8; any other charset would be read wrongly, so it is refused, with this reason. */
const notUtf8 =
  "What you sent was not encoded as UTF-8, the encoding our forms use, so we did not accept it. Please use the form on our contact page.";
const utf8Labels: readonly string[] = ["utf-8", "utf8"];

// Hidden fields never make a post invalid (a bot learns nothing). The page's own values are bounded, and a
// value out of bounds is simply not read; the two spam signals are kept as posted, whatever their shape (a
// repeated or over-long one is itself the sign), for `spamReason` to judge.
const ignoredWhenInvalid = z.catch(z.optional(z.string().check(z.maxLength(2_000))), undefined);
const asPosted = z.optional(z.unknown());
const spamSignals: readonly string[] = [controlFields.honeypot, controlFields.elapsed];
const controlShape = Object.fromEntries(
  Object.values(controlFields).map((name) => [name, spamSignals.includes(name) ? asPosted : ignoredWhenInvalid]),
);

const hiddenFields = z.object(controlShape);

/** The host the visitor asked for (the Host header, which a proxy passes on). */
const hostOf = (c: Context) => c.req.header("host") ?? new URL(c.req.url).host;

export function createLeadApp({
  site,
  config,
  delivery,
  clientAddress,
  log,
  now = Date.now,
  compress: compressHere = false,
  unstored,
  reports,
}: LeadAppParts) {
  const app = new Hono();
  const { store, forwarder } = delivery;
  const guard = outageGuard({ limit: config.rateLimit, windowMs: config.rateWindowMs });

  const page = (c: Context, status: 400 | 403 | 404 | 405 | 413 | 415 | 429 | 503, kind: ProblemKind, fill: PageFill) =>
    c.html(problemPage(site, kind, fill), status);
  const refuse = (c: Context, status: keyof typeof refusals) =>
    page(c, status, "refused", { reason: refusals[status] });

  // Every answer of the service, refusals included: the site's security headers, never cached or indexed.
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(serviceHeaders)) c.header(name, value);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });

  const formPost: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return refuse(c, 405);
    }
    const [type, ...parameters] = (c.req.header("content-type") ?? "").split(";");
    if (type?.trim().toLowerCase() !== "application/x-www-form-urlencoded") return refuse(c, 415);
    // No charset is UTF-8, as browsers post it; a named one must be UTF-8 too.
    const charset = parameters
      .map((parameter) => parameter.split("=").map((part) => part.trim().toLowerCase()))
      .find(([name]) => name === "charset")?.[1]
      ?.replace(/^"(.*)"$/, "$1");
    if (charset !== undefined && !utf8Labels.includes(charset)) return page(c, 415, "refused", { reason: notUtf8 });
    return next();
  };
  // The host name is compared, not the scheme: behind a TLS proxy the request arrives as http://.
  const sameHost = (origin: string, c: Context) => URL.canParse(origin) && new URL(origin).host === hostOf(c);

  for (const path of Object.values(formActions)) {
    app.use(
      path,
      formPost,
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413) }),
      csrf({ origin: sameHost, secFetchSite: "same-origin" }),
    );
  }

  /** Checks, stores, answers; forwarding runs after the answer. */
  async function accept(
    c: Context,
    kind: LeadKind,
    post: Extract<ReadPost, { ok: true }>,
    posted: Record<string, unknown>,
    source: LeadSource,
  ) {
    const { fields, topic, subject } = post;
    const receivedAt = now();
    const back = kind === "contact" && !source.page?.startsWith(site.paths.contact) ? site.paths.contact : source.page;
    const text = visitorText(kind, fields);
    const id = crypto.randomUUID();
    const lead = (key: string, spam: string | undefined, client: string): NewLead => ({
      id,
      key,
      kind,
      receivedAt,
      status: spam ? "spam" : "pending",
      spamReason: spam,
      fields,
      topic,
      subject,
      source,
      clientHash: client,
    });
    const spam = spamReason(kind, posted, config.minFillMs);
    const key = await dedupeKey(kind, fields, posted, receivedAt, spam);
    try {
      if (await store.hasKey(key)) return c.redirect(thanks(kind), 303);
      const client = await clientHash(config.salt ?? (await store.salt()), addressBlock(clientAddress(c)));
      const recent = await store.recentCount(client, receivedAt - config.rateWindowMs);
      if (recent >= config.rateLimit) {
        // Past the limit a post may still be a person's (six people behind one office's address): the first
        // few are kept as spam, never sent, for the owner to release; a flood beyond them is not stored.
        const over = `more than ${config.rateLimit} posts from one address in ${config.rateWindowMs / 60_000} minutes`;
        const kept = recent < config.rateLimit * KEPT_PAST_LIMIT;
        if (kept) await store.saveLead(lead(await dedupeKey(kind, fields, posted, receivedAt, over), over, client));
        log(`${kind} post answered 429 (${kept ? "kept as spam" : "not stored"}): ${over}`);
        return page(c, 429, "tooMany", { text, back });
      }
      const saved = await store.saveLead(lead(key, spam, client));
      unstored?.stored();
      if (saved === "stored") {
        log(`lead ${id} stored (${kind}, ${spam ? `spam: ${spam}` : "pending"})`);
        if (!spam && forwarder) {
          // After the answer: each host's waitUntil (Node's adapter gives one too).
          c.executionCtx.waitUntil(
            deliver(id, delivery).catch((error: unknown) => {
              log(`lead ${id} left pending: ${error instanceof Error ? error.message : String(error)}`);
            }),
          );
        }
      }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return sendUnstored(c, lead(key, spam, ""), why, { text, back });
    }
    return c.redirect(thanks(kind), 303);
  }

  /**
   * A post the store could not take, sent straight to the form service with everything the form sends and its Lead
   * ID: the visitor is thanked only if the service took it, and told the truth (the 503 page with their words)
   * if it did not. Spam is not sent. The rate limit and the duplicate check are this process's own meanwhile.
   */
  async function sendUnstored(c: Context, lead: NewLead, why: string, fill: PageFill) {
    const unavailable = (because: string) => {
      log(`${lead.kind} post not stored (${why}), answered 503: ${because}`);
      return page(c, 503, "unavailable", fill);
    };
    if (lead.status === "spam") return unavailable(`not sent: ${lead.spamReason ?? "spam"}`);
    if (!forwarder) return unavailable("forwarding is off");
    const at = now();
    const client = addressBlock(clientAddress(c)) ?? "";
    if (guard.sentAlready(lead.key, at)) return c.redirect(thanks(lead.kind), 303);
    if (!guard.admits(client, at)) {
      log(`${lead.kind} post not stored (${why}), answered 429: too many from one address`);
      return page(c, 429, "tooMany", fill);
    }
    const sent: Lead = { ...lead, attempts: 0 } as Lead;
    const outcome = await forwarder.send(sent);
    if (!outcome.ok) return unavailable(`the form service did not take it either: ${outcome.error}`);
    guard.record(lead.key, client, at);
    const forwardedAt = now();
    unstored?.keep?.(
      { ...sent, status: "forwarded", attempts: 1, forwardedAt },
      {
        at,
        ms: Math.max(0, forwardedAt - at),
        ok: true,
        status: outcome.status,
        detail: "sent while the database was down, stored once it was back",
      },
    );
    log(`lead ${lead.id} sent to the form service without being stored (${why})`);
    if (unstored) {
      c.executionCtx.waitUntil(
        unstored.tell(why).catch((error: unknown) => {
          log(`alert not sent: ${error instanceof Error ? error.message : String(error)}`);
        }),
      );
    }
    return c.redirect(thanks(lead.kind), 303);
  }
  const thanks = (kind: LeadKind) => (kind === "contact" ? site.paths.thankYou : site.paths.subscribed);

  // The visitor's fields are read by the form's contract (forms/post.ts), once; the hidden fields beside them by
  // the service, bounded (submission.ts).
  for (const [kind, path] of [
    ["contact", formActions.contact],
    ["subscription", formActions.subscribe],
  ] as const) {
    app.post(path, async (c) => {
      const form = await c.req.parseBody({ all: true });
      const hidden = hiddenFields.parse(form);
      const source = readSource(hidden, c.req.header("referer"), hostOf(c));
      const post = readPost(kind, form, {
        siteName: site.siteName,
        topics: site.topics,
        pageQuery: source.page?.split("?")[1],
      });
      if (!post.ok) {
        return page(c, 400, "invalid", {
          messages: post.messages,
          text: visitorText(kind, form),
          back: kind === "contact" ? site.paths.contact : (source.page ?? site.paths.blog),
        });
      }
      return accept(c, kind, post, { ...post.fields, ...hidden }, source);
    });
  }

  if (compressHere) app.use(`${ownerRoutes.list}*`, compress());
  mountInbox(app, {
    siteName: site.siteName,
    clock: { zone: site.timeZone, zoneName: site.timeZoneName },
    token: config.exportToken,
    delivery,
    now,
    log,
    notFound: (c) => refuse(c, 404),
    sameHost,
    client: (c) => addressBlock(clientAddress(c)),
    reports,
    tryMs: config.forwardTimeoutMs,
  });

  app.notFound((c) => refuse(c, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 403) return refuse(c, 403);
    log(`lead service error: ${error.message}`);
    return page(c, 503, "unavailable", {});
  });
  return app;
}
