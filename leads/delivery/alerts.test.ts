import { describe, expect, it } from "vitest";
import { checkDelivery, checkedAfterEach, currentIncident, type AlertWatch } from "./alerts.ts";
import { alertWebhook } from "../config.ts";
import { deliver, sweep, type AttemptOutcome, type Delivery, type ForwardOutcome } from "./forward.ts";
import type { NewLead } from "../lead.ts";
import { openSqlite } from "../store/sqlite.ts";
import { SqlLeadStore } from "../store/sql-store.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const lead = (id: string, receivedAt: number, name = "Pat Quinn"): NewLead => ({
  id,
  key: `key-${id}`,
  kind: "contact",
  receivedAt,
  status: "pending",
  fields: { "Full Name": name },
  source: {},
  clientHash: "c",
});
const inbox = "https://www.bighorn.test/api/leads";

/**
 * A store, a webhook that records what it is sent (and can be slowed or stopped), and a clock the test moves.
 * `hold` makes the webhook's next answers wait until `arrive` runs, as a slow webhook does.
 */
function watched({ webhook = "https://hooks.example.test/T1", up = true } = {}) {
  const db = openSqlite(":memory:");
  const store = new SqlLeadStore(() => db);
  const posts: { body: string; type: string | null }[] = [];
  const logged: string[] = [];
  const clock = { now: 0, up, held: undefined as Promise<void> | undefined };
  let arrive: () => void = () => undefined;
  const watch: AlertWatch = {
    store,
    alertAfterMs: HOUR,
    webhook: alertWebhook(webhook),
    siteName: "Bighorn Software",
    inbox,
    now: () => clock.now,
    log: (line) => logged.push(line),
    fetch: async (_url, init) => {
      if (clock.held) await clock.held;
      if (!clock.up) throw new Error("connect ECONNREFUSED");
      posts.push({ body: init?.body as string, type: new Headers(init?.headers).get("content-type") });
      return new Response("ok");
    },
  };
  const texts = () => posts.map((post) => (JSON.parse(post.body) as { text: string }).text);
  const hold = () => {
    clock.held = new Promise((resolve) => (arrive = resolve));
    return () => {
      clock.held = undefined;
      arrive();
    };
  };
  return { store, watch, posts, texts, logged, clock, hold };
}

