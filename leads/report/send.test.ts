import { describe, expect, it } from "vitest";
import { checkDelivery, incidentsBetween, type AlertWatch } from "../delivery/alerts.ts";
import { alertWebhook } from "../config.ts";
import type { LeadKind, LeadSource, NewLead } from "../lead.ts";
import { openSqlite } from "../store/sqlite.ts";
import { SqlLeadStore } from "../store/sql-store.ts";
import { sendDueReport, type ReportSite } from "./send.ts";
import { reportSchedule } from "./schedule.ts";
import { weekFigures } from "./figures.ts";

const site: ReportSite = {
  siteName: "Bighorn Software",
  origin: "https://www.bighorn.test",
  clock: { zone: "America/Denver", zoneName: "Mountain Time" },
};
const monday8 = reportSchedule("Monday 08:00");
/** Monday, November 23, 2026, 08:00 in Denver. */
const MONDAY = Date.parse("2026-11-23T15:00:00Z");
const DAY = 86_400_000;

let made = 0;
const lead = (receivedAt: number, kind: LeadKind = "contact", source: LeadSource = {}): NewLead => ({
  id: `L${String(++made)}`,
  key: `k${String(made)}`,
  kind,
  receivedAt,
  status: "pending",
  fields: { "Full Name": "Pat Quinn" },
  source,
  clientHash: "c",
});

/** Processes sharing one store, each with the webhook the test controls, and a clock the test moves. */
function hosts(count = 1) {
  const db = openSqlite(":memory:");
  const store = new SqlLeadStore(() => db);
  const posts: string[] = [];
  const clock = { now: MONDAY, answer: 200 };
  const watches = Array.from({ length: count }, (): AlertWatch => ({
    store,
    alertAfterMs: 3_600_000,
    webhook: alertWebhook("https://hooks.slack.com/services/T0/B0/x"),
    siteName: site.siteName,
    inbox: `${site.origin}/api/leads`,
    now: () => clock.now,
    log: () => undefined,
    fetch: async (_url, init) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      posts.push((JSON.parse(init?.body as string) as { text: string }).text);
      return new Response(null, { status: clock.answer });
    },
  }));
  return { store, posts, clock, watches, watch: watches[0] as AlertWatch };
}

describe("the weekly report, sent once", () => {
  it("goes at the first upkeep from Monday at eight, not before, and not again at the next", async () => {
    const { watch, posts, clock } = hosts();
    clock.now = MONDAY - 60_000;
    await sendDueReport(watch, site, monday8);
    const earlier = posts.length; // the week before's, due all last week and never sent: it goes now
    expect(posts.at(-1)).toContain("Nov 9, 2026 – Nov 15, 2026");
    clock.now = MONDAY;
    expect(await sendDueReport(watch, site, monday8)).toEqual({
      week: { from: "2026-11-16", to: "2026-11-22" },
      sent: true,
    });
    clock.now = MONDAY + 10 * 60_000;
    await sendDueReport(watch, site, monday8);
    expect(posts.slice(earlier)).toHaveLength(1);
    expect(posts.at(-1)).toMatch(/^\*Weekly report\* for Bighorn Software: Nov 16, 2026 – Nov 22, 2026\n/);
  });

  it("is tried again at the next upkeep after the webhook failed, and then never again", async () => {
    const { watch, posts, clock } = hosts();
    clock.answer = 503;
    expect(await sendDueReport(watch, site, monday8)).toMatchObject({ sent: false });
    clock.answer = 200;
    clock.now += 10 * 60_000;
    expect(await sendDueReport(watch, site, monday8)).toMatchObject({ sent: true });
    clock.now += 10 * 60_000;
    await sendDueReport(watch, site, monday8);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toBe(posts[1]);
  });

  it("is sent by one of two processes sharing the database, whichever looks first", async () => {
    const { watches, posts } = hosts(2);
    const outcomes = await Promise.all(watches.map((watch) => sendDueReport(watch, site, monday8)));
    expect(posts).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome?.sent)).toHaveLength(1);
    await Promise.all(watches.map((watch) => sendDueReport(watch, site, monday8)));
    expect(posts).toHaveLength(1);
  });

  it("skips a week whose whole time to be sent passed while the site was down, rather than send two at once", async () => {
    const { watch, posts, clock } = hosts();
    await sendDueReport(watch, site, monday8);
    clock.now = MONDAY + 14 * DAY + 3 * 3_600_000; // back two Mondays later, at eleven
    await sendDueReport(watch, site, monday8);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toContain("Nov 30, 2026 – Dec 6, 2026");
  });

  it.each([
    ["down", () => Promise.reject(new TypeError("fetch failed: connect ECONNREFUSED"))],
    ["failing", () => Promise.resolve(new Response("internal_error", { status: 500 }))],
    ["slow", () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"))],
    ["refusing the request", () => Promise.resolve(new Response("invalid_payload", { status: 400 }))],
  ] as const)(
    "with the webhook %s, says it was not sent, logs why, and sends it at the next upkeep",
    async (_, answer) => {
      const { watch, posts, clock } = hosts();
      const logged: string[] = [];
      const failing: AlertWatch = { ...watch, fetch: answer, log: (line) => logged.push(line) };
      expect(await sendDueReport(failing, site, monday8)).toMatchObject({ sent: false });
      expect(logged[0]).toBe("weekly report of Nov 16, 2026 – Nov 22, 2026: posting it to the alert webhook");
      expect(logged[1]).toMatch(/^alert not (sent|taken): /);
      clock.now += 10 * 60_000;
      expect(await sendDueReport(watch, site, monday8)).toMatchObject({ sent: true });
      expect(posts).toHaveLength(1);
    },
  );

  it("counts any answer a chat gives with 2xx as taken, whatever its body", async () => {
    const { watch, posts } = hosts();
    const odd: AlertWatch = { ...watch, fetch: () => Promise.resolve(new Response("<html>not json</html>")) };
    expect(await sendDueReport(odd, site, monday8)).toMatchObject({ sent: true });
    expect(await sendDueReport(watch, site, monday8)).toMatchObject({ sent: true });
    expect(posts).toEqual([]);
  });

  it("is off without a webhook, and with LEADS_REPORT_AT=off", async () => {
    const { watch, posts } = hosts();
    expect(await sendDueReport({ ...watch, webhook: undefined }, site, monday8)).toBeUndefined();
    expect(await sendDueReport(watch, site, reportSchedule("off"))).toBeUndefined();
    expect(posts).toEqual([]);
  });
});

