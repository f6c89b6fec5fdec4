import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstoredFile } from "./node/unstored-file.ts";
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

  describe("while the store refuses every write (its database down)", () => {
    /** The working store, switched off: while `down.now`, every call fails as a database that is down. */
    function switchable() {
      const db = openSqlite(":memory:");
      const working = new SqlLeadStore(() => db);
      const down = { now: true };
      const store = new Proxy(working, {
        get: (target, name): unknown => {
          const value = Reflect.get(target, name) as unknown;
          if (typeof value !== "function") return value;
          return (...args: unknown[]) =>
            down.now
              ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432"))
              : (value as (...args: unknown[]) => unknown).apply(target, args);
        },
      });
      return { store, working, down };
    }
    const webhook = () => {
      const posts: string[] = [];
      const alertFetch: typeof fetch = async (_, init) => {
        posts.push(typeof init?.body === "string" ? init.body : "");
        return Promise.resolve(new Response(null, { status: 200 }));
      };
      return { posts, alertFetch };
    };
    const env = { LEADS_ALERT_WEBHOOK: "https://ntfy.example/leads" };

    it("sends each post straight to the form service, thanks the visitor, keeps it, tells the owners once, and stores it once back", async () => {
      const folder = mkdtempSync(join(tmpdir(), "bighorn-unstored-"));
      try {
        const { store, working, down } = switchable();
        const { posts, alertFetch } = webhook();
        const logged: string[] = [];
        const unstored = unstoredFile(join(folder, "unstored-leads.jsonl"), (line) => logged.push(line));
        const { sent, request, service: running } = service({ store, env, alertFetch, unstored });
        const first = await request("/api/contact", { body: contact({ Message: "Our clinics need a portal." }) });
        expect(first.status).toBe(303);
        expect(first.headers.get("location")).toBe("/thank-you");
        const second = await request("/api/contact", {
          body: contact({ "Full Name": "Ana Ruiz", Message: "A second clinic." }),
          client: "198.51.100.9",
        });
        expect(second.status).toBe(303);
        expect(sent.map((lead) => lead.fields["Message"])).toEqual(["Our clinics need a portal.", "A second clinic."]);
        expect(sent.every((lead) => /^[0-9a-f-]{36}$/.test(lead.id))).toBe(true);
        expect(posts).toHaveLength(1);
        expect(posts[0]).toContain("A lead went straight to your inbox without being stored");
        expect(posts[0]).toContain("ECONNREFUSED");
        expect(posts[0]).not.toContain("Pat Quinn");

        // The database back: the next sweep stores both, delivered, with the try that delivered each.
        down.now = false;
        await running.sweepIfDue();
        const inbox = await working.page({ limit: 10 });
        expect(inbox.map((lead) => lead.id).sort()).toEqual(sent.map((lead) => lead.id).sort());
        expect(inbox.every((lead) => lead.status === "forwarded")).toBe(true);
        expect((await working.attempts(sent[0]?.id ?? "")).map((attempt) => attempt.ok)).toEqual([true]);
        expect(existsSync(join(folder, "unstored-leads.jsonl"))).toBe(false);
        expect(await unstored.restore(working)).toBe(0);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it.each([
      ["the form service fails too", { body: contact({ Message: "Please keep this" }) }, { ok: false }, 503],
      ["the post is spam", { body: contact({ Message: "Please keep this", _honey: "x" }) }, { ok: true }, 503],
    ] as const)("answers 503 with the visitor's words when %s, and sends nothing", async (_, post, answer, status) => {
      const { store } = switchable();
      const { posts, alertFetch } = webhook();
      const tried: string[] = [];
      const forwarder = {
        send: (lead: { id: string }) => {
          tried.push(lead.id);
          return Promise.resolve(
            answer.ok ? { ok: true as const } : { ok: false as const, error: "answered HTTP 502" },
          );
        },
      };
      const { logged, request } = service({ store, env, alertFetch, forwarder });
      const response = await request("/api/contact", post);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain("Please keep this</textarea>");
      expect(tried).toHaveLength(answer.ok ? 0 : 1);
      expect(posts).toEqual([]);
      expect(logged.join("\n")).toContain("ECONNREFUSED");
      expect(logged.join("\n")).not.toContain("Pat Quinn");
    });

    it("sends a post sent twice once, and holds one address to the rate limit", async () => {
      const { store } = switchable();
      const { sent, request } = service({ store, env: { LEADS_RATE_LIMIT: "2" } });
      const id = crypto.randomUUID();
      for (const body of [contact({ _submission: id }), contact({ _submission: id })])
        expect((await request("/api/contact", { body })).status).toBe(303);
      expect(sent).toHaveLength(1);
      expect((await request("/api/contact", { body: contact({ Message: "Second" }) })).status).toBe(303);
      expect((await request("/api/contact", { body: contact({ Message: "Third" }) })).status).toBe(429);
      expect(
        (await request("/api/contact", { body: contact({ Message: "Next door" }), client: "2001:db8:1:3::1" })).status,
      ).toBe(303);
      expect(sent).toHaveLength(3);
    });
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
