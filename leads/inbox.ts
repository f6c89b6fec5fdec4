import type { Context, Hono } from "hono";
import { csrf } from "hono/csrf";
import { currentIncident } from "./alerts.ts";
import type { LeadConfig } from "./config.ts";
import { deliver, sweep, type Delivery } from "./forward.ts";
import { inboxPage, leadPage, signInPage, type InboxFilter } from "./inbox-view.ts";
import { leadKinds, leadStatuses, type Lead } from "./lead.ts";
import { ownerOnly, ownerRoutes } from "./owner.ts";
import { leadCsv, purgeCutoffs } from "./report.ts";
import type { LeadCursor } from "./store.ts";

/**
 * The owner's door, on every host through the same handler: the inbox a browser opens at `/api/leads` (a lead's
 * page with its delivery history at `/api/leads/{id}`), the JSON and CSV `npm run leads -- --site` reads, and the
 * actions (resend one or all pending, release from spam, mark as spam). Behind `LEADS_EXPORT_TOKEN` (leads/owner.ts);
 * the actions are form posts from the inbox's own pages, refused from any other site.
 */
export type InboxParts = {
  siteName: string;
  config: LeadConfig;
  delivery: Delivery;
  now: () => number;
  /** The answer for an address that does not exist. */
  notFound: (c: Context) => Response | Promise<Response>;
  /** The host name a post must come from. */
  sameHost: (origin: string, c: Context) => boolean;
};

/** `1795469367139.3f2a…`: the time and id of the last lead of the page before. */
function cursor(value: string | undefined): LeadCursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(value ?? "");
  return match ? { receivedAt: Number(match[1]), id: match[2] ?? "" } : undefined;
}

const DAY = 24 * 60 * 60 * 1000;
const isDate = (value: string | undefined) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? "") && !Number.isNaN(Date.parse(value ?? ""));

/** The view the owner asked for; anything else in the address is ignored. */
export function readFilter(query: (name: string) => string | undefined): InboxFilter {
  const oneOf = (value: string | undefined, options: readonly string[]) =>
    value && options.includes(value) ? value : "";
  return {
    status: oneOf(query("status"), leadStatuses),
    kind: oneOf(query("kind"), leadKinds),
    from: isDate(query("from")) ? (query("from") ?? "") : "",
    to: isDate(query("to")) ? (query("to") ?? "") : "",
  };
}

/** Dates are whole days in UTC, `to` included. */
export const inView = (lead: Lead, { status, kind, from, to }: InboxFilter) =>
  (!status || lead.status === status) &&
  (!kind || lead.kind === kind) &&
  (!from || lead.receivedAt >= Date.parse(from)) &&
  (!to || lead.receivedAt < Date.parse(to) + DAY);

const query = (filter: InboxFilter) => {
  const kept = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));
  return kept.size ? `?${kept.toString()}` : "";
};

/** What an action did, named in the address it returns to; the page words it (nothing typed is echoed). */
const notices = {
  resent: "Sent again.",
  "not-sent": "Not sent: the form service did not accept it. It is tried again until it is delivered.",
  released: "Released from spam: it goes to your inbox now.",
  spam: "Marked as spam: it is never sent.",
  retried: "Every pending lead was sent again; what still waits is below.",
  off: "Forwarding is off: set CONTACT_FORM_ENDPOINT where the site runs to send leads.",
} as const;
type Notice = keyof typeof notices;
const noticeOf = (value: string | undefined) => (value && value in notices ? notices[value as Notice] : undefined);

/** A browser's form post or page load asks for HTML; `npm run leads -- --site` asks for JSON. */
const wantsPage = (c: Context) => c.req.header("accept")?.includes("text/html") ?? false;

