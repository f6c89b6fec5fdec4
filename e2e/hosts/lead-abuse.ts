import { site } from "../../src/config/site.ts";
import { contactMessages } from "../../forms/contact-form.ts";
import { sendButton } from "../support/contact-form.ts";
import { expect, test } from "./fixtures.ts";
import type { LeadHost } from "./host-table.ts";
import { problems, valid } from "./lead-helpers.ts";

/**
 * What a bot or a careless client sends: invalid fields, spam signals, another site's post, too large or the
 * wrong type, too many from one address, the same post twice. Each is refused or filed, with a page a person
 * can act on, and nothing is forwarded that should not be.
 * Rows of the hosts' table (e2e/hosts.spec.ts), on the host of the describe block they are called in.
 */
export function abuseRows() {
  test("lead: each invalid field posted directly gets 400 and the spec's message; nothing stored or sent", async ({
    host,
    lookups: { byName, forwarded },
  }) => {
    const cases: [string, Record<string, string>, string][] = [
      ["empty name", { "Full Name": "  " }, contactMessages.nameRequired],
      ["no email", { "Email Address": "" }, contactMessages.emailRequired],
      ["malformed email", { "Email Address": "dana@example" }, contactMessages.emailInvalid],
      ["no phone", { "Phone Number": "" }, contactMessages.phoneRequired],
      ["malformed phone", { "Phone Number": "call me" }, contactMessages.phoneInvalid],
      ["no company", { "Company Name": "" }, contactMessages.companyRequired],
      ["no message", { Message: "\n" }, contactMessages.messageRequired],
    ];
    for (const [what, change, message] of cases) {
      const name = `Invalid ${what} ${host.name}`;
      const answer = await host.post({ ...valid(name), ...change, _next: "https://evil.example/" });
      expect(answer.status, what).toBe(400);
      expect(answer.text, what).toContain(`<li>${message}</li>`);
      expect(answer.text, what).not.toContain("evil.example");
      expect(await byName(name), what).toEqual([]);
      expect(forwarded(name), what).toEqual([]);
    }
  });

  test("lead: a filled honeypot or a message sent faster than anyone types is spam: kept, never sent, answered like any other", async ({
    host,
    lookups: { byName, forwarded, expectStatus },
    visitors: { visitor, fillForm },
  }) => {
    const page = await visitor();
    const bot = `Honeypot ${host.name}`;
    await fillForm(page, bot);
    await page.locator("main form input[name=_honey]").evaluate((input: HTMLInputElement) => {
      input.value = "cheap pills";
    });
    await page.clock.fastForward(8_000);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    const fast = `Too fast ${host.name}`;
    // A bot with a tab of its own: the first one's draft, which the thank-you page clears, holds no start time
    // for it on a host that applies the clearing late. The page's clock stands still from before the first
    // keystroke to the click: a loaded machine that types slowly still sends this message 0 ms after typing began.
    const fastBot = await visitor();
    await fastBot.goto("/about");
    await fastBot.clock.pauseAt(await fastBot.evaluate(() => Date.now() + 1_000));
    await fillForm(fastBot, fast);
    await sendButton(fastBot).click();
    await expect(fastBot).toHaveURL(/\/thank-you$/);

    await expectStatus(bot, "spam");
    await expectStatus(fast, "spam");
    expect((await byName(bot))[0]?.spamReason).toBe("honeypot filled");
    expect((await byName(fast))[0]?.spamReason).toBe("sent 0 ms after typing began");
    await host.nudge();
    await page.waitForTimeout(1_000);
    expect(forwarded(bot)).toEqual([]);
    expect(forwarded(fast)).toEqual([]);
  });

  test("lead: another site's post 403, 1 MB 413, JSON 415, GET 405: each a page of the site with its headers", async ({
    host,
    lookups: { byName },
  }) => {
    const name = `Refused ${host.name}`;
    const cases: [string, Parameters<LeadHost["post"]>, number][] = [
      ["Origin of another site", [valid(name), { headers: { origin: "https://evil.example" } }], 403],
      [
        "Sec-Fetch-Site cross-site",
        [valid(name), { headers: { origin: "null", "sec-fetch-site": "cross-site" } }],
        403,
      ],
      ["1 MB body", [{ __raw: `Message=${"a".repeat(1024 * 1024)}` }], 413],
      ["JSON body", [{ __raw: JSON.stringify(valid(name)) }, { headers: { "content-type": "application/json" } }], 415],
      ["GET", [{}, { headers: { "x-method": "GET" } }], 405],
    ];
    for (const [what, args, status] of cases) {
      const answer = await host.post(...args);
      if (status === 403 && host.refusalsShownAs404) {
        test.info().annotations.push({ type: "local runtime", description: host.refusalsShownAs404 });
        expect(answer.status, what).toBe(404);
        continue;
      }
      expect(answer.status, what).toBe(status);
      expect(answer.headers["content-type"], what).toMatch(/^text\/html/);
      expect(answer.headers["cache-control"], what).toBe("no-store");
      expect(answer.headers["x-frame-options"], what).toBe("DENY");
      expect(answer.headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
      expect(answer.headers["content-security-policy"], what).toContain("form-action 'self'");
      expect(answer.text, what).toContain(problems.refused.title);
      if (status === 405) expect(answer.headers["allow"]).toBe("POST");
    }
    expect(await byName(name)).toEqual([]);
  });

  test("lead: the sixth message from one address in ten minutes gets 429 with the phone, email and the words, and is kept as spam", async ({
    host,
    lookups: { statuses, forwarded },
    visitors: { visitor, send },
  }) => {
    const from = host.nextAddress();
    for (let i = 1; i <= 5; i++) {
      const answer = await host.post(valid(`Busy ${i} ${host.name}`), { from });
      expect(answer.status, `post ${i}`).toBe(303);
    }
    const name = `Busy 6 ${host.name}`;
    const page = await visitor({ from });
    const answer = page.waitForResponse("**/api/contact");
    await send(page, name, "The sixth message, which must not vanish.");
    expect((await answer).status()).toBe(429);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(problems.tooMany.title);
    await expect(main.getByRole("textbox", { name: problems.tooMany.textLabel })).toHaveValue(
      "The sixth message, which must not vanish.",
    );
    await expect(main.getByRole("link", { name: site.phone.display })).toBeVisible();
    // A sixth person behind one office's address is not lost: the owner can release it.
    expect(await statuses(name)).toEqual(["spam"]);
    expect(forwarded(name)).toEqual([]);
    // Another visitor is not affected.
    expect((await host.post(valid(`Not busy ${host.name}`))).status).toBe(303);
  });

  test("lead: a double submit, a replayed POST and a browser's retry make one lead, with or without the page's id", async ({
    host,
    lookups: { byName, forwarded, expectStatus },
  }) => {
    const from = host.nextAddress();
    for (const [what, extra] of [
      ["with the page's submission id", { _submission: crypto.randomUUID(), _elapsed: "9000" }],
      ["without JavaScript", {}],
    ] as const) {
      const name = `Twice ${what} ${host.name}`;
      const fields = { ...valid(name), ...extra };
      const answers = await Promise.all([1, 2].map(() => host.post(fields, { from })));
      expect(
        answers.map((answer) => answer.status),
        what,
      ).toEqual([303, 303]);
      expect((await host.post(fields, { from })).status, what).toBe(303);
      await expectStatus(name, "forwarded");
      expect(forwarded(name), what).toHaveLength(1);
    }
    // The same visitor changing the message and sending it again is a new lead.
    const id = crypto.randomUUID();
    const name = `Changed ${host.name}`;
    await host.post({ ...valid(name), _submission: id });
    await host.post({ ...valid(name), Message: "A second thought.", _submission: id });
    await expect.poll(async () => (await byName(name)).length).toBe(2);
  });
}
