import { describe, expect, it } from "vitest";
import {
  deliver,
  forwardedFields,
  forwardUrl,
  httpForwarder,
  judgeAnswer,
  retryDelay,
  sweep,
  type Forwarder,
} from "./forward.ts";
import type { Lead, NewLead } from "../lead.ts";
import { openSqlite } from "../store/sqlite.ts";
import { SqlLeadStore } from "../store/sql-store.ts";

const newLead = (id: string, overrides: Partial<NewLead> = {}): NewLead => ({
  id,
  key: `k-${id}`,
  kind: "contact",
  receivedAt: 1_000,
  status: "pending",
  fields: { "Full Name": "Pat", Message: "Hello" },
  source: {},
  clientHash: "c",
  ...overrides,
});
const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead("L1"),
  attempts: 0,
  nextAttemptAt: undefined,
  lastError: undefined,
  forwardedAt: undefined,
  ...overrides,
});
const settings = { retryBaseMs: 1_000, retryMaxMs: 8_000, leaseMs: 30_000 };
const silent = () => undefined;
const atOnce = <T>(send: () => Promise<T>) => send();

describe("what the inbox receives", () => {
  it("the spec's fields, the topic, the lead's id, a subject and no captcha", () => {
    expect(forwardedFields(lead({ topic: "Cloud Migration" }), "Bighorn Software")).toEqual({
      "Full Name": "Pat",
      Message: "Hello",
      Topic: "Cloud Migration",
      "Lead ID": "L1",
      _subject: "New inquiry from Bighorn Software: Cloud Migration",
      _captcha: "false",
    });
    expect(forwardedFields(lead({ kind: "subscription", fields: { "Email Address": "a@b.co" } }), "B")._subject).toBe(
      "Newsletter subscription | B",
    );
  });

  it("goes to FormSubmit's AJAX endpoint, which says whether the mail was sent", () => {
    expect(forwardUrl("https://formsubmit.co/sales@bighorn.com")).toBe("https://formsubmit.co/ajax/sales@bighorn.com");
    expect(forwardUrl("https://formsubmit.co/ajax/sales@bighorn.com")).toBe(
      "https://formsubmit.co/ajax/sales@bighorn.com",
    );
    expect(forwardUrl("https://hooks.example.org/leads")).toBe("https://hooks.example.org/leads");
  });
});

describe("the form service's answer", () => {
  it.each([
    [200, '{"success":"true","message":"sent"}', true],
    [200, '{"success":true}', true],
    [200, '{"success":"false","message":"This form needs Activation."}', false],
    [200, "<html>Thanks!</html>", false],
    [200, "", false],
    [302, "", false],
    [500, '{"success":"true"}', false],
    [429, "", false],
  ])("HTTP %i %j delivered: %s", (status, body, ok) => {
    expect(judgeAnswer(status, body).ok).toBe(ok);
  });
});

describe("a forward over HTTP, each way it can fail", () => {
  const forward = (fetch: typeof globalThis.fetch, timeoutMs = 50) =>
    httpForwarder("https://formsubmit.co/sales@bighorn.com", { siteName: "B", timeoutMs, fetch }).send(lead());

  it("posts the fields form-encoded and asks for JSON", async () => {
    let seen: { url: string; init: RequestInit | undefined } | undefined;
    const outcome = await forward((url, init) => {
      seen = { url: url instanceof Request ? url.url : url.toString(), init };
      return Promise.resolve(new Response('{"success":"true"}'));
    });
    expect(outcome).toEqual({ ok: true, status: 200 });
    expect(seen?.url).toBe("https://formsubmit.co/ajax/sales@bighorn.com");
    expect(new URLSearchParams(seen?.init?.body as string).get("Lead ID")).toBe("L1");
    expect(seen?.init?.headers).toMatchObject({ Accept: "application/json" });
  });

  it.each([
    [
      "down",
      () =>
        Promise.reject(
          new TypeError("fetch failed", { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) }),
        ),
      /could not connect \(ECONNREFUSED\)/,
    ],
    ["failing", () => Promise.resolve(new Response("oops", { status: 503 })), /HTTP 503/],
    ["answering garbage", () => Promise.resolve(new Response("<html>")), /without JSON/],
    // Headers in time, then a body that never comes: the post's time covers the body too.
    ["slow to send its answer", () => Promise.resolve(new Response(new ReadableStream())), /no answer in time/],
    [
      "slow",
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(init.signal?.reason as Error);
          });
        }),
      /no answer in time/,
    ],
  ] as const)("%s: not delivered, with the reason", async (_, fetch, error) => {
    const outcome = await forward(fetch);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? "" : outcome.error).toMatch(error);
  });

  it("answering at great length: not delivered, with no more than 64 KB read and the rest cancelled", async () => {
    const piece = new TextEncoder().encode(" ".repeat(16 * 1024));
    let sent = 0;
    let cancelled = false;
    // 4 MB of JSON-legal space, which a forwarder reading the whole answer would hold in memory.
    const long = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * 1024 * 1024) controller.close();
        else {
          sent += piece.byteLength;
          controller.enqueue(piece);
        }
      },
      cancel() {
        cancelled = true;
      },
    });
    const outcome = await forward(() => Promise.resolve(new Response(long)), 5_000);
    expect(outcome).toEqual({ ok: false, error: "answered HTTP 200 with more than 64 KB", status: 200 });
    expect(sent).toBeLessThanOrEqual(64 * 1024 + 2 * piece.byteLength);
    expect(cancelled).toBe(true);
  });
});