describe("a week's figures", () => {
  it("count the week's leads of each kind beside the week before's, by channel and source, with spam and delivery", async () => {
    const { store } = hosts();
    const week = { from: "2026-11-16", to: "2026-11-22" };
    const tuesday = MONDAY - 6 * DAY;
    const fromGoogle = { referrer: "www.google.com", landing: "/services/ai-solutions?utm_term=x" };
    const campaign = { utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "Spring Launch" } };
    await store.saveLead(lead(tuesday, "contact", fromGoogle));
    await store.saveLead(lead(tuesday + 1, "contact", fromGoogle));
    await store.saveLead(lead(tuesday + 2, "contact", campaign));
    await store.saveLead(lead(tuesday + 3, "subscription"));
    const delivered = lead(tuesday + 4, "contact", campaign);
    await store.saveLead(delivered);
    await store.markForwarded(delivered.id, tuesday + 5);
    const setAside = lead(tuesday + 6);
    await store.saveLead(setAside);
    await store.setAside(setAside.id, tuesday + 7);
    await store.saveLead({ ...lead(tuesday + 8), status: "spam", spamReason: "honeypot" });
    await store.saveLead(lead(tuesday - 7 * DAY, "contact", fromGoogle)); // the week before
    await store.saveLead(lead(MONDAY + 1)); // this week: in neither
    const figures = await weekFigures(store, week, site.clock);
    expect(figures.leads).toEqual({ contact: { count: 5, previous: 1 }, subscription: { count: 1, previous: 0 } });
    expect(figures.channels).toEqual([
      { name: "Organic Search", count: 2, previous: 1 },
      { name: "Direct", count: 2, previous: 0 },
      { name: "Organic Social", count: 2, previous: 0 },
    ]);
    expect(figures.top).toEqual({
      referrer: [{ name: "Google", count: 2 }],
      campaign: [{ name: "linkedin / social / spring launch", count: 2 }],
      landing: [{ name: "/services/ai-solutions", count: 2 }],
    });
    expect(figures.delivery).toEqual({ delivered: 1, waiting: 4, "set-aside": 1 });
    expect(figures.spam).toBe(1);
  });

  it("name the delivery incidents open in the week, with when each began and ended, and none from before", async () => {
    const { store, watch, clock } = hosts();
    const stuck = async (at: number) => {
      clock.now = at;
      const waiting = lead(at - 2 * 3_600_000);
      await store.saveLead(waiting);
      await store.markFailed(waiting.id, "HTTP 500", at + 60_000);
      await checkDelivery(watch);
      await store.markForwarded(waiting.id, at + 3_600_000);
      clock.now = at + 3_600_000;
      await checkDelivery(watch);
    };
    await stuck(MONDAY - 9 * DAY); // the week before: over before this one began
    await stuck(MONDAY - 5 * DAY); // Wednesday of the week
    const incidents = await incidentsBetween(store, MONDAY - 7 * DAY, MONDAY);
    expect(incidents).toEqual([
      {
        openedAt: MONDAY - 5 * DAY,
        closedAt: MONDAY - 5 * DAY + 3_600_000,
        reason: "A lead has waited 2 hours without reaching your inbox. The last try: HTTP 500.",
      },
    ]);
  });
});
