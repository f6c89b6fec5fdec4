import { describe, expect, it } from "vitest";
import { contactMessages } from "../forms/contact-form.ts";
import type { Forwarder } from "./forward.ts";
import type { Lead } from "./lead.ts";
import { leadConfig } from "./config.ts";
import { openSqlite } from "./node/sqlite.ts";
import { createLeadService } from "./service.ts";
import { SqlLeadStore } from "./sql-store.ts";
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
  const service = createLeadService({
    site: testSite,
    store,
    env: options.env ?? {},
    badSettings: "stop",
    sendsInTurn: true,
    forwarder,
    // The test's bindings name the client, as each host's adapter reads its own.
    clientAddress: (c) => (c.env as { client: string }).client,
    log: (line) => logged.push(line),
  });
  const request = async (
    path: string,
    {
      body,
      headers = {},
      method = "POST",
      client = "203.0.113.7",
    }: { body?: BodyInit | undefined; headers?: Record<string, string>; method?: string; client?: string } = {},
  ) => {
    const response = await service.fetch(
      new Request(`${origin}${path}`, {
        method,
        body: body ?? null,
        headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
      }),
      { client },
      { waitUntil: (task) => tasks.push(task), passThroughOnException() {}, props: {} },
    );
    await Promise.all(tasks);
    return response;
  };
  return { store, sent, logged, request };
}

/**
 * A contact post as the page's form sends it without JavaScript: the honeypot and the typing time present and
 * empty. An override of `undefined` leaves a field out.
 */
