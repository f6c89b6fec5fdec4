import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { site } from "../src/config/site";
import { contactMessages } from "../src/lib/contact-form";
import { dist } from "../scripts/lib/dist";
import { startFormService, type FormService, type FormServiceMode } from "../scripts/lib/form-service";
import { postLeads } from "../scripts/lib/lead-load";
import { startServer, type RunningServer } from "../scripts/lib/processes";
import { sitePort, testForwardPath } from "./env";
import { startNginx } from "./hosts/servers";
import { violationsAtEachWidthAndTheme } from "./support/axe";
import { expectStatus, storedLeads } from "./support/leads";

// The lead service's fault table: every way a lead could be lost or abused, run against `npm start` and
// nginx in front of it, with the service's production settings (rate limit, typing speed) and a stand-in
// form service the test can break. Each row checks the stored rows, what the form service received, and
// what the visitor sees. Retries are fast here (0.3 s, swept every 0.2 s) so recovery is seen in seconds.

const database = join(tmpdir(), `bighorn-leads-table-${process.pid}-${Date.now()}.sqlite`);
const nodePort = sitePort + 30;
let formService: FormService;
let node: RunningServer | undefined;
let nginx: RunningServer | undefined;

type Host = { name: string; origin: () => string };
const started = (server: RunningServer | undefined) => {
  if (!server) throw new Error("the server did not start");
  return server.origin;
};
const hosts: Host[] = [
  { name: "npm start", origin: () => started(node) },
  { name: "nginx + Node", origin: () => started(nginx) },
];

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  formService = await startFormService({ siteOrigin: `http://127.0.0.1:${nodePort}` });
  node = await startServer(process.execPath, [join(import.meta.dirname, "..", "scripts", "serve.ts")], {
    origin: `http://127.0.0.1:${nodePort}`,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(nodePort),
      LEADS_DB: database,
      CONTACT_FORM_ENDPOINT: `${formService.origin}${testForwardPath}`,
      LEADS_RETRY_SECONDS: "0.3",
      LEADS_SWEEP_SECONDS: "0.2",
      LEADS_FORWARD_TIMEOUT_SECONDS: "1",
    },
  });
  nginx = await startNginx(dist, sitePort + 31, { leadService: `127.0.0.1:${nodePort}` });
});