export function mountInbox(app: Hono, parts: InboxParts): void {
  const { siteName, config, delivery, now, notFound, sameHost } = parts;
  const { store, forwarder } = delivery;

  app.use(
    `${ownerRoutes.list}*`,
    ownerOnly(config.exportToken, notFound, (c) => c.html(signInPage(), 401)),
  );
  // The owner's browser sends its sign-in with any site's post: only the inbox's own pages may post.
  app.use(`${ownerRoutes.list}*`, csrf({ origin: sameHost, secFetchSite: "same-origin" }));

  app.get(ownerRoutes.list, async (c) => {
    if (!wantsPage(c)) {
      return c.json(await store.list(Number(c.req.query("limit") ?? 0) || undefined, cursor(c.req.query("before"))));
    }
    const filter = readFilter((name) => c.req.query(name));
    const leads = await store.list();
    return c.html(
      inboxPage({
        siteName,
        leads: leads.filter((lead) => inView(lead, filter)),
        filter,
        csv: `${ownerRoutes.csv}${query(filter)}`,
        pendingCount: leads.filter((lead) => lead.status === "pending").length,
        incident: await currentIncident(store),
        notice: noticeOf(c.req.query("done")),
        now: now(),
      }),
    );
  });

  // The whole view in one answer: for the hundreds a year a consultancy gets. `npm run leads -- --csv` reads the
  // list page by page instead, however many there are.
  app.get(ownerRoutes.csv, async (c) => {
    const filter = readFilter((name) => c.req.query(name));
    const leads = (await store.list()).filter((lead) => inView(lead, filter));
    c.header("Content-Disposition", `attachment; filename="leads-${new Date(now()).toISOString().slice(0, 10)}.csv"`);
    return c.body(leadCsv(leads), 200, { "Content-Type": "text/csv; charset=utf-8" });
  });

  app.get(ownerRoutes.lead, async (c) => {
    const lead = await store.get(c.req.param("id"));
    if (!lead) return notFound(c);
    const attempts = await store.attempts(lead.id);
    if (!wantsPage(c)) return c.json({ lead, attempts });
    return c.html(leadPage({ siteName, lead, attempts, notice: noticeOf(c.req.query("done")), now: now() }));
  });

  /** Back to the page the action was taken on, saying what it did; JSON for the command line. */
  const done = (c: Context, notice: Notice, to: string, json: object, status: 200 | 404 | 409 = 200) =>
    wantsPage(c) ? c.redirect(`${to}?done=${notice}`, 303) : c.json(json, status);

  app.post(ownerRoutes.retry, async (c) => {
    if (!forwarder)
      return done(c, "off", ownerRoutes.list, { error: "Forwarding is off: set CONTACT_FORM_ENDPOINT." }, 409);
    const pending = await store.makePendingDue(now());
    const outcome = await sweep(delivery, { batch: 500 });
    return done(c, "retried", ownerRoutes.list, { pending, ...outcome });
  });

  app.post(ownerRoutes.purge, async (c) => c.json({ removed: await store.purge(purgeCutoffs(now())) }));

  const leadAddress = (c: Context) => `${ownerRoutes.list}/${c.req.param("id") ?? ""}`;

  app.post(ownerRoutes.resend, async (c) => {
    const id = c.req.param("id");
    if (!forwarder)
      return done(c, "off", leadAddress(c), { error: "Forwarding is off: set CONTACT_FORM_ENDPOINT." }, 409);
    if (!(await store.makeDue(id, now()))) return notFound(c);
    const result = await deliver(id, delivery);
    return done(c, result === "forwarded" ? "resent" : "not-sent", leadAddress(c), { result });
  });

  app.post(ownerRoutes.release, async (c) => {
    const id = c.req.param("id");
    const released = await store.release(id, now());
    if (!released) return wantsPage(c) ? notFound(c) : c.json({ released }, 404);
    // A released lead goes at once where a forwarder is set, as the owner expects of "send it to the inbox".
    if (forwarder) await deliver(id, delivery);
    return done(c, "released", leadAddress(c), { released });
  });

  app.post(ownerRoutes.spam, async (c) => {
    const marked = await store.markSpam(c.req.param("id"), "marked as spam by the owner");
    if (!marked) return notFound(c);
    return done(c, "spam", leadAddress(c), { marked });
  });
}
