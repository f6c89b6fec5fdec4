import { describe, expect, it } from "vitest";
import { contactMessages } from "../forms/contact-form.ts";
import { openSqlite } from "./store/sqlite.ts";
import { SqlLeadStore } from "./store/sql-store.ts";
import { contact, origin, testService as service } from "./fixtures/lead-service.ts";

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
    const [lead] = await store.page({ limit: 1000 });
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
    expect((await store.page({ limit: 1000 })).map((l) => l.status)).toEqual(["pending"]);
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
    expect(await store.page({ limit: 1000 })).toEqual([]);
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
    expect(await store.page({ limit: 1000 })).toMatchObject([{ status: "spam", spamReason: reason }]);
    expect(sent).toEqual([]);
  });

  it("makes one lead of the same post sent twice, with or without the page's id", async () => {
    const { store, sent, request } = service();
    const id = crypto.randomUUID();
    for (const body of [contact({ _submission: id }), contact({ _submission: id }), contact(), contact()]) {
      expect((await request("/api/contact", { body })).status).toBe(303);
    }
    expect(await store.page({ limit: 1000 })).toHaveLength(2);
    expect(sent).toHaveLength(2);
  });

  it("takes a person's resend of a post filed as spam as a new lead: a fast typist's second try arrives", async () => {
    const { store, sent, request } = service();
    const id = crypto.randomUUID();
    await request("/api/contact", { body: contact({ _submission: id, _elapsed: "800" }) });
    await request("/api/contact", { body: contact({ _submission: id, _elapsed: "800" }) });
    await request("/api/contact", { body: contact({ _submission: id, _elapsed: "4200" }) });
    expect((await store.page({ limit: 1000 })).map((lead) => lead.status).sort()).toEqual(["forwarded", "spam"]);
    expect(sent).toHaveLength(1);
  });

  it.each(["%0D%0A", "%0A", "%0D", "%20%0D%0A"])(
    "stores an email posted with %s at its end without it",
    async (end) => {
      const { store, sent, request } = service();
      const body = contact().replace("pat%40example.com", `pat%40example.com${end}`);
      expect((await request("/api/contact", { body })).status).toBe(303);
      expect((await store.page({ limit: 1000 }))[0]?.fields["Email Address"]).toBe("pat@example.com");
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
    const sixth = (await store.page({ limit: 1000 })).find((lead) => lead.fields["Message"] === "The sixth");
    // Six people behind one office's address are six leads: the owner releases the sixth (npm run leads -- --release).
    expect(sixth).toMatchObject({ status: "spam", spamReason: "more than 5 posts from one address in 10 minutes" });
    expect(await store.page({ limit: 1000 })).toHaveLength(7);
  });

  it("keeps posts past the limit only up to four times it: a flood is answered 429 and not stored", async () => {
    const { store, request } = service();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await request("/api/contact", { body: contact({ Message: `Message ${i}` }) })).status);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(303), ...Array<number>(20).fill(429)]);
    const leads = await store.page({ limit: 1000 });
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
    expect(await store.page({ limit: 1000 })).toEqual([]);
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
      expect((await store.page({ limit: 1000 }))[0]?.fields["Message"]).toBe("Caf\u00e9");
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

  it("logs the form service's answer on one line that does nothing, whatever it quotes", async () => {
    const { request, logged } = service({
      forwarder: {
        send: () => Promise.resolve({ ok: false, error: "refused: ok\n2026-11-26 lead X forwarded\x1b[2J" }),
      },
    });
    await request("/api/contact", { body: contact() });
    const line = logged.find((entry) => entry.includes("not forwarded"));
    expect(line).toContain(String.raw`refused: ok\n2026-11-26 lead X forwarded\x1b[2J`);
    // eslint-disable-next-line no-control-regex -- a line break or escape would forge a line or act on a terminal
    expect(logged.join("")).not.toMatch(/[\n\x1b]/);
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
    expect(await store.page({ limit: 1000 })).toMatchObject([
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
    expect((await store.page({ limit: 1000 })).map((lead) => lead.status)).toEqual(["forwarded"]);
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
    expect(await store.page({ limit: 1000 })).toMatchObject([{ status: "spam", spamReason: reason }]);
    expect(sent).toEqual([]);
  });

  it("does not ask a newsletter post for a typing time its box never sends", async () => {
    const { store, request } = service();
    await request("/api/subscribe", { body: new URLSearchParams({ "Email Address": "a@example.com", _honey: "" }) });
    expect((await store.page({ limit: 1000 })).map((lead) => lead.status)).toEqual(["forwarded"]);
  });
});
