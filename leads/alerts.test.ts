import { describe, expect, it } from "vitest";
import { checkDelivery, currentIncident, type Watch } from "./alerts.ts";
import { alertWebhook } from "./config.ts";
import type { NewLead } from "./lead.ts";
import { openSqlite } from "./node/sqlite.ts";
import { SqlLeadStore } from "./sql-store.ts";

const HOUR = 60 * 60 * 1000;
const lead = (id: string, receivedAt: number): NewLead => ({
  id,
  key: `key-${id}`,
  kind: "contact",
  receivedAt,
  status: "pending",
  fields: { "Full Name": "Pat Quinn" },
  source: {},
  clientHash: "c",
});

/** A store with one lead received at 0, a webhook that records what it is sent, and a clock the test moves. */
function watched({ webhook = "https://hooks.example.test/T1", up = true } = {}) {
  const db = openSqlite(":memory:");
  const store = new SqlLeadStore(() => db);
  const posts: { body: string; type: string | null }[] = [];
  const logged: string[] = [];
  const clock = { now: 0, up };
  const watch: Watch = {
    store,
    alertAfterMs: HOUR,
    webhook: alertWebhook(webhook),
    siteName: "Bighorn Software",
    inbox: "https://www.bighorn.test/api/leads",
    now: () => clock.now,
    log: (line) => logged.push(line),
    fetch: (_url, init) => {
      if (!clock.up) return Promise.reject(new Error("connect ECONNREFUSED"));
      posts.push({ body: init?.body as string, type: new Headers(init?.headers).get("content-type") });
      return Promise.resolve(new Response("ok"));
    },
  };
  return { store, watch, posts, logged, clock };
}

describe("delivery alerts", () => {
  it("says nothing of a lead on its first try, however short the wait allowed", async () => {
    const { store, watch, posts } = watched();
    await store.saveLead(lead("A", 0));
    await checkDelivery({ ...watch, alertAfterMs: 0 });
    expect(posts).toEqual([]);
  });

  it("says nothing while every lead is delivered", async () => {
    const { store, watch, posts, logged } = watched();
    await store.saveLead(lead("A", 0));
    await store.markForwarded("A", 1_000);
    await checkDelivery(watch, { ok: true, status: 200 });
    await checkDelivery(watch);
    expect(posts).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("alerts once when a lead has waited the hour, and once when delivery recovers", async () => {
    const { store, watch, posts, logged, clock } = watched();
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 2 * HOUR);
    clock.now = HOUR - 1;
    await checkDelivery(watch, { ok: false, error: "answered HTTP 500", status: 500 });
    expect(posts).toEqual([]);

    clock.now = HOUR;
    await checkDelivery(watch);
    await checkDelivery(watch, { ok: false, error: "answered HTTP 500", status: 500 });
    clock.now = 3 * HOUR;
    await checkDelivery(watch);
    expect(posts).toHaveLength(1);
    const text =
      "Bighorn Software: A lead has waited 60 minutes without reaching your inbox. The last try: " +
      "answered HTTP 500. Every lead is kept and is sent again until it is delivered. See https://www.bighorn.test/api/leads";
    expect(posts[0]).toEqual({ body: JSON.stringify({ text, content: text }), type: "application/json" });
    expect(await currentIncident(store)).toMatchObject({ openedAt: HOUR, alerted: true });

    await store.markForwarded("A", 3 * HOUR);
    await checkDelivery(watch, { ok: true, status: 200 });
    await checkDelivery(watch);
    expect(posts.map((post) => (JSON.parse(post.body) as { text: string }).text)).toEqual([
      text,
      "Bighorn Software: leads reach your inbox again. See https://www.bighorn.test/api/leads",
    ]);
    expect(await currentIncident(store)).toBeUndefined();
    expect(logged).toEqual([
      "DELIVERY STUCK: A lead has waited 60 minutes without reaching your inbox. The last try: answered HTTP 500. (the inbox at https://www.bighorn.test/api/leads shows what waits)",
      "DELIVERY RECOVERED after 2 hours",
    ]);
  });

  it("alerts at once when the form service refuses, as plain text for ntfy", async () => {
    const { store, watch, posts } = watched({ webhook: "ntfy+https://ntfy.sh/bighorn-leads" });
    await store.saveLead(lead("A", 0));
    const refused = { ok: false, error: "refused: This form needs Activation.", status: 200, refused: true } as const;
    await store.markFailed("A", refused.error, 60_000);
    await checkDelivery(watch, refused);
    await checkDelivery(watch, refused);
    expect(posts).toEqual([
      {
        body: 'Bighorn Software: The form service refused a lead: "This form needs Activation". Every lead is kept and is sent again until it is delivered. See https://www.bighorn.test/api/leads',
        type: "text/plain; charset=utf-8",
      },
    ]);
    // Still refusing: a check without an attempt keeps the incident open.
    await checkDelivery(watch);
    expect(await currentIncident(store)).toMatchObject({ alerted: true });
  });

  it("tries the webhook again at a later check until it takes the alert, then never again", async () => {
    const { store, watch, posts, logged, clock } = watched({ up: false });
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    await checkDelivery(watch);
    expect(await currentIncident(store)).toMatchObject({ alerted: false });
    clock.up = true;
    // A check seconds later leaves the try alone: it could still be on its way.
    clock.now += 5_000;
    await checkDelivery(watch);
    expect(posts).toEqual([]);
    clock.now += 60_000;
    await checkDelivery(watch);
    await checkDelivery(watch);
    expect(posts).toHaveLength(1);
    expect(logged.filter((line) => line.startsWith("DELIVERY STUCK"))).toHaveLength(1);
    expect(logged).toContain("alert not sent: connect ECONNREFUSED");
  });

  it("without a webhook, keeps the incident for the inbox and logs it once", async () => {
    const { store, watch, posts, logged, clock } = watched();
    const quiet = { ...watch, webhook: undefined };
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    await checkDelivery(quiet);
    await checkDelivery(quiet);
    expect(posts).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(await currentIncident(store)).toMatchObject({ reason: expect.stringContaining("2 hours") as string });
  });

  it("refuses a webhook that is not https", () => {
    expect(() => alertWebhook("http://hooks.example.test/x")).toThrow("LEADS_ALERT_WEBHOOK must be an https://");
    expect(alertWebhook("ntfy+https://ntfy.sh/t")).toEqual({ url: "https://ntfy.sh/t", format: "text" });
  });
});

describe("delivery alerts from processes at once", () => {
  it("tell a stuck delivery once while its alert is on its way", async () => {
    const { store, watch, posts, clock } = watched();
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    let arrive: () => void = () => undefined;
    const slow: Watch = {
      ...watch,
      fetch: async (url, init) => {
        await new Promise<void>((resolve) => (arrive = resolve));
        return (watch.fetch ?? fetch)(url, init);
      },
    };
    const first = checkDelivery(slow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await checkDelivery(slow);
    arrive();
    await first;
    expect(posts).toHaveLength(1);
  });

  it("tell a stuck delivery once, and its recovery once", async () => {
    const { store, watch, posts, clock } = watched();
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    await Promise.all([checkDelivery(watch), checkDelivery(watch), checkDelivery(watch)]);
    expect(posts).toHaveLength(1);
    await store.markForwarded("A", clock.now);
    await Promise.all([checkDelivery(watch, { ok: true }), checkDelivery(watch, { ok: true })]);
    expect(posts).toHaveLength(2);
  });
});
