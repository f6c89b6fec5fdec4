import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Forwarder } from "../../delivery/forward.ts";
import type { NewLead } from "../../lead.ts";
import { openSqlite } from "../../store/sqlite.ts";
import { SqlLeadStore } from "../../store/sql-store.ts";
import type { LeadStore } from "../../store/store.ts";
import { contact, origin, ownerToken, testService } from "../../fixtures/lead-service.ts";

const env = { LEADS_EXPORT_TOKEN: ownerToken };
const bearer = { authorization: `Bearer ${ownerToken}`, accept: "application/json" };
const owner = { authorization: `Basic ${btoa(`owner:${ownerToken}`)}` };
const browser = { ...owner, accept: "text/html,application/xhtml+xml" };
const get = { method: "GET", body: undefined };

/** The page's words, markup and style sheet left out. */
const bodyText = async (response: Response) => bodyTextOf(await response.text());
const bodyTextOf = (page: string) =>
  page
    .replace(/<style>[\s\S]*<\/style>/, "")
    .replace(/<wbr\s*\/?>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const MINUTE = 60_000;
const stored = (id: string, overrides: Partial<NewLead> = {}): NewLead => ({
  id,
  key: `key-${id}`,
  kind: "contact",
  receivedAt: Date.UTC(2026, 10, 20, 15, 0),
  status: "pending",
  fields: { "Full Name": `Visitor ${id}`, "Email Address": `${id}@example.com`, Message: "We need a patient portal." },
  source: { page: "/contact" },
  clientHash: "c",
  ...overrides,
});
/** Where an action leads, without the moment it began (`&at=…`, which notices.ts checks). */
const actionOf = (location: string | null | undefined) => location?.replace(/&at=\d+/, "");
/** A lead id as the service makes them (the inbox's links carry UUIDs only). */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Every store call the owner's side makes, with its arguments: what a page reads. */
function recorded(store: LeadStore) {
  const calls: { name: string; args: unknown[] }[] = [];
  const proxy = new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push({ name: String(name), args });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { proxy, calls };
}

describe("the owner's door", () => {
  it("asks for the token without it or with a wrong one, saying nothing of what is behind", async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${"x".repeat(40)}` },
      { authorization: `Basic ${btoa(`owner:${ownerToken.slice(1)}`)}` },
      { authorization: `Basic ${btoa(`someone:${ownerToken}`)}` },
      { authorization: "Basic !!!" },
    ]) {
      const { request } = testService({ env });
      await request("/api/contact", { body: contact() });
      for (const path of ["/api/leads", "/api/leads.csv", "/api/leads/any-id"]) {
        const response = await request(path, { ...get, headers });
        expect(response.status, path).toBe(401);
        expect(response.headers.get("www-authenticate")).toBe('Basic realm="Leads", charset="UTF-8"');
        const text = await bodyText(response);
        expect(text).toContain("Sign in with the user name");
        expect(text).not.toMatch(/Pat Quinn|pending|lead ID/i);
      }
      expect((await request("/api/leads/retry", { headers })).status).toBe(401);
    }
  });

  it("does not exist when no token is set: the 404 of any unknown address", async () => {
    const { request } = testService();
    for (const path of ["/api/leads", "/api/leads.csv"]) {
      const response = await request(path, { ...get, headers: bearer });
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("There is no form at this address");
    }
  });

  it("after ten wrong tokens from an address refuses its wrong ones unread, and says when; the right token still gets in", async () => {
    const { request, logged } = testService({ env });
    const wrong = { authorization: `Basic ${btoa("owner:guess-0123456789abcdefghijklmnopqrstuv")}` };
    for (let i = 0; i < 10; i++) expect((await request("/api/leads", { ...get, headers: wrong })).status).toBe(401);
    const paused = await request("/api/leads", { ...get, headers: wrong });
    expect(paused.status).toBe(401);
    // Asked again, so a browser holding the mistyped token offers its sign-in box once more.
    expect(paused.headers.get("www-authenticate")).toBe('Basic realm="Leads", charset="UTF-8"');
    expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await bodyText(paused)).toContain("wrong tokens from it are refused unread for 15 minutes");
    // The owner, behind the same address as the guesser, signs in.
    const owner = await request("/api/leads", { ...get, headers: browser });
    expect(owner.status).toBe(200);
    expect(await bodyText(owner)).toContain("Download as CSV");
    expect((await request("/api/leads", { ...get, headers: bearer })).status).toBe(200);
    expect((await request("/api/leads", { ...get, headers: wrong, client: "198.51.100.4" })).status).toBe(401);
    expect(logged.filter((line) => line.startsWith("owner sign-in:"))).toHaveLength(1);
    expect(logged.join("\n")).not.toContain("203.0.113.7");
  });

  it("takes a program's bearer-token posts without an Origin, and still refuses a browser's post from another site", async () => {
    const { request, store } = testService({ env, forwarder: null });
    await request("/api/subscribe", {
      body: new URLSearchParams({ "Email Address": "spam@example.com", _honey: "x" }).toString(),
    });
    const [spam] = await store.page({ limit: 1 });
    const program = (path: string) => request(path, { headers: { ...bearer, origin: "" }, body: "" });
    expect((await program("/api/leads/purge")).status).toBe(200);
    const foreign = await request(`/api/leads/${spam?.id ?? ""}/release`, {
      body: "",
      headers: { ...browser, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await store.get(spam?.id ?? ""))?.status).toBe("spam");
    const released = await program(`/api/leads/${spam?.id ?? ""}/release`);
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({ done: "released-off", released: "pending" });
  });
});

describe("the inbox under a spam wave", () => {
  /** 2,000 spam rows and 120 leads, in a store that records what each page reads. */
  async function flooded() {
    const db = openSqlite(":memory:");
    const store = new SqlLeadStore(() => db);
    const at = Date.UTC(2026, 10, 20, 15, 0);
    for (let i = 0; i < 120; i++) {
      const fields = { "Full Name": `Visitor ${i}`, Message: "We need a patient portal." };
      await store.saveLead(stored(uuid(i), { receivedAt: at - i * MINUTE, fields }));
    }
    for (let i = 0; i < 2_000; i++) {
      await store.saveLead(
        stored(uuid(10_000 + i), {
          receivedAt: at + 1_000 + i,
          status: "spam",
          spamReason: "honeypot filled",
          fields: { "Full Name": `Bot ${i}`, "Email Address": `bot${i}@spam.example` },
        }),
      );
    }
    const { proxy, calls } = recorded(store);
    return { ...testService({ env, store: proxy, forwarder: null, now: () => at + 10 * MINUTE }), calls };
  }
  const pagesRead = (calls: { name: string; args: unknown[] }[]) =>
    calls.filter((call) => call.name === "page").map((call) => (call.args[0] as { limit: number }).limit);

  it("shows a page of fifty leads, spam apart, and reads no more than it shows", async () => {
    const { request, calls } = await flooded();
    const first = await request("/api/leads", { ...get, headers: browser });
    const text = await bodyText(first);
    expect(text).toContain("Leads: 1–50 of 120, newest first");
    expect(text.match(/Visitor /g)).toHaveLength(50);
    expect(text).not.toContain("Bot ");
    expect(Math.max(...pagesRead(calls))).toBe(51);
    expect(calls.map((call) => call.name)).not.toContain("list");

    const older = /href="(\/api\/leads\?before=[^"]+)"[^>]*>Older/.exec(
      await (await request("/api/leads", { ...get, headers: browser })).text(),
    );

    const second = await (await request(older?.[1]?.replace(/&amp;/g, "&") ?? "", { ...get, headers: browser })).text();
    expect(second).toContain("Visitor 50<");
    expect(bodyTextOf(second)).toContain("Leads: 51–100 of 120, newest first");
    // Where the page stands, above the list and below it.
    expect(second.match(/<nav class="pages"[^>]*>\s*<span>51–100 of 120<\/span>/g)).toHaveLength(2);
    expect(second).not.toContain("Visitor 49<");
    expect(second).toMatch(/>Newer</);
    const newer = /href="(\/api\/leads\?after=[^"]+)"[^>]*>Newer/.exec(second)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const back = await bodyText(await request(newer, { ...get, headers: browser }));
    expect(back.match(/Visitor \d+/g)?.slice(0, 2)).toEqual(["Visitor 0", "Visitor 1"]);

    const spam = await bodyText(await request("/api/leads?status=spam", { ...get, headers: browser }));
    expect(spam).toContain("Spam: 1–50 of 2,000, newest first");
  });

  it("streams the CSV of a view a batch at a time, every lead in it", async () => {
    const { request, calls } = await flooded();
    const response = await request("/api/leads.csv?status=all", { ...get, headers: owner });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = (await response.text()).trim().split("\r\n");
    expect(rows).toHaveLength(1 + 2_120);
    expect(Math.max(...pagesRead(calls))).toBe(501);
  });

  it("compresses the owner's pages where the host does not", async () => {
    const { request } = testService({ env, compress: true });
    await request("/api/contact", { body: contact() });
    const page = await request("/api/leads", { ...get, headers: { ...browser, "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("Pat Quinn");
  });

  it("reads only the address parts it expects", async () => {
    const { request } = await flooded();
    const page = await bodyText(
      await request("/api/leads?done=toString&status=<script>", { ...get, headers: browser }),
    );
    expect(page).not.toContain("function");
    expect(page).toContain("of 120, newest first");
    const json = await request("/api/leads?limit=1e308", { ...get, headers: bearer });
    expect(json.status).toBe(200);
    expect(await json.json()).toHaveLength(50);
    expect(await (await request("/api/leads?limit=7&status=all", { ...get, headers: bearer })).json()).toHaveLength(7);
  });
});

describe("the inbox as the owner reads it", () => {
  it("shows times and reads date filters in the company's time zone, and says which", async () => {
    const { request, store } = testService({ env });
    // 11:30 PM on Nov 25 in Sheridan is 06:30 on Nov 26 in UTC.
    await store.saveLead(stored(uuid(1), { receivedAt: Date.UTC(2026, 10, 26, 6, 30) }));
    const page = await bodyText(await request("/api/leads", { ...get, headers: browser }));
    expect(page).toContain(" Times in Mountain Time ");
    expect(await (await request("/api/leads", { ...get, headers: browser })).text()).toContain(
      '<p class="muted" title="America/Denver">Times in Mountain Time</p>',
    );
    expect(page).toContain("Nov 25, 2026, 11:30 PM MST");
    const day = async (date: string) =>
      bodyText(await request(`/api/leads?from=${date}&to=${date}`, { ...get, headers: browser }));
    expect(await day("2026-11-25")).toContain("Leads: 1 of 1,");
    expect(await day("2026-11-26")).toContain("No leads match");
  });

  it("shows invisible and direction-changing characters by their code, and the start of each message", async () => {
    const { request, store } = testService({ env });
    await store.saveLead(
      stored(uuid(2), {
        fields: {
          "Full Name": "Alice\u202egnp.exe\u202c",
          "Company Name": "Ad\u200bmin",
          Message: `We need one scheduling system for nine clinics. ${"More detail follows. ".repeat(20)}`,
        },
      }),
    );
    const list = await (await request("/api/leads", { ...get, headers: browser })).text();
    expect(list).not.toMatch(/[\u202e\u202c\u200b]/);
    expect(list).toContain('title="an invisible character, shown by its code">U+202E<');
    expect(list).toContain(">U+200B<");
    expect(list).toContain("We need one scheduling system for nine clinics. More detail follows.");
    expect(list).toContain("…");
    const lead = await (await request(`/api/leads/${uuid(2)}`, { ...get, headers: browser })).text();
    expect(lead).not.toMatch(/[\u202e\u202c\u200b]/);
    expect(lead).toContain("<title>Alice[U+202E]gnp.exe[U+202C] · Leads");
  });

  it("says at the top when forwarding is off, and promises no try that will not come", async () => {
    const { request } = testService({ env, forwarder: null });
    await request("/api/contact", { body: contact() });
    const page = await bodyText(await request("/api/leads", { ...get, headers: browser }));
    expect(page).toContain("Forwarding is off. Leads are kept here but not emailed.");
    expect(page).toContain("Pending : kept here; forwarding is off, so it is not emailed");
    expect(page).not.toContain("next try");
    expect(page).not.toContain("Resend all pending");
  });
});

describe("the owner's actions keep their word", () => {
  /** A service whose form service the test switches: `ok`, `refuse` (with its words), or `hang` until let go. */
  function switchable({ now }: { now?: () => number } = {}) {
    let mode: "ok" | "refuse" | "fail" | "hang" = "ok";
    let letGo: () => void = () => undefined;
    const delivered: string[] = [];
    const forwarder: Forwarder = {
      send: async (lead) => {
        if (mode === "hang") await new Promise<void>((resolve) => (letGo = resolve));
        if (mode === "refuse")
          return { ok: false, error: "refused: This form needs Activation.", status: 200, refused: true };
        if (mode === "fail") return { ok: false, error: "answered HTTP 500", status: 500 };
        delivered.push(lead.id);
        return { ok: true, status: 200 };
      },
    };
    // A click waits as long as one try may take for another sender's try: a second, so a stopped sender's hold is told soon.
    const made = testService({ env: { ...env, LEADS_FORWARD_TIMEOUT_SECONDS: "1" }, forwarder, ...(now && { now }) });
    const post = (path: string, headers: Record<string, string> = browser, wait = true) =>
      made.request(path, { body: "", headers: { ...headers, origin }, wait });
    const notice = async (location: string | null) =>
      /class="notice \w+" role="status">(.*?)<\/p>/s
        .exec(await (await made.request(location ?? "", { ...get, headers: browser, wait: false })).text())?.[1]
        ?.replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim();
    /** How the notice looks: done, failed, waiting or info. */
    const tone = async (location: string | null) =>
      /class="notice (\w+)" role="status">/.exec(
        await (await made.request(location ?? "", { ...get, headers: browser, wait: false })).text(),
      )?.[1];
    const firstLead = async () => (await made.store.page({ limit: 1 }))[0]?.id ?? "";
    return {
      ...made,
      delivered,
      post,
      notice,
      tone,
      firstLead,
      setMode: (m: typeof mode) => {
        mode = m;
      },
      letGo: () => {
        letGo();
      },
    };
  }

  it("resend: sent, or refused in the service's own words, once, with the next try, and in a failure's look", async () => {
    const { request, post, notice, tone, firstLead, setMode } = switchable();
    setMode("refuse");
    await request("/api/contact", { body: contact() });
    const id = await firstLead();
    const refused = await post(`/api/leads/${id}/resend`);
    expect(actionOf(refused.headers.get("location"))).toBe(`/api/leads/${id}?done=not-sent`);
    expect(await notice(refused.headers.get("location"))).toMatch(
      /^Not sent: the form service refused: This form needs Activation\. It is kept, next try .+ (MST|MDT)\.$/,
    );
    expect(await tone(refused.headers.get("location"))).toBe("failed");
    // The lead's status and the notice give the same next try.
    const page = await bodyText(await request(refused.headers.get("location") ?? "", { ...get, headers: browser }));
    const next =
      /next try ([^.;]+ (?:MST|MDT))/.exec((await notice(refused.headers.get("location"))) ?? "")?.[1] ?? "?";
    // Said in the notice and in the lead's status, the same time in both.
    expect(page.split(`next try ${next}`)).toHaveLength(3);
    expect(page.match(/next try /g)).toHaveLength(2);
    setMode("ok");
    const sent = await post(`/api/leads/${id}/resend`);
    expect(await notice(sent.headers.get("location"))).toBe("Sent: the form service took it.");
    expect(await tone(sent.headers.get("location"))).toBe("done");
  });

  it("resend of a lead a stopped sender holds says so, with when it is tried again, after waiting as long as a try may take", async () => {
    // One millisecond for everything: the lead's failed try ends in the very millisecond the click begins, and is
    // still not the click's outcome, since it was over when the click found the lead held.
    const moment = Date.now();
    const { request, store, post, notice, firstLead, setMode } = switchable({ now: () => moment });
    setMode("fail");
    await request("/api/contact", { body: contact() });
    const id = await firstLead();
    // A sender that stopped mid-send (a server killed while it forwarded) left its claim.
    await store.makeDue(id, moment);
    await store.claim(id, moment, 5 * MINUTE);
    const clicked = performance.now();
    const held = await post(`/api/leads/${id}/resend`);
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(950);
    expect(actionOf(held.headers.get("location"))).toBe(`/api/leads/${id}?done=held`);
    expect(await notice(held.headers.get("location"))).toMatch(
      /^Not sent now: another sender holds it \(it is being sent, or its sender stopped mid-send\)\. If it has not arrived by .+ (MST|MDT), it is tried again then\.$/,
    );
  });

  // The owner clicks while another sender (a scheduled retry, another server, an earlier click) is trying the lead:
  // the click waits for that try and tells what it came to. Told nothing, the owner would not know what happened.
  it.each([
    [
      "the service fails it",
      "fail",
      "not-sent",
      /^Not sent: the form service answered HTTP 500\. It is kept, next try .+ (MST|MDT)\.$/,
    ],
    ["the service takes it", "ok", "sent", /^Sent: the form service took it\.$/],
  ] as const)(
    "resend while another try is under way and %s: told so, the lead sent at most once",
    async (_, ends, told, words) => {
      const { request, post, notice, firstLead, setMode, letGo, delivered } = switchable();
      setMode("fail");
      await request("/api/contact", { body: contact({ "Full Name": "Two Senders" }) });
      const id = await firstLead();
      setMode("hang");
      const first = post(`/api/leads/${id}/resend`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = post(`/api/leads/${id}/resend`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      setMode(ends);
      letGo();
      for (const answer of await Promise.all([first, second])) {
        expect(actionOf(answer.headers.get("location"))).toBe(`/api/leads/${id}?done=${told}`);
        expect(await notice(answer.headers.get("location"))).toMatch(words);
      }
      expect(delivered.filter((sent) => sent === id)).toHaveLength(ends === "ok" ? 1 : 0);
    },
  );

  it("of three clicks at once one sends, and each is told it was sent", async () => {
    const { request, post, firstLead, setMode, letGo, delivered } = switchable();
    setMode("fail");
    await request("/api/contact", { body: contact({ "Full Name": "Three Clicks" }) });
    const three = await firstLead();
    setMode("hang");
    const clicks = [1, 2, 3].map(() => post(`/api/leads/${three}/resend`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    setMode("ok");
    letGo();
    const told = (await Promise.all(clicks)).map(
      (answer) => actionOf(answer.headers.get("location"))?.split("done=")[1],
    );
    expect(told).toEqual(["sent", "sent", "sent"]);
    expect(delivered.filter((sent) => sent === three)).toHaveLength(1);
  });

  it("a stale action lands on the lead's own page, saying what is so", async () => {
    const { request, post, notice, firstLead } = switchable();
    await request("/api/contact", { body: contact() });
    const id = await firstLead();
    const resent = await post(`/api/leads/${id}/resend`);
    expect(actionOf(resent.headers.get("location"))).toBe(`/api/leads/${id}?done=already-delivered`);
    expect(await notice(resent.headers.get("location"))).toMatch(/^Already delivered on .+: nothing was sent again\.$/);
    const released = await post(`/api/leads/${id}/release`);
    expect(actionOf(released.headers.get("location"))).toBe(`/api/leads/${id}?done=not-spam`);
    expect(await notice(released.headers.get("location"))).toBe("It is not filed as spam, so nothing changed.");
    const unknown = await post(`/api/leads/${crypto.randomUUID()}/resend`);
    expect(unknown.status).toBe(404);
    const text = await bodyText(unknown);
    expect(text).toContain("No such lead");
    expect(text).not.toContain("There is no form at this address");
  });

  it("releasing a delivered lead filed as spam puts it back, never sends it again, and spam is kept 30 days from filing", async () => {
    const { request, delivered, post, notice, firstLead } = switchable();
    await request("/api/contact", { body: contact() });
    const id = await firstLead();
    expect(delivered).toEqual([id]);
    const marked = await post(`/api/leads/${id}/spam`);
    expect(await notice(marked.headers.get("location"))).toMatch(
      /^Marked as spam: it is never sent, and is deleted on [A-Z][a-z]{2} \d{1,2}, \d{4} unless you release it\.$/,
    );
    const released = await post(`/api/leads/${id}/release`);
    expect(actionOf(released.headers.get("location"))).toBe(`/api/leads/${id}?done=released-delivered`);
    const page = await bodyText(await request(`/api/leads/${id}`, { ...get, headers: browser }));
    expect(page).toMatch(/Delivered : .+ Delivery history Delivered .+ HTTP 200: delivered $/);
    expect(page.match(/HTTP 200: delivered/g)).toHaveLength(1);
    expect(delivered).toEqual([id]);
  });

  it("shows a notice only while it is true of the lead: Back after Not spam shows the lead as it is", async () => {
    const { request, post, notice, firstLead, setMode } = switchable();
    await request("/api/contact", { body: contact() });
    const id = await firstLead();
    const marked = (await post(`/api/leads/${id}/spam`)).headers.get("location");
    expect(await notice(marked)).toMatch(/^Marked as spam:/);
    const released = (await post(`/api/leads/${id}/release`)).headers.get("location");
    expect(await notice(released)).toMatch(/^Released from spam\. It reached your inbox on/);
    // Back: the page of the spam action again, the lead since released.
    const back = await bodyText(await request(marked ?? "", { ...get, headers: browser, wait: false }));
    expect(await notice(marked)).toBeUndefined();
    expect(back).toMatch(/ Delivered : /);
    expect(back).toContain("Mark as spam");
    // Addresses naming what did not happen to this lead say nothing.
    const at = `&at=${String(Date.now())}`;
    expect(await notice(`/api/leads/${id}?done=spam${at}`)).toBeUndefined();
    expect(await notice(`/api/leads/${id}?done=not-sent${at}`)).toBeUndefined();
    setMode("fail");
    await request("/api/contact", { body: contact({ "Full Name": "Failed Forward" }) });
    const failed = await firstLead();
    for (const done of ["sent", "already-delivered", "released-delivered", "spam"]) {
      expect(await notice(`/api/leads/${failed}?done=${done}${at}`), done).toBeUndefined();
    }
    expect(await notice(`/api/leads/${failed}?done=not-sent${at}`)).toMatch(
      /^Not sent: the form service answered HTTP 500/,
    );
    // Without its moment, or ten minutes after it, a notice is not shown.
    expect(await notice(`/api/leads/${failed}?done=not-sent`)).toBeUndefined();
    expect(await notice(`/api/leads/${failed}?done=not-sent&at=${String(Date.now() - 11 * MINUTE)}`)).toBeUndefined();
  });

  it("resend all answers at once and sends after the answer, however long the form service takes", async () => {
    const { request, store, post, notice, setMode, letGo, settled } = switchable();
    setMode("fail");
    await request("/api/contact", { body: contact() });
    setMode("hang");
    const answer = await Promise.race([
      post("/api/leads/retry", browser, false),
      new Promise<undefined>((resolve) => setTimeout(resolve, 1_000)),
    ]);
    expect(answer?.status).toBe(303);
    expect(actionOf(answer?.headers.get("location"))).toBe("/api/leads?done=retrying");
    expect(await notice(answer?.headers.get("location") ?? "")).toBe(
      "Sending every pending lead again now. Reload this page in a minute to see which reached your inbox.",
    );
    expect((await store.page({ limit: 1 }))[0]?.status).toBe("pending");
    setMode("ok");
    letGo();
    await settled();
    expect((await store.page({ limit: 1 }))[0]?.status).toBe("forwarded");
    const json = await request("/api/leads/retry", { body: "", headers: bearer });
    expect(await json.json()).toEqual({ done: "nothing-pending", pending: 0 });
  });

  it("a resend answers once the form service has, however long the alert webhook takes", async () => {
    const made = testService({
      env: { ...env, LEADS_ALERT_AFTER_MINUTES: "0", LEADS_ALERT_WEBHOOK: "https://hooks.example.test/T1" },
      forwarder: { send: () => Promise.resolve({ ok: false, error: "answered HTTP 500", status: 500 }) },
      // The owners' webhook never answers.
      alertFetch: () => new Promise<Response>(() => undefined),
    });
    await made.store.saveLead(stored(uuid(3)));
    const answer = await Promise.race([
      made.request(`/api/leads/${uuid(3)}/resend`, { body: "", headers: { ...browser, origin }, wait: false }),
      new Promise<undefined>((resolve) => setTimeout(resolve, 1_000)),
    ]);
    expect(actionOf(answer?.headers.get("location"))).toBe(`/api/leads/${uuid(3)}?done=not-sent`);
  });

  it("stops a lead's tries at the owner's word: resend all passes it by", async () => {
    const { request, store, post, notice, firstLead, setMode } = switchable();
    setMode("fail");
    await request("/api/contact", { body: contact() });
    const id = await firstLead();
    const stopped = await post(`/api/leads/${id}/set-aside`);
    expect(await notice(stopped.headers.get("location"))).toBe(
      "Tries stopped: it stays here, pending, and is sent only if you resend it.",
    );
    setMode("ok");
    expect(actionOf((await post("/api/leads/retry")).headers.get("location"))).toBe("/api/leads?done=nothing-pending");
    expect((await store.get(id))?.status).toBe("pending");
    const page = await bodyText(await request(`/api/leads/${id}`, { ...get, headers: browser }));
    expect(page).toMatch(/Pending : you stopped its tries on .+; resend it to try again/);
  });
});

describe("the Sources view", () => {
  // Nov 26, 2026, 9 AM in Denver: "last month" is October, the period before it September.
  const now = Date.UTC(2026, 10, 26, 16, 0);
  const october = (day: number) => Date.UTC(2026, 9, day, 18, 0);
  const september = (day: number) => Date.UTC(2026, 8, day, 18, 0);
  const campaign = { utm_source: "LinkedIn", utm_medium: "social", utm_campaign: "Spring Launch" };

  /**
   * October in Denver: three leads of a LinkedIn campaign, two from Google, one direct, one from Bing at 9 PM on
   * the 31st (November already in UTC), and spam; September: two from Google; November: one from DuckDuckGo.
   */
  async function season() {
    const db = openSqlite(":memory:");
    const store = new SqlLeadStore(() => db);
    let n = 0;
    const add = (receivedAt: number, overrides: Partial<NewLead>) =>
      store.saveLead(stored(uuid(++n), { receivedAt, status: "forwarded", ...overrides }));
    for (const day of [3, 9, 17]) {
      await add(october(day), {
        source: { landing: "/services/cloud-migration?utm_source=LinkedIn", page: "/contact", utm: campaign },
        topic: "Cloud Migration",
      });
    }
    await add(october(5), { source: { page: "/contact", referrer: "www.google.com" }, status: "pending" });
    await add(october(6), { source: { landing: "/", page: "/contact", referrer: "google.com" } });
    await add(october(7), { source: { page: "/contact" } });
    await add(Date.UTC(2026, 10, 1, 3, 0), { source: { page: "/about", referrer: "www.bing.com" } });
    await add(Date.UTC(2026, 10, 1, 6, 30), { source: { page: "/", referrer: "duckduckgo.com" } });
    await add(september(12), { source: { page: "/", referrer: "www.google.com" } });
    await add(september(20), { source: { page: "/", referrer: "www.google.de" } });
    for (let i = 0; i < 40; i++) {
      await add(october(10), { status: "spam", spamReason: "honeypot filled", source: { referrer: "spam.example" } });
    }
    const { proxy, calls } = recorded(store);
    return { ...testService({ env, store: proxy, forwarder: null, now: () => now }), calls };
  }
  const visitors = (text: string) => text.match(/Visitor [0-9a-f-]{36}/g)?.map((name) => name.slice(-2));

  /** The view's table by another dimension, as the owner chooses it: the tab's own link, followed. */
  const tab = async (request: ReturnType<typeof testService>["request"], page: string, title: string) => {
    const href = new RegExp(`href="([^"]+)"\\s*(?:aria-current="page")?\\s*>${title}</a`).exec(page)?.[1] ?? "";
    expect(href, title).toMatch(/^\/api\/leads\/sources\?/);
    return (await request(href.replace(/&amp;/g, "&"), { ...get, headers: browser })).text();
  };

  it("reads last month's leads by channel, then by landing page, referring site, campaign and topic from its tabs", async () => {
    const { request, calls } = await season();
    const page = await (await request("/api/leads/sources?period=last-month", { ...get, headers: browser })).text();
    const text = bodyTextOf(page);
    expect(text).toContain("7 leads, Oct 1, 2026 – Oct 31, 2026");
    expect(text).toContain("2 leads in the period before (Sep 1, 2026 – Sep 30, 2026)");
    expect(text).toContain("40 filed as spam in the same days");
    expect(text).toMatch(
      /By channel Channel Leads Share Before Organic Search 3 43% 2 Organic Social 3 43% 0 Direct 1 14% 0 /,
    );
    // One table a view: by channel, the channels grouped twice (this period's, with the chart, and the one before).
    const grouped = () =>
      calls.filter(
        (call) =>
          ["channelSeries", "topNames"].includes(call.name) ||
          (call.name === "namesCount" && (call.args[2] as string[]).length > 0),
      ).length;
    expect(grouped()).toBe(2);

    const landing = bodyTextOf(await tab(request, page, "Landing page"));
    expect(landing).toMatch(/\/services\/cloud-migration 3 43% 0/);
    expect(landing).toMatch(/\/contact 2 29% 0/);
    expect(landing).toMatch(/\/about 1 14% 0/);
    expect(landing).toMatch(/\/ \(the home page\) 1 14% 2/);
    expect(landing).toContain("7 leads, Oct 1, 2026 – Oct 31, 2026");
    const referrer = bodyTextOf(await tab(request, page, "Referring site"));
    expect(referrer).toMatch(/direct 4 57% 0/);
    expect(referrer).toMatch(/Google 2 29% 2/);
    expect(referrer).toMatch(/Bing 1 14% 0/);
    expect(referrer).not.toContain("spam.example");
    expect(referrer).not.toContain("DuckDuckGo");
    const campaigns = bodyTextOf(await tab(request, page, "Campaign"));
    expect(campaigns).toMatch(/linkedin \/ social \/ spring launch 3 43% 0/);
    expect(campaigns).toMatch(/no campaign 4 57% 2/);
    expect(bodyTextOf(await tab(request, page, "Topic"))).toMatch(/Cloud Migration 3 43% 0/);
    // A table by another dimension groups that dimension in each period (and counts each period's leads): two
    // groupings a view, whatever the dimension.
    expect(grouped()).toBe(2 + 4 * 2);
    // Grouped by the store: no page of leads read, spam never listed.
    expect(calls.map((call) => call.name)).not.toContain("page");
  });

  it("links each source to the inbox showing exactly its leads, and the figure before to the month before's", async () => {
    const { request } = await season();
    const channels = await (await request("/api/leads/sources?period=last-month", { ...get, headers: browser })).text();
    const page = await tab(request, channels, "Referring site");
    const link = (name: string, from = page) =>
      new RegExp(`href="([^"]+)"><bdi>${name.replace(/[/]/g, "\\/")}<`).exec(from)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const google = await bodyText(await request(link("Google"), { ...get, headers: browser }));
    expect(google).toContain("Leads: 1–2 of 2, newest first");
    expect(google).toContain("whose referring site is Google");
    expect(visitors(google)).toEqual(["05", "04"]);
    const campaignLeads = await bodyText(
      await request(link("linkedin / social / spring launch", await tab(request, page, "Campaign")), {
        ...get,
        headers: browser,
      }),
    );
    expect(visitors(campaignLeads)).toEqual(["03", "02", "01"]);
    const before = /href="([^"]+)"\s+aria-label="2 before: Google"/.exec(page)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(before).toContain("from=2026-09-01&to=2026-09-30");
    expect(visitors(await bodyText(await request(before, { ...get, headers: browser })))).toEqual(["10", "09"]);
  });

  it("downloads the same figures as CSV, and answers a program in JSON", async () => {
    const { request } = await season();
    const csv = await request("/api/leads/sources.csv?period=last-month", { ...get, headers: owner });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain("lead-sources-2026-10-01-to-2026-10-31.csv");
    const rows = (await csv.text()).trim().split("\r\n");
    const cells = (...values: string[]) => values.map((value) => `"${value}"`).join(",");
    expect(rows[0]).toBe(
      cells("dimension", "source", "leads 2026-10-01 to 2026-10-31", "share %", "leads 2026-09-01 to 2026-09-30"),
    );
    expect(rows).toContain(cells("Referring site", "Google", "2", "28.6", "2"));
    expect(rows).toContain(cells("Campaign", "linkedin / social / spring launch", "3", "42.9", "0"));
    const json = (await (
      await request("/api/leads/sources?period=last-month", { ...get, headers: bearer })
    ).json()) as {
      report: { total: number };
      spam: number;
    };
    expect(json.report.total).toBe(7);
    expect(json.spam).toBe(40);
  });

  it("counts a day's hours in the company's time zone: 9 PM on Oct 31 is October's, 12:30 AM on Nov 1 November's", async () => {
    const { request } = await season();
    const text = await bodyText(await request("/api/leads/sources?by=referrer", { ...get, headers: browser }));
    expect(text).toContain("1 lead, Nov 1, 2026 – Nov 26, 2026");
    expect(text).toMatch(/DuckDuckGo 1 100% 0/);
    // Beside Oct 1 to 26: Bing's lead of the 31st is in neither.
    expect(text).toContain("6 leads in the period before (Oct 1, 2026 – Oct 26, 2026)");
    expect(text).not.toContain("Bing");
  });

  it("is behind the owner's sign-in like the inbox", async () => {
    const { request } = await season();
    for (const path of ["/api/leads/sources", "/api/leads/sources.csv"]) {
      expect((await request(path, get)).status, path).toBe(401);
    }
  });
});

