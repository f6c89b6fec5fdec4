import type { Context, Hono } from "hono";
import { currentIncident } from "../../delivery/alerts.ts";
import { deliver, sweep, type Delivery, type DeliveryResult } from "../../delivery/forward.ts";
import type { Lead } from "../../lead.ts";
import type { OwnerClock } from "../clock.ts";
import { ownerOnly, ownerRoutes, sameSiteChanges, type OwnerDoor } from "../access.ts";
import { CSV_BOM, csvColumns, csvRow, isBeingSent, leadCells, purgeCutoffs } from "../report.ts";
import { nextTurn, type LeadCursor, type LeadStore } from "../../store/store.ts";
import { ownerDate } from "../clock.ts";
import { dimensionTitles } from "../../origin/names.ts";
import { readPeriod } from "../sources/periods.ts";
import { everySource, readDimension } from "../sources/report.ts";
import { reportRanges, sourcesFigures } from "../sources/figures.ts";
import { leadPage } from "./lead-page.ts";
import { inboxPage, inboxRefusalPage, RETRYING_CAP } from "./list-page.ts";
import { sourcesPage, sourcesRefusalPage } from "./sources-page.ts";
import { daysProblem } from "../days.ts";
import { alertLine } from "../../delivery/alert-text.ts";
import type { WeeklyReports } from "../../report/send.ts";
import { firstTrue, noticeFor, noticeQuery, type Notice } from "./notices.ts";
import { noSuchLeadPage, signInPage, tooManySignInsPage, type OwnerView } from "./page.ts";
import { signInThrottle } from "./sign-in-throttle.ts";
import {
  COUNT_CAP,
  cursorText,
  readCursor,
  readBack,
  readLimit,
  readView,
  viewCount,
  viewHasBeyond,
  viewPage,
  viewQuery,
  PAGE_SIZE,
  type InboxView,
} from "./view.ts";

/**
 * The owner's side, on every host through the same handler: the inbox a browser opens at `/api/leads` (a lead's
 * page with its delivery history at `/api/leads/{id}`), the JSON and CSV `npm run leads -- --site` reads, and the
 * actions (resend one or all pending, stop a lead's tries, release from spam, mark as spam, purge). Every read is a
 * page or a capped count (leads/store/store.ts), so a spam wave of tens of thousands holds no one's page. The actions are
 * the inbox's own form posts, refused from any other site, or a program's requests with the bearer token.
 */
export type InboxParts = {
  siteName: string;
  clock: OwnerClock;
  token: string | undefined;
  delivery: Delivery;
  now: () => number;
  log: (line: string) => void;
  /** The answer for an address that does not exist. */
  notFound: (c: Context) => Response | Promise<Response>;
  /** The host name a browser's post must come from. */
  sameHost: (origin: string, c: Context) => boolean;
  /** The client's address block, for the throttle of wrong tokens. */
  client: OwnerDoor["client"];
  /** The weekly report on demand. */
  reports: WeeklyReports;
  /** How long one try may take (the form service's timeout): how long a click waits for another sender's try. */
  tryMs: number;
};

/** A lead's place in the list, as a page's links carry it. */
const cursorOf = (lead: Lead | undefined): LeadCursor => ({ receivedAt: lead?.receivedAt ?? 0, id: lead?.id ?? "" });

/** A browser's form post or page load asks for HTML; `npm run leads -- --site` asks for JSON. */
const wantsPage = (c: Context) => c.req.header("accept")?.includes("text/html") ?? false;

/** Leads read at once for the CSV: each batch a short read, the server's other work served between. */
const CSV_BATCH = 500;

/** Every lead of the view as CSV, read a batch at a time while it is sent: never the whole table in memory. */
function csvStream(store: LeadStore, view: InboxView, clock: OwnerClock): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: Lead | undefined;
  let header = true;
  return new ReadableStream({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(csvColumns)));
        return;
      }
      await nextTurn();
      const { leads, more } = await viewPage(store, view, clock, {
        limit: CSV_BATCH,
        before: before && { receivedAt: before.receivedAt, id: before.id },
      });
      if (leads.length)
        controller.enqueue(encoder.encode(leads.map((lead) => csvRow(leadCells(lead, clock))).join("")));
      before = leads.at(-1);
      if (!more) controller.close();
    },
  });
}