const contact = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    "Full Name": "Pat Quinn",
    "Email Address": "pat@example.com",
    "Phone Number": "+1 (307) 555-0199",
    "Company Name": "Big Horn Clinics",
    Message: "We need one scheduling system.",
    _honey: "",
    _elapsed: "",
    ...overrides,
  };
  return new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
};

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
      subject: "New inquiry from Bighorn Software: Cloud Migration for Healthcare",
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
    ["a filled honeypot", contact({ _honey: "http://spam.example" }), "honeypot filled"],
    [
      "a honeypot posted twice",
      `${contact({ _honey: "http://spam.example" })}&_honey=x`,
      "honeypot posted more than once",
    ],
    ["a honeypot of 3,000 characters", contact({ _honey: "a".repeat(3_000) }), "honeypot filled"],
    ["a post 800 ms after typing began", contact({ _elapsed: "800" }), "sent 800 ms after typing began"],
  ])("files %s as spam, never forwards it, and answers like any post", async (_, body, reason) => {
    const { store, sent, request } = service();
    const response = await request("/api/contact", { body });
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

  it("takes a person's resend of a post filed as spam as a new lead: a fast typist's second try arrives", async () => {
    const { store, sent, request } = service();
    const id = crypto.randomUUID();
    await request("/api/contact", { body: contact({ _submission: id, _elapsed: "800" }) });
    await request("/api/contact", { body: contact({ _submission: id, _elapsed: "800" }) });
    await request("/api/contact", { body: contact({ _submission: id, _elapsed: "4200" }) });
    expect((await store.list()).map((lead) => lead.status).sort()).toEqual(["forwarded", "spam"]);
    expect(sent).toHaveLength(1);
  });

  it.each(["%0D%0A", "%0A", "%0D", "%20%0D%0A"])(
    "stores an email posted with %s at its end without it",
    async (end) => {
      const { store, sent, request } = service();
      const body = contact().replace("pat%40example.com", `pat%40example.com${end}`);
      expect((await request("/api/contact", { body })).status).toBe(303);
      expect((await store.list())[0]?.fields["Email Address"]).toBe("pat@example.com");
      expect(sent[0]?.fields["Email Address"]).toBe("pat@example.com");
    },
  );

  it("answers the sixth post from one client in ten minutes 429, keeping the words, and keeps it as spam; others go on", async () => {
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
    const sixth = (await store.list()).find((lead) => lead.fields["Message"] === "The sixth");
    // Six people behind one office's address are six leads: the owner releases the sixth (npm run leads -- --release).
    expect(sixth).toMatchObject({ status: "spam", spamReason: "more than 5 posts from one address in 10 minutes" });
    expect(await store.list()).toHaveLength(7);
  });

  it("keeps posts past the limit only up to four times it: a flood is answered 429 and not stored", async () => {
    const { store, request } = service();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await request("/api/contact", { body: contact({ Message: `Message ${i}` }) })).status);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(303), ...Array<number>(20).fill(429)]);
    const leads = await store.list();
    expect(leads.filter((lead) => lead.status !== "spam")).toHaveLength(5);
    expect(leads.filter((lead) => lead.status === "spam")).toHaveLength(15);
  });

  it("counts an IPv6 client by its /64: a new address in the same network is the same client", async () => {
    const { request } = service();
    for (let i = 0; i < 5; i++) {
      const client = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await request("/api/contact", { body: contact({ Message: `Message ${i}` }), client })).status).toBe(303);
    }
    const sixth = { body: contact({ Message: "The sixth" }), client: "2001:db8:1:2:ffff::9" };
    expect((await request("/api/contact", sixth)).status).toBe(429);
    const neighbour = { body: contact({ Message: "Next door" }), client: "2001:db8:1:3::1" };
    expect((await request("/api/contact", neighbour)).status).toBe(303);
  });

  it("answers 503 with the visitor's words when storage fails, and forwards nothing", async () => {
    const db = openSqlite(":memory:");
    const working = new SqlLeadStore(() => db);
    // The working store in every way but one: nothing can be saved.
    const broken = new Proxy(working, {
      get: (target, name): unknown =>
        name === "saveLead"
          ? () => Promise.reject(new Error("disk I/O error"))
          : (Reflect.get(target, name) as (...args: unknown[]) => unknown).bind(target),
    });
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
    [
      "a form in iso-8859-1",
      { headers: { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" } },
      415,
    ],
    [
      "a form in windows-1252, quoted",
      { headers: { "content-type": 'application/x-www-form-urlencoded; charset="windows-1252"' } },
      415,
    ],
    ["a form in UTF-16", { headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-16" } }, 415],
    ["a form in utf-8x", { headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8x" } }, 415],
    ["GET", { method: "GET", body: undefined }, 405],
    ["PUT", { method: "PUT" }, 405],
  ])("refuses %s with a page of the site", async (_, init, status) => {
    const { store, request } = service();
    const response = await request("/api/contact", { body: contact(), ...init });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain("We could not accept this message");
    expect(await store.list()).toEqual([]);
  });

  it("says why it refuses a form not in UTF-8", async () => {
    const { request } = service();
    const response = await request("/api/contact", {
      body: contact({ Message: "Caf\u00e9" }),
      headers: { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("not encoded as UTF-8, the encoding our forms use");
  });

  it.each(["charset=UTF-8", 'charset="utf-8"', "charset=utf8", "CHARSET = utf-8"])(
    "takes a form posted with %s",
    async (charset) => {
      const { store, request } = service();
      const response = await request("/api/contact", {
        body: contact({ Message: "Caf\u00e9" }),
        headers: { "content-type": `application/x-www-form-urlencoded; ${charset}` },
      });
      expect(response.status).toBe(303);
      expect((await store.list())[0]?.fields["Message"]).toBe("Caf\u00e9");
    },
  );

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
    expect(html).toContain('<a class="button" href="/blog/category/ai-automation">');
  });

  it.each(["/\\evil.example", "/%5C%5Cevil.example", "/\t/evil.example", "/\n/evil.example", "/.//evil.example"])(
    "never points the Back link of its error page at another site: _page = %j",
    async (value) => {
      const { request } = service();
      const response = await request("/api/subscribe", {
        body: new URLSearchParams({ "Email Address": "reader@", _honey: "", _page: value }).toString(),
      });
      expect(response.status).toBe(400);
      const back = /<a class="button" href="([^"]*)">/.exec(await response.text())?.[1];
      expect(back).toMatch(/^\/(?![/\\])/);
      expect(new URL(back ?? "", origin).origin).toBe(origin);
    },
  );
});

describe("what the page could not measure", () => {
  it("does not judge a post without JavaScript by its typing time (the field arrives empty)", async () => {
    const { store, request } = service();
    await request("/api/contact", { body: contact({ _elapsed: "", _submission: "", _page: "", _referrer: "" }) });
    expect((await store.list()).map((lead) => lead.status)).toEqual(["forwarded"]);
  });

  it.each([
    ["left out (the form always posts it)", contact({ _elapsed: undefined }), "typing time missing"],
    ["negative", contact({ _elapsed: "-4000" }), "typing time negative"],
    ["not a number", contact({ _elapsed: "soon" }), "typing time not a number"],
    ["posted twice", `${contact({ _elapsed: "9000" })}&_elapsed=9000`, "typing time posted more than once"],
  ])("files a contact post whose typing time is %s as spam, never forwarded", async (_, body, reason) => {
    const { store, sent, request } = service();
    const response = await request("/api/contact", { body });
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(await store.list()).toMatchObject([{ status: "spam", spamReason: reason }]);
    expect(sent).toEqual([]);
  });

  it("does not ask a newsletter post for a typing time its box never sends", async () => {
    const { store, request } = service();
    await request("/api/subscribe", { body: new URLSearchParams({ "Email Address": "a@example.com", _honey: "" }) });
    expect((await store.list()).map((lead) => lead.status)).toEqual(["forwarded"]);
  });
});

describe("the owner's export and retry", () => {
  const token = "t".repeat(40);
  const env = { LEADS_EXPORT_TOKEN: token };
  const bearer = { authorization: `Bearer ${token}` };

  it("asks for the token without it or with a wrong one, saying nothing of what is behind", async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${"x".repeat(40)}` },
      { authorization: `Basic ${btoa(`owner:${token.slice(1)}`)}` },
      { authorization: `Basic ${btoa(`someone:${token}`)}` },
      { authorization: "Basic !!!" },
    ]) {
      const { request } = service({ env });
      await request("/api/contact", { body: contact() });
      for (const path of ["/api/leads", "/api/leads.csv", "/api/leads/any-id"]) {
        const response = await request(path, { method: "GET", body: undefined, headers });
        expect(response.status, path).toBe(401);
        expect(response.headers.get("www-authenticate")).toBe('Basic realm="Leads", charset="UTF-8"');
        const text = (await response.text()).replace(/<style>[\s\S]*<\/style>/, "");
        expect(text).toContain("Sign in with the user name");
        expect(text).not.toMatch(/Pat Quinn|pending|lead ID/i);
      }
      expect((await request("/api/leads/retry", { headers })).status).toBe(401);
    }
  });

  it("does not exist when no token is set: the 404 of any unknown address", async () => {
    const { request } = service();
    for (const path of ["/api/leads", "/api/leads.csv"]) {
      const response = await request(path, { method: "GET", body: undefined, headers: bearer });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("There is no form at this address");
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

  const owner = { authorization: `Basic ${btoa(`owner:${token}`)}` };
  const browser = { ...owner, accept: "text/html,application/xhtml+xml" };
  const bodyText = async (response: Response) =>
    (await response.text())
      .replace(/<style>[\s\S]*<\/style>/, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");

  /** Three leads: one delivered, one the form service refused, one newsletter sign-up filed as spam. */
  async function inbox() {
    let up = true;
    const sent: string[] = [];
    const made = service({
      env,
      forwarder: {
        send: (lead) => {
          if (!up) return Promise.resolve({ ok: false, error: "refused: This form needs Activation.", status: 200 });
          sent.push(lead.id);
          return Promise.resolve({ ok: true, status: 200 });
        },
      },
    });
    await made.request("/api/contact", { body: contact({ "Full Name": "Ada Delivered" }) });
    up = false;
    await made.request("/api/contact", { body: contact({ "Full Name": "Bo Waiting", Message: "Second message." }) });
    await made.request("/api/subscribe", {
      body: new URLSearchParams({ "Email Address": "spam@example.com", _honey: "x" }).toString(),
    });
    const [spam, waiting, delivered] = await made.store.list();
    return { ...made, sent, setUp: (value: boolean) => (up = value), spam, waiting, delivered };
  }

  it("shows a browser every lead newest first with what happened to it, filtered as asked", async () => {
    const { request, waiting } = await inbox();
    const page = await request("/api/leads", { method: "GET", body: undefined, headers: browser });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const text = await bodyText(page);
    expect(text).toContain("3 leads");
    expect(text.indexOf("spam@example.com")).toBeLessThan(text.indexOf("Bo Waiting"));
    expect(text.indexOf("Bo Waiting")).toBeLessThan(text.indexOf("Ada Delivered"));
    expect(text).toContain("Pending : refused: This form needs Activation.; next try");
    expect(text).toContain("Spam : honeypot filled");
    expect(text).toContain("Resend all pending (1)");
    expect(waiting?.status).toBe("pending");

    const view = async (query: string) =>
      bodyText(await request(`/api/leads?${query}`, { method: "GET", body: undefined, headers: browser }));
    expect(await view("status=pending")).toMatch(/1 lead .*Bo Waiting/);
    expect(await view("status=pending")).not.toContain("Ada Delivered");
    expect(await view("kind=subscription")).not.toContain("Bo Waiting");
    expect(await view("from=2999-01-01")).toContain("No leads match this view.");
    expect(await view("status=<script>")).toContain("3 leads");
  });

  it("downloads the view it shows as CSV", async () => {
    const { request } = await inbox();
    const csv = await (
      await request("/api/leads.csv?status=pending", { method: "GET", body: undefined, headers: owner })
    ).text();
    expect(csv).toContain("Bo Waiting");
    expect(csv).not.toContain("Ada Delivered");
    expect(csv.trim().split("\n")).toHaveLength(2);
  });

  it("shows a lead's fields and each try at delivery, in order", async () => {
    const { request, waiting, setUp } = await inbox();
    const id = waiting?.id ?? "";
    setUp(true);
    const resent = await request(`/api/leads/${id}/resend`, { body: "", headers: { ...browser, origin } });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("location")).toBe(`/api/leads/${id}?done=resent`);
    const text = await bodyText(
      await request(`/api/leads/${id}?done=resent`, { method: "GET", body: undefined, headers: browser }),
    );
    expect(text).toContain("Sent again.");
    expect(text).toContain("Second message.");
    expect(text).toMatch(
      /Not delivered .*HTTP 200: refused: This form needs Activation\. .*Delivered .*HTTP 200: delivered/,
    );
  });

  it("resends, marks as spam and releases from the inbox's own pages, and refuses the same post from another site", async () => {
    const { request, store, sent, waiting, spam, delivered, setUp } = await inbox();
    const post = (path: string, from = origin) => request(path, { body: "", headers: { ...browser, origin: from } });
    setUp(true);

    const foreign = await post(`/api/leads/${spam?.id ?? ""}/release`, "https://evil.example");
    expect(foreign.status).toBe(403);
    expect((await store.get(spam?.id ?? ""))?.status).toBe("spam");

    expect((await post("/api/leads/retry")).headers.get("location")).toBe("/api/leads?done=retried");
    expect(sent).toEqual([delivered?.id, waiting?.id]);

    expect((await post(`/api/leads/${delivered?.id ?? ""}/spam`)).status).toBe(303);
    expect(await store.get(delivered?.id ?? "")).toMatchObject({
      status: "spam",
      spamReason: "marked as spam by the owner",
    });

    expect((await post(`/api/leads/${spam?.id ?? ""}/release`)).status).toBe(303);
    expect((await store.get(spam?.id ?? ""))?.status).toBe("forwarded");
    expect(sent).toEqual([delivered?.id, waiting?.id, spam?.id]);
    expect((await post("/api/leads/no-such-lead/spam")).status).toBe(404);
  });

  it("refuses a short token at start", () => {
    expect(() => leadConfig({ LEADS_EXPORT_TOKEN: "short" })).toThrow(
      "LEADS_EXPORT_TOKEN must be at least 32 characters",
    );
  });
});