describe("what an attack review of the owner's side found", () => {
  async function filled(count: number) {
    const db = openSqlite(":memory:");
    const store = new SqlLeadStore(() => db);
    for (let i = 0; i < count; i++)
      await store.saveLead(stored(uuid(i + 1), { receivedAt: Date.UTC(2026, 10, 20, 15, i) }));
    return testService({ env, store, forwarder: null, now: () => Date.UTC(2026, 10, 26, 16, 0) });
  }

  it("refuses a day it cannot read with 400, a plain sentence and the form again: impossible, or outside 2000 to a year ahead", async () => {
    const { request } = await filled(2);
    for (const [path, sentence] of [
      ["/api/leads?from=2026-11-01&to=2026-11-32", '"2026-11-32" is not a day of the calendar.'],
      ["/api/leads?from=2026-02-30", '"2026-02-30" is not a day of the calendar.'],
      ["/api/leads?status=pending&from=1999-12-31", '"1999-12-31" is outside the days the leads can hold.'],
      ["/api/leads/sources?period=custom&from=9999-12-31&to=9999-12-31", '"9999-12-31" is outside the days'],
      ["/api/leads/sources?period=custom&from=1970-01-01&to=9999-12-31", '"1970-01-01" is outside the days'],
      ["/api/leads/sources?from=%2B010000-01-01&to=2026-11-20", '"+010000-01-01" is not a day of the calendar.'],
      ["/api/leads/sources?period=custom&from=2026-11-01&to=2027-11-27", '"2027-11-27" is outside the days'],
    ] as const) {
      const response = await request(path, { ...get, headers: browser });
      expect(response.status, path).toBe(400);
      const text = await bodyText(response);
      expect(text, path).toContain(sentence);
      expect(text, path).toContain("Pick days from Jan 1, 2000 to Nov 26, 2027.");
      // The form again, to pick other days.
      expect(text, path).toMatch(/ From .*To .*Show /);
    }
    // The last day allowed is read; JSON and the CSVs say why in a line.
    expect((await request("/api/leads?to=2027-11-26", { ...get, headers: browser })).status).toBe(200);
    const json = await request("/api/leads/sources?from=9999-12-31&to=9999-12-31", { ...get, headers: bearer });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ error: expect.stringContaining('"9999-12-31" is outside') as string });
    for (const path of ["/api/leads.csv?from=0000-01-01", "/api/leads/sources.csv?period=custom&from=2026-02-30"]) {
      expect((await request(path, { ...get, headers: browser })).status, path).toBe(400);
    }
    // The inbox's filters keep the status and the source; only the days are emptied.
    const refused = await (
      await request("/api/leads?status=pending&channel=Paid%20Search&from=1999-01-01", { ...get, headers: browser })
    ).text();
    expect(refused).toMatch(/<option value="pending"\s+selected>/);
    expect(refused).toContain('<input type="hidden" name="channel" value="Paid Search" />');
  });

  it("shows a filter from the address as a quoted value, never in the look of the page's own notices", async () => {
    const { request } = await filled(1);
    const crafted = "SECURITY NOTICE: rotate your token at https://evil.example/rotate";
    const page = await (
      await request(`/api/leads?referrer=${encodeURIComponent(crafted)}`, { ...get, headers: browser })
    ).text();
    expect(page).toContain(`<q class="value"><bdi>${crafted}</bdi></q>`);
    expect(page).not.toMatch(/class="notice"[^>]*>[^<]*SECURITY/);
  });

  it("refuses an owner's action posted from another site, whatever the body's type", async () => {
    const { request } = await filled(1);
    for (const type of ["application/json", "application/x-www-form-urlencoded", "text/plain"]) {
      const response = await request(`/api/leads/${uuid(1)}/spam`, {
        headers: { ...owner, "content-type": type, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        body: type === "application/json" ? "{}" : "",
      });
      expect(response.status, type).toBe(403);
    }
    const json = await request(`/api/leads/${uuid(1)}/spam`, {
      headers: { ...owner, "content-type": "application/json", origin: "", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(json.status).toBe(403);
  });

  it("offers no page that would be empty: Older after the oldest, Newer before the newest", async () => {
    const { request } = await filled(3);
    // A cursor older than every lead (a link kept from before a purge): the page shows the oldest, and no Older.
    const past = `0.${uuid(0)}`;
    const page = await (await request(`/api/leads?after=${past}`, { ...get, headers: browser })).text();
    expect(page).toContain(`Visitor ${uuid(1)}`);
    expect(page).not.toMatch(/>Older</);
    const future = `9999999999999.${uuid(0)}`;
    const newest = await (await request(`/api/leads?before=${future}`, { ...get, headers: browser })).text();
    expect(newest).not.toMatch(/>Newer</);
  });

  it("answers a program's page after a place as the browser's, and clamps a page asked too large to the largest", async () => {
    const { request } = await filled(3);
    const all = (await (await request("/api/leads?limit=9999", { ...get, headers: bearer })).json()) as {
      id: string;
    }[];
    expect(all.map((lead) => lead.id)).toEqual([uuid(3), uuid(2), uuid(1)]);
    const oldest = `${String(Date.UTC(2026, 10, 20, 15, 0))}.${uuid(1)}`;
    const newer = (await (await request(`/api/leads?after=${oldest}&limit=1`, { ...get, headers: bearer })).json()) as {
      id: string;
    }[];
    expect(newer.map((lead) => lead.id)).toEqual([uuid(2)]);
  });
});

describe("an inbox an owner acts from", () => {
  /** 56 pending leads the form service refuses, newest first: page 2 of the Pending view holds six. */
  async function refusing() {
    const db = openSqlite(":memory:");
    const store = new SqlLeadStore(() => db);
    const at = Date.UTC(2026, 10, 20, 15, 0);
    for (let i = 0; i < 56; i++) {
      await store.saveLead(
        stored(uuid(i), {
          receivedAt: at - i * MINUTE,
          fields: {
            "Full Name": `Visitor ${String(i).padStart(2, "0")}`,
            "Email Address": `visitor${String(i)}@example.com`,
            "Phone Number": "+1 (307) 555-0142",
            Message: i === 53 ? "نحتاج إلى بوابة للمرضى." : "We need a patient portal.",
          },
          topic: "Cloud Migration",
        }),
      );
    }
    await store.saveLead(stored(uuid(500), { status: "spam", spamReason: "honeypot filled" }));
    const forwarder: Forwarder = {
      send: () => Promise.resolve({ ok: false, error: "answered HTTP 500", status: 500 }),
    };
    return testService({ env, store, forwarder, now: () => Date.UTC(2026, 10, 26, 16, 0) });
  }
  const html = async (made: Awaited<ReturnType<typeof refusing>>, path: string) =>
    (await made.request(path, { ...get, headers: browser })).text();
  const unescaped = (href: string | undefined) => href?.replace(/&amp;/g, "&") ?? "";

  it("opens a lead from the Pending view's second page, resends it, and comes back to that page", async () => {
    const made = await refusing();
    const first = await html(made, "/api/leads?status=pending");
    const older = unescaped(/href="([^"]+)">Older</.exec(first)?.[1]);
    const second = await html(made, older);
    expect(bodyTextOf(second)).toContain("Pending: 51–56 of 56, newest first");
    const open = unescaped(
      /<a class="target" href="(\/api\/leads\/[^"?]+\?back=[^"]+)"><bdi>Visitor 53</.exec(second)?.[1],
    );
    expect(open).not.toBe("");
    const lead = await html(made, open);
    const back = unescaped(/<a class="back" href="([^"]+)">Back to the list</.exec(lead)?.[1]);
    expect(back).toBe(older);
    // The action's form carries the way back, and its answer keeps it.
    const field = /<input type="hidden" name="back" value="([^"]+)"/.exec(lead)?.[1] ?? "";
    const resend = unescaped(/action="([^"]+\/resend)"/.exec(lead)?.[1]);
    const answer = await made.request(resend, {
      body: new URLSearchParams({ back: unescaped(field) }).toString(),
      headers: { ...browser, origin, "content-type": "application/x-www-form-urlencoded" },
    });
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/\?done=not-sent&at=\d+&back=/);
    const after = await html(made, location);
    expect(after).toContain('class="notice failed" role="status"');
    expect(unescaped(/<a class="back" href="([^"]+)">Back to the list</.exec(after)?.[1])).toBe(older);
    expect(bodyTextOf(await html(made, back))).toContain("Pending: 51–56 of 56, newest first");
  });

  it("rebuilds a way back from a view's own parts, so a crafted one leads only to a view of the inbox", async () => {
    const made = await refusing();
    for (const crafted of [
      "https://evil.example/",
      "//evil.example",
      "status=spam&x=%3Cscript%3E",
      "javascript:alert(1)",
    ]) {
      const lead = await html(made, `/api/leads/${uuid(1)}?back=${encodeURIComponent(crafted)}`);
      const href = unescaped(/<a class="back" href="([^"]+)">(?:Back to the list|All leads)</.exec(lead)?.[1]);
      expect(href, crafted).toMatch(/^\/api\/leads(\?status=spam)?$/);
    }
  });

  it("offers a reply in one tap: the email with a subject that names the request, the phone to call", async () => {
    const made = await refusing();
    const lead = await html(made, `/api/leads/${uuid(0)}`);
    const subject = encodeURIComponent("Re: your message to Bighorn Software about Cloud Migration");
    expect(lead).toContain(`href="mailto:visitor0@example.com?subject=${subject}"`);
    expect(lead).toContain('href="tel:+13075550142"');
    // Before the lead's facts, where a phone shows it first.
    expect(lead.indexOf("mailto:")).toBeLessThan(lead.indexOf("What was sent"));
    const list = await html(made, "/api/leads");
    expect(list.match(/href="mailto:/g)).toHaveLength(50);
    expect(list.match(/href="tel:/g)).toHaveLength(50);
  });

  it("offers to resend every pending lead only in a view that holds pending leads", async () => {
    const made = await refusing();
    expect(await html(made, "/api/leads?status=pending")).toContain("Resend all pending");
    expect(await html(made, "/api/leads")).toContain("Resend all pending");
    expect(await html(made, "/api/leads?status=spam")).not.toContain("Resend all pending");
    expect(await html(made, "/api/leads?status=forwarded")).not.toContain("Resend all pending");
    expect(bodyTextOf(await html(made, "/api/leads?status=spam"))).toContain("Spam: 1 of 1, newest first");
  });

  it("folds the leads that need the owner into one line in every view", async () => {
    const made = await refusing();
    await made.store.markNeedsOwner(uuid(3), "refused: This form needs Activation.", Date.UTC(2026, 10, 26, 15, 0));
    for (const path of ["/api/leads", "/api/leads?status=spam", "/api/leads?status=pending"]) {
      const page = await html(made, path);
      expect(page, path).toMatch(/<details class="line needs">\s*<summary>A lead needs you: reply yourself<\/summary>/);
      expect(page, path).not.toMatch(/<details class="line needs" open/);
    }
    const lead = bodyTextOf(await html(made, `/api/leads/${uuid(3)}`));
    // Said first: what to do.
    expect(lead.indexOf("Reply to this lead yourself")).toBeLessThan(lead.indexOf("Email visitor3@example.com"));
    expect(lead).toContain("not this one: it refused: This form needs Activation (first seen");
  });

  it("shows what a visitor typed in its own direction", async () => {
    const made = await refusing();
    const lead = await html(made, `/api/leads/${uuid(53)}`);
    expect(lead).toContain('<dd><span class="para" dir="rtl">نحتاج إلى بوابة للمرضى.</span></dd>');
    const list = await html(
      made,
      "/api/leads?status=pending&before=" +
        encodeURIComponent(`${String(Date.UTC(2026, 10, 20, 15, 0) - 50 * MINUTE)}.${uuid(50)}`),
    );
    expect(list).toContain('<p class="excerpt" dir="rtl">نحتاج إلى بوابة للمرضى.</p>');
  });

  it("marks a date box left empty, so no engine draws a date in it until it is used", async () => {
    const made = await refusing();
    const page = await html(made, "/api/leads?from=2026-11-01");
    expect(page).toMatch(/name="from" value="2026-11-01" min="2000-01-01"\s*\/>/);
    expect(page).toMatch(/name="to" value="" min="2000-01-01"\s*class="empty"\s*\/><span\s+class="hint"/);
  });

  it("serves the CSV with the byte order mark and the company's times", async () => {
    const made = await refusing();
    const response = await made.request("/api/leads.csv?status=pending", { ...get, headers: browser });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // 15:00 UTC on Nov 20 is 8:00 in Denver (the fixture's company), on standard time.
    expect(new TextDecoder().decode(bytes)).toContain('"2026-11-20T08:00:00-07:00"');
  });
});

describe("the weekly report on demand", () => {
  it("gives a week's words, refuses a day that is not one, and posts them only where a webhook is set", async () => {
    const now = () => Date.UTC(2026, 10, 25, 18, 0);
    const { request, store } = testService({ env, now });
    await store.saveLead(stored(uuid(1)));
    const week = await request("/api/leads/report?week=2026-11-16", { ...get, headers: bearer });
    expect(week.status).toBe(200);
    const answer = (await week.json()) as { week: { from: string; to: string }; text: string };
    expect(answer.week).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(answer.text.split("\n").slice(0, 2)).toEqual([
      "Weekly report for Bighorn Software: Nov 16, 2026 – Nov 22, 2026",
      "Leads: 1 contact message (0 the week before), 0 newsletter sign-ups (0).",
    ]);
    // Without a week: the one Monday's report covers, said as last week.
    const monday = (await (await request("/api/leads/report", { ...get, headers: bearer })).json()) as typeof answer;
    expect(monday.week).toEqual(answer.week);
    expect(monday.text).toContain("Sources for last week: ");
    const refused = await request("/api/leads/report?week=2026-02-30", { ...get, headers: bearer });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: '"2026-02-30" is not a day of the calendar. Pick days from Jan 1, 2000 to Nov 25, 2027.',
    });
    expect((await request("/api/leads/report", { headers: bearer })).status).toBe(409);

    const posted: string[] = [];
    const withWebhook = testService({
      env: { ...env, LEADS_ALERT_WEBHOOK: "https://hooks.slack.com/services/T0/B0/x" },
      now,
      alertFetch: (_url, init) => {
        posted.push((JSON.parse(init?.body as string) as { text: string }).text);
        return Promise.resolve(new Response("ok"));
      },
    });
    const sent = await withWebhook.request("/api/leads/report?week=2026-11-16", { headers: bearer });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ sent: true });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatch(
      /^\*Weekly report\* for Bighorn Software: Nov 16, 2026 – Nov 22, 2026\nNo leads last week; /,
    );
  });
});