describe("delivery", () => {
  const store = () => {
    const db = openSqlite(":memory:");
    return new SqlLeadStore(() => db);
  };

  it("waits 1, 2, 4 ... times the base between attempts, never more than the maximum", () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, settings))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it("leaves a failed lead pending and due later, then delivers it once the service answers", async () => {
    const leads = store();
    await leads.saveLead(newLead("A"));
    let up = false;
    const sent: string[] = [];
    const forwarder: Forwarder = {
      send: (l) => {
        if (!up) return Promise.resolve({ ok: false, error: "answered HTTP 500" });
        sent.push(l.id);
        return Promise.resolve({ ok: true });
      },
    };
    let now = 10_000;
    const deps = { store: leads, forwarder, settings, now: () => now, log: silent, queueSend: atOnce };
    expect((await deliver("A", deps)).result).toBe("failed");
    const failed = await leads.get("A");
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "answered HTTP 500",
      nextAttemptAt: 11_000,
    });
    expect(await sweep(deps)).toEqual({ forwarded: 0, failed: 0 }); // not due yet
    now = 11_000;
    up = true;
    expect(await sweep(deps)).toEqual({ forwarded: 1, failed: 0 });
    expect(await sweep(deps)).toEqual({ forwarded: 0, failed: 0 });
    expect(sent).toEqual(["A"]);
    expect(await leads.get("A")).toMatchObject({ status: "forwarded", attempts: 2, forwardedAt: 11_000 });
    // Each try is in the lead's history, in order, with its outcome.
    expect(await leads.attempts("A")).toEqual([
      { at: 10_000, ms: 0, ok: false, status: undefined, detail: "answered HTTP 500" },
      { at: 11_000, ms: 0, ok: true, status: undefined, detail: "delivered" },
    ]);
  });

  it("sends a lead once when two sweeps and a request's own forward race for it", async () => {
    const leads = store();
    for (const id of ["A", "B", "C"]) await leads.saveLead(newLead(id));
    const sent: string[] = [];
    const forwarder: Forwarder = {
      send: async (l) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(l.id);
        return { ok: true };
      },
    };
    const deps = { store: leads, forwarder, settings, now: () => 5_000, log: silent, queueSend: atOnce };
    await Promise.all([sweep(deps), sweep(deps), deliver("B", deps)]);
    expect(sent.sort()).toEqual(["A", "B", "C"]);
  });

  it("records a delivery the database was too busy to take at first, and never sends the lead again for it", async () => {
    const leads = store();
    await leads.saveLead(newLead("A"));
    let busy = 2;
    const markForwarded = leads.markForwarded.bind(leads);
    leads.markForwarded = (id, at) =>
      busy-- > 0 ? Promise.reject(new Error("database is locked")) : markForwarded(id, at);
    const sent: string[] = [];
    const lines: string[] = [];
    const deps = {
      store: leads,
      forwarder: { send: (l: Lead) => (sent.push(l.id), Promise.resolve({ ok: true as const })) },
      settings: { ...settings, leaseMs: 10_000 },
      now: () => 5_000,
      log: (line: string) => lines.push(line),
      queueSend: atOnce,
    };
    expect((await deliver("A", deps)).result).toBe("forwarded");
    expect(await leads.get("A")).toMatchObject({ status: "forwarded", attempts: 1 });
    expect(await sweep({ ...deps, now: () => 999_999 })).toEqual({ forwarded: 0, failed: 0 });
    expect(sent).toEqual(["A"]);
    expect(lines.filter((line) => line.includes("not recorded yet (database is locked)"))).toHaveLength(2);
  });

  it("never forwards spam", async () => {
    const leads = store();
    await leads.saveLead(newLead("S", { status: "spam", spamReason: "honeypot filled" }));
    expect(await leads.pending(99_999, 10)).toEqual([]);
    expect(await leads.claim("S", 99_999, 1_000)).toBeUndefined();
  });
});