test.afterAll(async () => {
  await Promise.all([nginx?.stop(), node?.stop(), formService.stop()]);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

/** A client address of its own for each row, so the rate limit of one row never touches another. */
let clients = 0;
const nextClient = () => {
  clients++;
  return `10.200.${clients >> 8}.${clients & 255}`;
};
const stored = (name: string) => storedLeads(database, { "Full Name": name });
/** What the stand-in received for this name (read in this process: the stand-in may be down). */
const forwarded = (name: string) => formService.received.filter((s) => s.fields["Full Name"] === name);

const withoutScripts = new WeakSet<Page>();

type VisitorOptions = { javaScriptEnabled?: boolean; origin?: string; client?: string };

async function visitor(browser: Browser, host: Host, options: VisitorOptions = {}) {
  const context = await browser.newContext({
    baseURL: options.origin ?? host.origin(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { "X-Forwarded-For": options.client ?? nextClient() },
  });
  const page = await context.newPage();
  // The page's clock runs, and a test can move it: a person takes more than 3 s to write a message.
  if (options.javaScriptEnabled === false) withoutScripts.add(page);
  else await page.clock.install();
  return page;
}

async function fillForm(page: Page, name: string, message = "We run nine clinics and need one scheduling system.") {
  await page.goto("/contact?service=cloud-migration&utm_source=newsletter&utm_campaign=fall");
  // With JavaScript, type once the form's script runs, as a person who reads the page first would.
  if (!withoutScripts.has(page)) await page.waitForSelector("main form[novalidate]");
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByLabel("Work email", { exact: true }).fill("pat@example.com");
  await page.getByLabel("Phone number", { exact: true }).fill("+1 (307) 555-0199");
  await page.getByLabel("Company", { exact: true }).fill("Big Horn Clinics");
  await page.getByLabel("How can we help?", { exact: true }).fill(message);
}

/** Writes the message as a person would (taking their time), sends it, and says how long the answer took. */
async function send(page: Page, name: string, message?: string) {
  await fillForm(page, name, message);
  await page.clock.fastForward(8_000);
  const started = Date.now();
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.waitForURL((url) => url.pathname !== "/contact");
  return Date.now() - started;
}

/** The error page passes axe (WCAG 2.2 AA) on a phone and a desktop, light and dark, and fits the phone. */
async function expectAccessible(page: Page) {
  expect(await violationsAtEachWidthAndTheme(page, [1280, 390])).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(
    390,
  );
}

/** A post made straight to the service, as a bot or a script would. */
const post = (host: Host, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${host.origin()}/api/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: host.origin(),
      "x-forwarded-for": nextClient(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

const valid = (name: string) => ({
  "Full Name": name,
  "Email Address": "pat@example.com",
  "Phone Number": "+1 (307) 555-0199",
  "Company Name": "Big Horn Clinics",
  Message: "We need a patient portal.",
});

for (const host of hosts) {
  test.describe(host.name, () => {
    test("a valid message is stored, forwarded once with the spec's fields, and the visitor thanked", async ({
      browser,
    }) => {
      const name = `Valid ${host.name}`;
      const page = await visitor(browser, host);
      await send(page, name);
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");
      await expectStatus(database, { "Full Name": name }, "forwarded");
      const [lead] = stored(name);
      expect(lead?.topic).toBe("Cloud Migration");
      expect(lead?.source).toEqual({
        page: "/contact?service=cloud-migration&utm_source=newsletter&utm_campaign=fall",
        utm: { utm_source: "newsletter", utm_campaign: "fall" },
      });
      const sent = forwarded(name);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.fields).toEqual({
        "Full Name": name,
        "Email Address": "pat@example.com",
        "Phone Number": "+1 (307) 555-0199",
        "Company Name": "Big Horn Clinics",
        Message: "We run nine clinics and need one scheduling system.",
        Topic: "Cloud Migration",
        "Lead ID": lead?.id,
        _subject: `New inquiry from ${site.name}: Cloud Migration`,
        _captcha: "false",
      });
      await page.context().close();
    });

    const outages: [string, FormServiceMode, RegExp][] = [
      ["unreachable", "down", /could not connect/],
      ["answering 500", "error", /HTTP 500/],
      ["hanging", "hang", /no answer in time/],
      ["answering something that is not JSON", "garbage", /without JSON/],
      ["refusing the message (an address not yet activated)", "refuse", /needs Activation/],
    ];
    for (const [what, mode, error] of outages) {
      test(`form service ${what}: the visitor is thanked at once, the lead waits, and is delivered exactly once after`, async ({
        browser,
      }) => {
        const name = `Outage ${mode} ${host.name}`;
        const page = await visitor(browser, host);
        await formService.setMode(mode);
        try {
          const took = await send(page, name);
          await expect(page).toHaveURL(/\/thank-you$/);
          expect(took, "the answer never waits on the form service").toBeLessThan(2_000);
          await expect.poll(() => stored(name)[0]?.last_error ?? "", { timeout: 10_000 }).toMatch(error);
          expect(stored(name).map((lead) => lead.status)).toEqual(["pending"]);
          expect(forwarded(name)).toEqual([]);
        } finally {
          await formService.setMode("ok");
        }
        await expectStatus(database, { "Full Name": name }, "forwarded");
        // Later sweeps find nothing to send again.
        await page.waitForTimeout(1_000);
        expect(forwarded(name)).toHaveLength(1);
        expect(stored(name)[0]?.attempts).toBeGreaterThanOrEqual(2);
        await page.context().close();
      });
    }

    test("storage that cannot be written: a 503 page with the visitor's words, phone and email; nothing sent", async ({
      browser,
    }) => {
      const name = `Locked ${host.name}`;
      const words = "Our <script>alert(1)</script> intake forms are paper, and we want them gone.";
      const page = await visitor(browser, host);
      const lock = new DatabaseSync(database, { timeout: 5_000 });
      lock.exec("BEGIN EXCLUSIVE");
      try {
        const response = page.waitForResponse("**/api/contact");
        await send(page, name, words);
        expect((await response).status()).toBe(503);
      } finally {
        lock.exec("ROLLBACK");
        lock.close();
      }
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your message was not sent");
      await expect(main.getByRole("textbox", { name: "What you wrote" })).toHaveValue(words);
      await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
      await expect(main.getByRole("link", { name: site.email })).toBeVisible();
      expect(await page.evaluate(() => document.querySelectorAll("main script").length)).toBe(0);
      await expectAccessible(page);

      // Back on the form, everything typed is still there, and sending again works.
      await main.getByRole("link", { name: "Try the form again" }).click();
      await expect(page).toHaveURL(/\/contact\?service=cloud-migration/);
      await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
      await expect(page.getByLabel("How can we help?", { exact: true })).toHaveValue(words);
      expect(stored(name)).toEqual([]);
      expect(forwarded(name)).toEqual([]);
      await page.clock.fastForward(8_000);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expectStatus(database, { "Full Name": name }, "forwarded");
      await page.context().close();
    });

    test("each invalid field posted directly gets 400 and the spec's message; nothing is stored or sent", async () => {
      const cases: [string, Record<string, string>, string][] = [
        ["empty name", { "Full Name": "  " }, contactMessages.nameRequired],
        ["no email", { "Email Address": "" }, contactMessages.emailRequired],
        ["malformed email", { "Email Address": "pat@example" }, contactMessages.emailInvalid],
        ["no phone", { "Phone Number": "" }, contactMessages.phoneRequired],
        ["malformed phone", { "Phone Number": "call me" }, contactMessages.phoneInvalid],
        ["no company", { "Company Name": "" }, contactMessages.companyRequired],
        ["no message", { Message: "\n" }, contactMessages.messageRequired],
      ];
      for (const [what, change, message] of cases) {
        const name = `Invalid ${what} ${host.name}`;
        const response = await post(host, { ...valid(name), ...change, _next: "https://evil.example/" });
        expect(response.status, what).toBe(400);
        const html = await response.text();
        expect(html, what).toContain(`<li>${message}</li>`);
        expect(html, what).not.toContain("evil.example");
        expect(stored(name), what).toEqual([]);
        expect(forwarded(name), what).toEqual([]);
      }
    });

    test("without JavaScript, an invalid post shows the messages in the site's page, with the words kept", async ({
      browser,
    }) => {
      const name = `No JS invalid ${host.name}`;
      const page = await visitor(browser, host, { javaScriptEnabled: false });
      await fillForm(page, name);
      await page.getByLabel("Work email", { exact: true }).fill("pat@example");
      await page.getByLabel("Phone number", { exact: true }).fill("");
      // A browser that does not check the fields itself (or a person who removed the checks).
      await page.locator("main form").evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your message needs a few changes");
      await expect(main.getByRole("region", { name: "What to correct" }).getByRole("listitem")).toHaveText([
        contactMessages.emailInvalid,
        contactMessages.phoneRequired,
      ]);
      await expect(main.getByRole("textbox", { name: "What you wrote" })).toHaveValue(
        "We run nine clinics and need one scheduling system.",
      );
      await expect(main.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/contact");
      // axe needs scripts: the same page, as served, in a browser that runs them.
      const html = await page.content();
      const checker = await visitor(browser, host);
      await checker.route("**/error-page", (route) => route.fulfill({ body: html, contentType: "text/html" }));
      await checker.goto("/error-page");
      await expectAccessible(checker);
      await checker.context().close();
      expect(stored(name)).toEqual([]);
      await page.context().close();
    });

    test("a filled honeypot or a message sent faster than anyone types is kept as spam, never sent, and answered like any other", async ({
      browser,
    }) => {
      const page = await visitor(browser, host);
      const bot = `Honeypot ${host.name}`;
      await fillForm(page, bot);
      await page
        .locator("main form input[name=_honey]")
        .evaluate((input: HTMLInputElement) => (input.value = "cheap pills"));
      await page.clock.fastForward(8_000);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);

      const fast = `Too fast ${host.name}`;
      await fillForm(page, fast);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);

      await expectStatus(database, { "Full Name": bot }, "spam");
      await expectStatus(database, { "Full Name": fast }, "spam");
      expect(stored(bot)[0]?.spam_reason).toBe("honeypot filled");
      expect(stored(fast)[0]?.spam_reason).toMatch(/^sent \d+ ms after typing began$/);
      await page.waitForTimeout(1_000);
      expect(forwarded(bot)).toEqual([]);
      expect(forwarded(fast)).toEqual([]);
      await page.context().close();
    });

    test("refusals: another site's post 403, 1 MB 413, JSON 415, GET 405, each a page of the site with its headers", async () => {
      const name = `Refused ${host.name}`;
      const cases: [string, Promise<Response>, number][] = [
        ["Origin of another site", post(host, valid(name), { origin: "https://evil.example" }), 403],
        ["Sec-Fetch-Site cross-site", post(host, valid(name), { origin: "", "sec-fetch-site": "cross-site" }), 403],
        [
          "1 MB body",
          fetch(`${host.origin()}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: host.origin() },
            body: `Message=${"a".repeat(1024 * 1024)}`,
          }),
          413,
        ],
        [
          "JSON body",
          fetch(`${host.origin()}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: host.origin() },
            body: JSON.stringify(valid(name)),
          }),
          415,
        ],
        ["GET", fetch(`${host.origin()}/api/contact`), 405],
      ];
      for (const [what, pending, status] of cases) {
        const response = await pending;
        expect(response.status, what).toBe(status);
        expect(response.headers.get("content-type"), what).toMatch(/^text\/html/);
        expect(response.headers.get("cache-control"), what).toBe("no-store");
        expect(response.headers.get("x-frame-options"), what).toBe("DENY");
        expect(response.headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
        expect(response.headers.get("content-security-policy"), what).toContain("form-action 'self'");
        expect(await response.text(), what).toContain("We could not accept this message");
      }
      expect((await fetch(`${host.origin()}/api/contact`)).headers.get("allow")).toBe("POST");
      expect(stored(name)).toEqual([]);
    });

    test("the sixth message from one address in ten minutes gets 429 with the phone, email and the words", async ({
      browser,
    }) => {
      const client = nextClient();
      const page = await visitor(browser, host, { client });
      for (let i = 1; i <= 5; i++) {
        const response = await post(host, valid(`Busy ${i} ${host.name}`), { "x-forwarded-for": client });
        expect(response.status, `post ${i}`).toBe(303);
      }
      const name = `Busy 6 ${host.name}`;
      const response = page.waitForResponse("**/api/contact");
      await send(page, name, "The sixth message, which must not vanish.");
      expect((await response).status()).toBe(429);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "We received several messages from your connection",
      );
      await expect(main.getByRole("textbox", { name: "What you wrote" })).toHaveValue(
        "The sixth message, which must not vanish.",
      );
      await expect(main.getByRole("link", { name: site.phone.display })).toBeVisible();
      expect(stored(name)).toEqual([]);
      // Another visitor is not affected.
      expect((await post(host, valid(`Not busy ${host.name}`))).status).toBe(303);
      await page.context().close();
    });

    test("a double submit, a replayed POST and a browser's retry make one lead, with or without the page's id", async () => {
      const client = nextClient();
      for (const [what, extra] of [
        ["with the page's submission id", { _submission: crypto.randomUUID(), _elapsed: "9000" }],
        ["without JavaScript", {}],
      ] as const) {
        const name = `Twice ${what} ${host.name}`;
        const fields = { ...valid(name), ...extra };
        const answers = await Promise.all([1, 2, 3].map(() => post(host, fields, { "x-forwarded-for": client })));
        expect(
          answers.map((answer) => answer.status),
          what,
        ).toEqual([303, 303, 303]);
        expect((await post(host, fields, { "x-forwarded-for": client })).status, what).toBe(303);
        await expectStatus(database, { "Full Name": name }, "forwarded");
        expect(forwarded(name), what).toHaveLength(1);
      }
      // The same visitor changing the message and sending it again is a new lead.
      const id = crypto.randomUUID();
      const name = `Changed ${host.name}`;
      await post(host, { ...valid(name), _submission: id });
      await post(host, { ...valid(name), Message: "A second thought.", _submission: id });
      await expect.poll(() => stored(name).length).toBe(2);
    });

    test("without JavaScript, the native post is stored, forwarded and thanked", async ({ browser }) => {
      const name = `No JS ${host.name}`;
      const page = await visitor(browser, host, { javaScriptEnabled: false });
      await fillForm(page, name);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expectStatus(database, { "Full Name": name }, "forwarded");
      expect(stored(name)[0]?.topic).toBe("Cloud Migration");
      expect(forwarded(name)).toHaveLength(1);
      await page.context().close();
    });

    test("a page served from a second address reaches its own thank-you page", async ({ browser }) => {
      const name = `Second origin ${host.name}`;
      const second = host.origin().replace("127.0.0.1", "localhost");
      const page = await visitor(browser, host, { origin: second });
      await send(page, name);
      await expect(page).toHaveURL(`${second}/thank-you`);
      await expectStatus(database, { "Full Name": name }, "forwarded");
      await page.context().close();
    });

    test("500 valid posts over 50 connections: 500 rows, 500 forwards, no errors", async () => {
      test.setTimeout(120_000);
      const mark = `Load ${host.name}`;
      const outcome = await postLeads(host.origin(), { count: 500, connections: 50, mark });
      expect(outcome).toMatchObject({ posts: 500, unexpected: 0, errors: 0 });
      const rows = () => storedLeads(database, {}).filter((lead) => lead.fields["Full Name"]?.startsWith(`${mark} `));
      await expect
        .poll(() => rows().filter((lead) => lead.status === "forwarded").length, { timeout: 60_000 })
        .toBe(500);
      expect(rows()).toHaveLength(500);
      const sent = formService.received.filter((s) => s.fields["Full Name"]?.startsWith(`${mark} `));
      expect(sent).toHaveLength(500);
      expect(new Set(sent.map((s) => s.fields["Full Name"])).size).toBe(500);
    });
  });
}