/** An attempt's outcome as forward.ts hands it to the watch. */
const outcome = (result: ForwardOutcome, needsOwner = false): AttemptOutcome => ({
  ...result,
  lead: {
    ...lead("A", 0),
    attempts: 1,
    nextAttemptAt: undefined,
    lastError: undefined,
    forwardedAt: undefined,
  },
  needsOwner,
});
const failed = outcome({ ok: false, error: "answered HTTP 500", status: 500 });
const delivered = outcome({ ok: true, status: 200 });

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
    await checkDelivery(watch, delivered);
    await checkDelivery(watch);
    expect(posts).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("alerts once when a lead has waited the hour, and once when delivery recovers", async () => {
    const { store, watch, posts, texts, logged, clock } = watched();
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 2 * HOUR);
    clock.now = HOUR - 1;
    await checkDelivery(watch, failed);
    expect(posts).toEqual([]);

    clock.now = HOUR;
    await checkDelivery(watch);
    await checkDelivery(watch, failed);
    clock.now = 3 * HOUR;
    await checkDelivery(watch);
    const text =
      "Bighorn Software: A lead has waited 60 minutes without reaching your inbox. The last try: " +
      "answered HTTP 500. Every lead is kept and is sent again until it is delivered. See https://www.bighorn.test/api/leads";
    expect(texts()).toEqual([text]);
    expect(posts[0]?.type).toBe("application/json");
    expect(await currentIncident(store)).toMatchObject({ openedAt: HOUR });

    await store.markForwarded("A", 3 * HOUR);
    await checkDelivery(watch, delivered);
    await checkDelivery(watch);
    expect(texts()).toEqual([
      text,
      "Bighorn Software: leads reach your inbox again. See https://www.bighorn.test/api/leads",
    ]);
    expect(await currentIncident(store)).toBeUndefined();
    expect(logged).toEqual([
      "DELIVERY STUCK: A lead has waited 60 minutes without reaching your inbox. The last try: answered HTTP 500. (the inbox at https://www.bighorn.test/api/leads shows what waits)",
      "DELIVERY RECOVERED after 2 hours",
    ]);
  });

  it("a week-old post released from spam waits from its release, not from when it arrived", async () => {
    const { store, watch, posts, texts, clock } = watched();
    const week = 7 * 24 * HOUR;
    await store.saveLead({ ...lead("A", 0), status: "spam", spamReason: "too fast" });
    clock.now = week;
    await store.release("A", week);
    await store.claim("A", week, MINUTE);
    await store.markFailed("A", "answered HTTP 502", week + MINUTE);
    await checkDelivery(watch, failed);
    expect(posts).toEqual([]);
    clock.now = week + HOUR;
    await checkDelivery(watch);
    expect(texts()).toEqual([expect.stringContaining("A lead has waited 60 minutes") as string]);
  });

  it("alerts at once when the form service refuses, as plain text for ntfy", async () => {
    const { store, watch, posts } = watched({ webhook: "ntfy+https://ntfy.sh/bighorn-leads" });
    await store.saveLead(lead("A", 0));
    const refused = outcome({ ok: false, error: "refused: This form needs Activation.", status: 200, refused: true });
    await store.markFailed("A", refused.ok ? "" : refused.error, 60_000);
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
    expect(await currentIncident(store)).toBeDefined();
  });

  it("tries the webhook again at a later check until it takes the alert, then never again", async () => {
    const { store, watch, posts, logged, clock } = watched({ up: false });
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    await checkDelivery(watch);
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

describe("the check after each try, in a flood", () => {
  /** The watch, counting the checks that read the store (each reads the oldest lead still waiting). */
  function counted() {
    const setup = watched();
    let checks = 0;
    const oldestRetrying = setup.store.oldestRetrying.bind(setup.store);
    setup.store.oldestRetrying = () => {
      checks += 1;
      return oldestRetrying();
    };
    return { ...setup, checks: () => checks };
  }

  it("shares one check among the successes that come while one runs, and one more after it", async () => {
    const { watch, checks } = counted();
    const after = checkedAfterEach(watch);
    await Promise.all(Array.from({ length: 50 }, () => after(delivered)));
    expect(checks()).toBe(2);
    // Alone, each success is checked.
    await after(delivered);
    await after(delivered);
    expect(checks()).toBe(4);
  });

  it("checks every failure at once, and a success after them still closes the incident", async () => {
    const { store, watch, posts, texts, clock, checks } = counted();
    const after = checkedAfterEach(watch);
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", HOUR, { at: 0, ms: 5, ok: false, status: 500, detail: "x" });
    clock.now = HOUR;
    await Promise.all([after(delivered), after(failed), after(failed), after(delivered)]);
    expect(checks()).toBe(4);
    expect(texts()).toHaveLength(1);
    await store.markForwarded("A", HOUR + 1);
    await after(delivered);
    expect(await currentIncident(store)).toBeUndefined();
    expect(posts).toHaveLength(2);
  });
});

describe("delivery alerts from processes at once", () => {
  it("tell a stuck delivery once while its alert is on its way", async () => {
    const { store, watch, posts, clock, hold } = watched();
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    const arrive = hold();
    const first = checkDelivery(watch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await checkDelivery(watch);
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
    await Promise.all([checkDelivery(watch, delivered), checkDelivery(watch, delivered)]);
    expect(posts).toHaveLength(2);
  });

  it("with a slow webhook, tell the recovery once, and the banner stays gone", async () => {
    const { store, watch, texts, logged, clock, hold } = watched();
    await store.saveLead(lead("A", 0));
    await store.markFailed("A", "answered HTTP 500", 3 * HOUR);
    clock.now = 2 * HOUR;
    // The stuck alert is still on its way when delivery recovers, and checks come meanwhile.
    const arrive = hold();
    const opening = checkDelivery(watch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.markForwarded("A", clock.now);
    const closings = [checkDelivery(watch, delivered), checkDelivery(watch, delivered), checkDelivery(watch)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrive();
    await Promise.all([opening, ...closings]);
    clock.now += 5 * MINUTE;
    await checkDelivery(watch);
    expect(await currentIncident(store)).toBeUndefined();
    expect(logged.filter((line) => line.startsWith("DELIVERY RECOVERED"))).toHaveLength(1);
    expect(texts().filter((text) => text.includes("leads reach your inbox again"))).toHaveLength(1);
    expect(texts().filter((text) => text.includes("without reaching your inbox"))).toHaveLength(1);
  });
});

describe("a lead the form service will not take, among leads it takes", () => {
  /**
   * The whole path of a try (forward.ts) with the watch after each, as the service runs it: a form service that
   * refuses one message alone (422), or fails everything during an outage (502); time moved by the test, never
   * waited.
   */
  function service() {
    const made = watched();
    const { store, watch, clock } = made;
    const state = { outage: false };
    const delivery: Delivery = {
      store,
      forwarder: {
        send: (sent) =>
          Promise.resolve(
            state.outage
              ? { ok: false, error: "answered HTTP 502", status: 502 }
              : sent.fields["Full Name"] === "Poison Pill"
                ? { ok: false, error: "answered HTTP 422", status: 422 }
                : { ok: true, status: 200 },
          ),
      },
      settings: { retryBaseMs: MINUTE, retryMaxMs: 6 * HOUR, leaseMs: 5 * MINUTE },
      now: () => clock.now,
      log: () => undefined,
      queueSend: (send) => send(),
      afterAttempt: (result) => checkDelivery(watch, result),
    };
    let n = 0;
    /** A visitor's post, a minute after whatever came before. */
    const post = async (name: string) => {
      clock.now += MINUTE;
      const id = `L${++n}`;
      await store.saveLead(lead(id, clock.now, name));
      await deliver(id, delivery);
      return id;
    };
    /** The host's scheduler: every ten minutes, what is due is tried, and delivery looked at. */
    const minutesPass = async (minutes: number) => {
      for (let m = 0; m < minutes; m += 10) {
        clock.now += 10 * MINUTE;
        await sweep(delivery);
        await checkDelivery(watch);
      }
    };
    return { ...made, state, post, minutesPass };
  }

  it("is told once as the owner's, never holds an incident open, and a later outage is told with its recovery", async () => {
    const { store, texts, logged, state, post, minutesPass } = service();
    const poison = await post("Poison Pill");
    await post("Ada Lovelace");
    await minutesPass(120);
    await post("Grace Hopper");
    await minutesPass(120);
    // The poison lead: once, with its own page; no incident for it, and nothing else.
    expect(texts()).toEqual([
      `Bighorn Software: one lead is not reaching your inbox while others do. The form service answers: "answered HTTP 422". It is kept and tried again; open it to resend it, or to stop the tries and reply yourself: ${inbox}/${poison}`,
    ]);
    expect(await store.get(poison)).toMatchObject({ status: "pending", needsOwner: { reason: "answered HTTP 422" } });
    expect(await currentIncident(store)).toBeUndefined();

    // A full outage later: told, and its recovery told, once each, whatever the poison lead does meanwhile.
    state.outage = true;
    await post("Outage Visitor");
    await minutesPass(90);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/^Bighorn Software: A lead has waited \d+ minutes without reaching your inbox\./);
    state.outage = false;
    await minutesPass(360);
    expect(texts()).toHaveLength(3);
    expect(texts()[2]).toBe(`Bighorn Software: leads reach your inbox again. See ${inbox}`);
    expect(logged.filter((line) => line.startsWith("LEAD NEEDS THE OWNER"))).toHaveLength(1);
    expect(logged.filter((line) => line.startsWith("DELIVERY"))).toEqual([
      expect.stringMatching(/^DELIVERY STUCK: A lead has waited/) as string,
      expect.stringMatching(/^DELIVERY RECOVERED after/) as string,
    ]);
    expect((await store.get(poison))?.status).toBe("pending");
  });

  it("an outage with one delivery in a lull leaves every waiting lead the outage's, none the owner's", async () => {
    const { store, texts, state, post, minutesPass } = service();
    state.outage = true;
    const waiting = [];
    for (let i = 0; i < 17; i++) waiting.push(await post(`Visitor ${String(i)}`));
    await minutesPass(70);
    // A lull: one lead goes through, then the service fails again.
    state.outage = false;
    await post("Lucky Visitor");
    state.outage = true;
    await minutesPass(360);
    for (const id of waiting) expect((await store.get(id))?.needsOwner, id).toBeUndefined();
    expect(await store.needingOwner(20)).toEqual([]);
    expect(texts().filter((text) => text.includes("one lead is not reaching your inbox"))).toEqual([]);
    expect(await currentIncident(store)).toBeDefined();
  });

  it("a lead alone that keeps failing is an outage until another is delivered; then it is the owner's", async () => {
    const { store, texts, post, minutesPass } = service();
    const poison = await post("Poison Pill");
    await minutesPass(70);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/A lead has waited 60 minutes without reaching your inbox/);
    await post("Ada Lovelace");
    await minutesPass(180);
    expect(texts().slice(1)).toEqual([
      `Bighorn Software: leads reach your inbox again. See ${inbox}`,
      expect.stringContaining(`${inbox}/${poison}`) as string,
    ]);
    expect(await currentIncident(store)).toBeUndefined();
  });
});
