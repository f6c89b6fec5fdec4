import { describe, expect, it } from "vitest";
import { contactMessages } from "../src/lib/contact-form.ts";
import { createLeadApp, type LeadRuntime } from "./app.ts";
import { leadConfig } from "./config.ts";
import type { Forwarder } from "./forward.ts";
import type { Lead } from "./lead.ts";
import { openSqlite } from "./node/sqlite.ts";
import { SqlLeadStore } from "./sql/sql-store.ts";
import type { LeadStore } from "./store.ts";
import { testSite } from "./testing/fixtures.ts";

const origin = "https://www.bighorn.test";

function service(options: { store?: LeadStore; forwarder?: Forwarder | null; env?: Record<string, string> } = {}) {
  const db = openSqlite(":memory:");
  const store = options.store ?? new SqlLeadStore(() => db);
  const sent: Lead[] = [];
  const forwarder: Forwarder | undefined =
    options.forwarder === null
      ? undefined
      : (options.forwarder ?? {
          send: (lead) => {
            sent.push(lead);
            return Promise.resolve({ ok: true });
          },
        });
  const tasks: Promise<unknown>[] = [];
  const logged: string[] = [];
  const app = createLeadApp({ site: testSite, config: leadConfig(options.env ?? {}) });
  const request = async (
    path: string,
    {
      body,
      headers = {},
      method = "POST",
      client = "203.0.113.7",
    }: { body?: BodyInit | undefined; headers?: Record<string, string>; method?: string; client?: string } = {},
  ) => {
    const runtime: LeadRuntime = {
      store,
      forwarder,
      clientAddress: client,
      waitUntil: (task) => tasks.push(task),
      log: (line) => logged.push(line),
    };
    const response = await app.request(
      `${origin}${path}`,
      {
        method,
        body: body ?? null,
        headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
      },
      runtime,
    );
    await Promise.all(tasks);
    return response;
  };
  return { store, sent, logged, request };
}

const contact = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    "Full Name": "Pat Quinn",
    "Email Address": "pat@example.com",
    "Phone Number": "+1 (307) 555-0199",
    "Company Name": "Big Horn Clinics",
    Message: "We need one scheduling system.",
    _honey: "",
    ...overrides,
  }).toString();