export function mountInbox(app: Hono, parts: InboxParts): void {
  const { siteName, clock, token, delivery, now, log, notFound, sameHost, client, reports, tryMs } = parts;
  const { store, forwarder } = delivery;
  const view: OwnerView = { siteName, clock, forwarding: Boolean(forwarder) };
  const ownerNotFound = (c: Context) => c.html(noSuchLeadPage(view), 404);

  app.use(
    `${ownerRoutes.list}*`,
    ownerOnly({
      token,
      notFound,
      challenge: (c) => c.html(signInPage(), 401),
      tooMany: (c, minutes) => c.html(tooManySignInsPage(minutes), 401),
      throttle: signInThrottle({ now, log }),
      client,
    }),
  );
  // The owner's browser sends its sign-in with any site's post: only the inbox's own pages may post. A program's
  // bearer token is never sent by a browser on its own, so its posts need no such check.
  app.use(`${ownerRoutes.list}*`, sameSiteChanges(sameHost));

  app.get(ownerRoutes.list, async (c) => {
    const filter = readView((name) => c.req.query(name));
    const before = readCursor(c.req.query("before"));
    const after = readCursor(c.req.query("after"));
    const problem = unreadableDays(c);
    if (problem)
      return wantsPage(c) ? c.html(inboxRefusalPage(view, filter, problem), 400) : c.json({ error: problem }, 400);
    if (!wantsPage(c)) {
      const limit = readLimit(c.req.query("limit"));
      return c.json((await viewPage(store, filter, clock, { limit, before, after })).leads);
    }
    const [{ leads, more }, count, incident, needingOwner, pending, retrying] = await Promise.all([
      viewPage(store, filter, clock, { limit: PAGE_SIZE, before, after }),
      viewCount(store, filter, clock),
      currentIncident(store),
      store.needingOwner(20),
      store.count({ status: "pending" }, 1),
      store.retryingCount(RETRYING_CAP),
    ]);
    // Paging toward newer leads, `more` says whether newer ones remain; whether older ones do, the store is asked
    // (and the other way round), since a cursor from an old link may stand past either end.
    const [first, last] = [leads[0], leads.at(-1)];
    const [older, newer, newerCount] = await Promise.all([
      after ? Boolean(last) && viewHasBeyond(store, filter, clock, { before: cursorOf(last) }) : more,
      before ? Boolean(first) && viewHasBeyond(store, filter, clock, { after: cursorOf(first) }) : after ? more : false,
      // Where the page starts: the leads newer than its first (none on the newest page).
      (before || after) && first ? viewCount(store, filter, clock, cursorOf(first)) : 0,
    ]);
    const place = before ? { before: cursorText(before) } : after ? { after: cursorText(after) } : {};
    return c.html(
      inboxPage({
        view,
        filter,
        leads,
        older,
        newer,
        count: Math.min(count, COUNT_CAP),
        start: newerCount + 1,
        here: viewQuery(filter, place),
        anyPending: pending > 0,
        retrying,
        incident,
        needingOwner,
        notice: noticeFor(c.req.query("done"), c.req.query("at"), { now: now(), view }),
        now: now(),
      }),
    );
  });

  app.get(ownerRoutes.csv, (c) => {
    const filter = readView((name) => c.req.query(name));
    const problem = unreadableDays(c);
    if (problem) return c.text(problem, 400);
    c.header("Content-Disposition", `attachment; filename="leads-${new Date(now()).toISOString().slice(0, 10)}.csv"`);
    return c.body(csvStream(store, filter, clock), 200, { "Content-Type": "text/csv; charset=utf-8" });
  });

  /** Why the days the address names cannot be read (out of bounds, not days), or undefined (leads/owner/days.ts). */
  const unreadableDays = (c: Context) => daysProblem([c.req.query("from"), c.req.query("to")], ownerDate(now(), clock));

  /** The Sources view's period (in the owners' days) and kind, as its address names them. */
  const periodOf = (c: Context) => ({
    period: readPeriod((name) => c.req.query(name), ownerDate(now(), clock)),
    kind: readView((name) => c.req.query(name)).kind,
    dimension: readDimension(c.req.query("by")),
  });

  // Before a lead's own address, which would take "sources" for an id.
  app.get(ownerRoutes.sources, async (c) => {
    const problem = unreadableDays(c);
    if (problem) {
      const { kind } = readView((name) => c.req.query(name));
      const period = readPeriod(() => undefined, ownerDate(now(), clock));
      return wantsPage(c)
        ? c.html(sourcesRefusalPage({ view, period, kind, problem }), 400)
        : c.json({ error: problem }, 400);
    }
    const { period, kind, dimension } = periodOf(c);
    const figures = await sourcesFigures(store, period, kind, dimension, clock);
    return wantsPage(c) ? c.html(sourcesPage({ view, ...figures })) : c.json(figures);
  });

  app.get(ownerRoutes.sourcesCsv, async (c) => {
    const problem = unreadableDays(c);
    if (problem) return c.text(problem, 400);
    const { period, kind } = periodOf(c);
    const every = await everySource(store, reportRanges(period, kind, clock));
    // Each dimension names every lead once: its counts add up to the period's leads.
    const total = every.filter((row) => row.dimension === "channel").reduce((sum, row) => sum + row.count, 0);
    const rows = every.map((row) => [
      dimensionTitles[row.dimension],
      row.name,
      String(row.count),
      (total ? (row.count / total) * 100 : 0).toFixed(1),
      String(row.previous),
    ]);
    const header = [
      "dimension",
      "source",
      `leads ${period.from} to ${period.to}`,
      "share %",
      `leads ${period.previous.from} to ${period.previous.to}`,
    ];
    c.header("Content-Disposition", `attachment; filename="lead-sources-${period.from}-to-${period.to}.csv"`);
    return c.body(CSV_BOM + [header, ...rows].map((cells) => csvRow(cells)).join(""), 200, {
      "Content-Type": "text/csv; charset=utf-8",
    });
  });

  /**
   * The weekly report of `?week=2026-11-16` (seven days from it), or of the week Monday's report covers: its words
   * as `npm run leads -- --report` prints them; a post sends them to the alert webhook as well, whenever asked.
   */
  const weekReport = async (c: Context, send: boolean) => {
    const first = c.req.query("week");
    const problem = daysProblem([first], ownerDate(now(), clock));
    if (problem) return c.json({ error: problem }, 400);
    const week = reports.week(first);
    const text = await reports.text(week);
    if (!send) return c.json({ week, text: alertLine(text) });
    if (!reports.send) return c.json({ error: "No alert webhook is set: set LEADS_ALERT_WEBHOOK there." }, 409);
    return c.json({ week, text: alertLine(text), sent: await reports.send(text) });
  };
  app.get(ownerRoutes.report, (c) => weekReport(c, false));
  app.post(ownerRoutes.report, (c) => weekReport(c, true));

  app.get(ownerRoutes.lead, async (c) => {
    const lead = await store.get(c.req.param("id"));
    if (!lead) return wantsPage(c) ? ownerNotFound(c) : c.json({ error: "no such lead" }, 404);
    const attempts = await store.attempts(lead.id);
    if (!wantsPage(c)) return c.json({ lead, attempts });
    const notice = noticeFor(c.req.query("done"), c.req.query("at"), { lead, attempts, now: now(), view });
    return c.html(leadPage({ view, lead, attempts, notice, now: now(), back: readBack(c.req.query("back")) }));
  });

  /**
   * The list the owner came from, as the inbox's form posts name it (`back`): a view and its place, rebuilt from
   * what a view may hold. A program's request has no form, and no way back.
   */
  const backOf = async (c: Context): Promise<string> => {
    if (!c.req.header("content-type")?.startsWith("application/x-www-form-urlencoded")) return "";
    const back = (await c.req.parseBody())["back"];
    return readBack(typeof back === "string" ? back : undefined);
  };
  /**
   * Back to the page the action was taken on (the lead's, or the list's view and page), saying what it did and
   * when it began (`at`: notices.ts shows a notice only while it is true of the lead); JSON with the same name for
   * a program.
   */
  const done = async (
    c: Context,
    at: number,
    notice: Notice,
    to: string,
    status: 200 | 202 | 409 = 200,
    more: object = {},
  ) => {
    if (!wantsPage(c)) return c.json({ done: notice, ...more }, status);
    const back = await backOf(c);
    const told = noticeQuery(notice, at);
    if (to === ownerRoutes.list) return c.redirect(`${to}${back ? `${back}&` : "?"}${told}`, 303);
    return c.redirect(`${to}?${told}${back ? `&back=${encodeURIComponent(back)}` : ""}`, 303);
  };
  const leadAddress = (c: Context) => `${ownerRoutes.list}/${c.req.param("id") ?? ""}`;
  /** An action on a lead that is not there: the inbox's own page for a person, JSON for a program. */
  const noSuchLead = (c: Context) => (wantsPage(c) ? ownerNotFound(c) : c.json({ error: "no such lead" }, 404));
  /** The alert watch's look at a try, after the owner's answer: a slow webhook never holds the click. */
  const later = (c: Context) => (task: Promise<unknown>) => {
    c.executionCtx.waitUntil(task);
  };

  /**
   * The lead once another sender's try is over (a scheduled retry, another server, an earlier click): that try ends
   * within the form service's timeout, so a click waits for it and tells what it came to, never "held" over a lead
   * sent or refused a moment later, nor nothing at all. A sender that stopped mid-send holds it longer: held it is.
   */
  async function afterOtherTry(id: string): Promise<Lead | undefined> {
    const deadline = performance.now() + tryMs;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      const lead = await store.get(id);
      if (!lead || !isBeingSent(lead, now()) || performance.now() >= deadline) return lead;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - performance.now())));
    }
  }

  /**
   * What a try came to, for the owner: a skipped one by the first notice true of the lead since the click (`at`).
   * Another sender's failed try counts when it is one more than the lead had at the click (`tries`): a try that
   * ended in the very millisecond the click began is the click's outcome only if it was under way then.
   */
  async function outcome(id: string, result: DeliveryResult, at: number, tries: number): Promise<Notice> {
    if (result === "forwarded") return "sent";
    if (result === "failed") return "not-sent";
    const lead = await afterOtherTry(id);
    const attempts = lead?.status === "pending" && lead.attempts > tries ? await store.attempts(id) : [];
    const what = { lead, attempts, now: now(), view, at };
    return firstTrue(["sent", "not-sent", "already-delivered", "is-spam"], what) ?? "held";
  }

  app.post(ownerRoutes.retry, async (c) => {
    const at = now();
    if (!forwarder) return done(c, at, "off", ownerRoutes.list, 409);
    const pending = await store.makePendingDue(now());
    if (!pending) return done(c, at, "nothing-pending", ownerRoutes.list, 200, { pending });
    // Answered at once; the sends go on after the answer, as each host lets work go on (waitUntil).
    c.executionCtx.waitUntil(
      sweep(delivery, { batch: 500 }).catch((error: unknown) => {
        log(`retry of every pending lead failed: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
    return done(c, at, "retrying", ownerRoutes.list, 202, { pending });
  });

  app.post(ownerRoutes.purge, async (c) => c.json({ removed: await store.purge(purgeCutoffs(now())) }));

  app.post(ownerRoutes.resend, async (c) => {
    const at = now();
    const id = c.req.param("id");
    const lead = await store.get(id);
    if (!lead) return noSuchLead(c);
    if (!forwarder) return done(c, at, "off", leadAddress(c), 409);
    if (lead.status === "forwarded") return done(c, at, "already-delivered", leadAddress(c), 409);
    if (lead.status === "spam") return done(c, at, "is-spam", leadAddress(c), 409);
    await store.makeDue(id, now());
    const { result } = await deliver(id, delivery, later(c));
    const told = await outcome(id, result, at, lead.attempts);
    return done(c, at, told, leadAddress(c), told === "sent" ? 200 : 409);
  });

  app.post(ownerRoutes.release, async (c) => {
    const at = now();
    const id = c.req.param("id");
    const lead = await store.get(id);
    if (!lead) return noSuchLead(c);
    const back = await store.release(id, now());
    if (!back) return done(c, at, "not-spam", leadAddress(c), 409);
    if (back === "forwarded") return done(c, at, "released-delivered", leadAddress(c), 200, { released: back });
    if (!forwarder) return done(c, at, "released-off", leadAddress(c), 200, { released: back });
    // A released lead goes at once, as the owner expects of "send it to the inbox".
    const { result } = await deliver(id, delivery, later(c));
    const told = await outcome(id, result, at, lead.attempts);
    const notice: Notice = told === "sent" ? "released-sent" : told === "not-sent" ? "released-not-sent" : "released";
    return done(c, at, notice, leadAddress(c), 200, { released: back });
  });

  app.post(ownerRoutes.spam, async (c) => {
    const at = now();
    const id = c.req.param("id");
    if (!(await store.get(id))) return noSuchLead(c);
    const marked = await store.markSpam(id, "marked as spam by the owner", now());
    return done(c, at, marked ? "spam" : "already-spam", leadAddress(c), marked ? 200 : 409);
  });

  app.post(ownerRoutes.setAside, async (c) => {
    const at = now();
    const id = c.req.param("id");
    if (!(await store.get(id))) return noSuchLead(c);
    const setAside = await store.setAside(id, now());
    return done(c, at, setAside ? "set-aside" : "not-pending", leadAddress(c), setAside ? 200 : 409);
  });

  // Anything else under the owner's prefix is the inbox's own "no such lead".
  app.all(`${ownerRoutes.list}/*`, (c) => noSuchLead(c));
}