describe("POST /api/contact", () => {
  it("stores the message, answers 303 to the thank-you page on the visitor's origin, then forwards it", async () => {
    const { store, sent, request } = service();
    const response = await request("/api/contact", {
      body: contact({
        _elapsed: "12000",
        _submission: crypto.randomUUID(),
        _referrer: "https://www.google.com/search?q=x",
      }),
      headers: { referer: `${origin}/contact?service=cloud-migration&industry=healthcare&utm_source=mail` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    const [lead] = await store.list();
    expect(lead).toMatchObject({
      kind: "contact",
      status: "forwarded",
      topic: "Cloud Migration for Healthcare",
      source: {
        page: "/contact?service=cloud-migration&industry=healthcare&utm_source=mail",
        referrer: "www.google.com",
        utm: { utm_source: "mail" },
      },
      fields: {
        "Full Name": "Pat Quinn",
        "Email Address": "pat@example.com",
        "Phone Number": "+1 (307) 555-0199",
        "Company Name": "Big Horn Clinics",
        Message: "We need one scheduling system.",
      },
    });
    expect(lead?.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(lead)).not.toContain("203.0.113.7");
    expect(sent.map((l) => l.id)).toEqual([lead?.id]);
  });

  it("stores without forwarding when no forward target is set", async () => {
    const { store, request } = service({ forwarder: null });
    expect((await request("/api/contact", { body: contact() })).status).toBe(303);
    expect((await store.list()).map((l) => l.status)).toEqual(["pending"]);
  });

  it("answers invalid fields with 400, every message in the form's order, the words kept, nothing stored", async () => {
    const { store, sent, request } = service();
    const response = await request("/api/contact", {
      body: new URLSearchParams({ Message: "Keep <me>", "Email Address": "pat@", "Phone Number": "x" }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const messages = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map(([, text]) => text);
    expect(messages).toEqual([
      contactMessages.nameRequired,
      contactMessages.emailInvalid,
      contactMessages.phoneInvalid,
      contactMessages.companyRequired,
    ]);
    expect(html).toContain("Keep &lt;me&gt;</textarea>");
    expect(await store.list()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it.each([
    ["a filled honeypot", { _honey: "http://spam.example" }, "honeypot filled"],
    ["a post 800 ms after typing began", { _elapsed: "800" }, "sent 800 ms after typing began"],
  ])("files %s as spam, never forwards it, and answers like any post", async (_, extra, reason) => {
    const { store, sent, request } = service();
    const response = await request("/api/contact", { body: contact(extra) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(await store.list()).toMatchObject([{ status: "spam", spamReason: reason }]);
    expect(sent).toEqual([]);
  });

  it("makes one lead of the same post sent twice, with or without the page's id", async () => {
    const { store, sent, request } = service();
    const id = crypto.randomUUID();
    for (const body of [contact({ _submission: id }), contact({ _submission: id }), contact(), contact()]) {
      expect((await request("/api/contact", { body })).status).toBe(303);
    }
    expect(await store.list()).toHaveLength(2);
    expect(sent).toHaveLength(2);
  });

  it("refuses the sixth post from one client in ten minutes with 429, keeping the words; others go on", async () => {
    const { store, request } = service();
    for (let i = 0; i < 5; i++) {
      expect((await request("/api/contact", { body: contact({ Message: `Message ${i}` }) })).status).toBe(303);
    }
    const refused = await request("/api/contact", { body: contact({ Message: "The sixth" }) });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("The sixth</textarea>");
    expect(
      (await request("/api/contact", { body: contact({ Message: "Another" }), client: "198.51.100.4" })).status,
    ).toBe(303);
    expect(await store.list()).toHaveLength(6);
  });

  it("answers 503 with the visitor's words when storage fails, and forwards nothing", async () => {
    const db = openSqlite(":memory:");
    const working = new SqlLeadStore(() => db);
    const broken: LeadStore = {
      saveLead: () => Promise.reject(new Error("disk I/O error")),
      hasKey: (key) => working.hasKey(key),
      recentCount: (client, since) => working.recentCount(client, since),
      pending: (now, limit) => working.pending(now, limit),
      claim: (id, now, lease) => working.claim(id, now, lease),
      markForwarded: (id, at) => working.markForwarded(id, at),
      markFailed: (id, error, next) => working.markFailed(id, error, next),
      list: (limit) => working.list(limit),
      makePendingDue: (now) => working.makePendingDue(now),
      release: (id, now) => working.release(id, now),
      purge: (cutoffs) => working.purge(cutoffs),
      salt: () => working.salt(),
    };
    const { sent, logged, request } = service({ store: broken });
    const response = await request("/api/contact", { body: contact({ Message: "Please keep this" }) });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Please keep this</textarea>");
    expect(sent).toEqual([]);
    expect(logged.join("\n")).toContain("disk I/O error");
    expect(logged.join("\n")).not.toContain("Pat Quinn");
  });

  it.each([
    ["another site's Origin", { headers: { origin: "https://evil.example" } }, 403],
    ["a cross-site fetch", { headers: { origin: "", "sec-fetch-site": "cross-site" } }, 403],
    ["a body over 64 KB", { body: `Message=${"a".repeat(70_000)}` }, 413],
    ["JSON", { headers: { "content-type": "application/json" }, body: "{}" }, 415],
    ["multipart", { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x--" }, 415],
    ["GET", { method: "GET", body: undefined }, 405],
    ["PUT", { method: "PUT" }, 405],
  ])("refuses %s with a page of the site", async (_, init, status) => {
    const { store, request } = service();
    const response = await request("/api/contact", { body: contact(), ...init });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain("We could not accept this message");
    expect(await store.list()).toEqual([]);
  });

  it("sends the security headers, no caching and no indexing on every answer", async () => {
    const { request } = service();
    for (const response of [
      await request("/api/contact", { body: contact() }),
      await request("/api/contact", { method: "GET" }),
      await request("/api/nothing"),
    ]) {
      const headers = Object.fromEntries(response.headers);
      expect(headers).toMatchObject({
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "strict-transport-security": "max-age=63072000; includeSubDomains",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
      });
      expect(headers["content-security-policy"]).toContain("default-src 'none'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("ignores a foreign `_next`: the visitor always lands on the site's own page", async () => {
    const { request } = service();
    const response = await request("/api/contact", { body: contact({ _next: "https://evil.example/phish" }) });
    expect(response.headers.get("location")).toBe("/thank-you");
  });
});

describe("POST /api/subscribe", () => {
  it("stores the address and answers 303 to the subscription page", async () => {
    const { store, sent, request } = service();
    const response = await request("/api/subscribe", {
      body: new URLSearchParams({ "Email Address": "reader@example.com", _honey: "" }).toString(),
      headers: { referer: `${origin}/blog` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/subscribed");
    expect(await store.list()).toMatchObject([
      { kind: "subscription", fields: { "Email Address": "reader@example.com" }, source: { page: "/blog" } },
    ]);
    expect(sent).toHaveLength(1);
  });

  it("answers a bad address with 400 and the spec's message, with the way back to the page it came from", async () => {
    const { request } = service();
    const response = await request("/api/subscribe", {
      body: new URLSearchParams({ "Email Address": "reader@" }).toString(),
      headers: { referer: `${origin}/blog/category/ai-automation` },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<li>${contactMessages.emailInvalid}</li>`);
    expect(html).toContain('href="/blog/category/ai-automation" data-fill="back"');
  });
});

describe("what the page could not measure", () => {
  it("does not judge a post without JavaScript by its typing time (the field arrives empty)", async () => {
    const { store, request } = service();
    await request("/api/contact", { body: contact({ _elapsed: "", _submission: "", _page: "", _referrer: "" }) });
    expect((await store.list()).map((lead) => lead.status)).toEqual(["forwarded"]);
  });
});

describe("the owner's export and retry", () => {
  const token = "t".repeat(40);
  const env = { LEADS_EXPORT_TOKEN: token };
  const bearer = { authorization: `Bearer ${token}` };

  it("answers 404, like any unknown address, without the token, with a wrong one, or when none is set", async () => {
    for (const [settings, headers] of [
      [env, {}],
      [env, { authorization: `Bearer ${"x".repeat(40)}` }],
      [env, { authorization: `Basic ${btoa(`owner:${token.slice(1)}`)}` }],
      [{}, bearer],
    ] as const) {
      const { request } = service({ env: settings });
      for (const path of ["/api/leads", "/api/leads.csv"]) {
        const response = await request(path, { method: "GET", body: undefined, headers });
        expect(response.status, path).toBe(404);
        expect(await response.text()).toContain("There is no form at this address");
      }
      expect((await request("/api/leads/retry", { headers })).status).toBe(404);
    }
  });

  it("lists the leads as JSON and CSV with the token, as a bearer token or a Basic password", async () => {
    const { request } = service({ env });
    await request("/api/contact", { body: contact() });
    const json = await request("/api/leads", { method: "GET", body: undefined, headers: bearer });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject([{ kind: "contact", fields: { "Full Name": "Pat Quinn" } }]);
    const csv = await request("/api/leads.csv", {
      method: "GET",
      body: undefined,
      headers: { authorization: `Basic ${btoa(`owner:${token}`)}` },
    });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    expect(await csv.text()).toContain("Pat Quinn");
  });

  it("forwards every pending lead now on POST /api/leads/retry", async () => {
    let up = false;
    const { store, request } = service({
      env,
      forwarder: { send: () => Promise.resolve(up ? { ok: true } : { ok: false, error: "answered HTTP 500" }) },
    });
    await request("/api/contact", { body: contact() });
    expect((await store.list())[0]?.status).toBe("pending");
    up = true;
    const response = await request("/api/leads/retry", { headers: bearer });
    expect(await response.json()).toEqual({ pending: 1, forwarded: 1, failed: 0 });
    expect((await store.list())[0]?.status).toBe("forwarded");
  });

  it("refuses a short token at start", () => {
    expect(() => leadConfig({ LEADS_EXPORT_TOKEN: "short" })).toThrow(
      "LEADS_EXPORT_TOKEN must be at least 32 characters",
    );
  });
});
