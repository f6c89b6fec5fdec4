import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FormService } from "../../testing/form-service-stand-in.ts";
import { controlFields } from "../../forms/targets.ts";
import { site } from "../../src/config/site.ts";
import { services } from "../../testing/content.ts";
import { expect, test } from "./fixtures.ts";
import { provenBehind, type LeadHost } from "./host-table.ts";
import { expectAccessible, valid } from "./lead-helpers.ts";

const run = promisify(execFile);
const cliScript = join(import.meta.dirname, "..", "..", "scripts", "leads.ts");

/**
 * The owners' side of the lead service, as rows of the hosts' table (e2e/hosts.spec.ts): the inbox in a browser,
 * the owners' alerts, and `npm run leads -- --site` against each host, with the host's own storage, scheduler
 * and settings (alerts after 0 minutes, quick retries), so every rule is seen within seconds, never waited for.
 */
const basic = (host: LeadHost) => `Basic ${btoa(`owner:${host.ownerToken}`)}`;
/** The inbox's page as the owner's browser gets it, without a browser. */
const inbox = async (host: LeadHost) =>
  (
    await host.post(
      {},
      { path: "/api/leads", headers: { "x-method": "GET", accept: "text/html", authorization: basic(host) } },
    )
  ).text;
/** `npm run leads -- --site` against the host: its exit code and what it printed. */
export const cli = async (host: LeadHost, ...args: string[]) => {
  const env = { ...process.env, LEADS_EXPORT_TOKEN: host.ownerToken };
  try {
    const { stdout, stderr } = await run(process.execPath, [cliScript, "--site", host.origin, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
};
export const isStuck = (text: string) => / without reaching your inbox\.| refused a lead: /.test(text);
export const isRecovered = (text: string) => text.includes("leads reach your inbox again");
const isOwnersLead = (text: string) => text.includes("one lead is not reaching your inbox while others do");

/**
 * What earlier rows left is delivered first, and an incident they may have opened closes with its recovery told.
 * Returns how many alerts the owners had by then, and what reached them since.
 */
async function quietDay(host: LeadHost, formService: FormService) {
  await formService.setMode("ok");
  await expect
    .poll(
      async () => {
        const waiting = (await host.leads()).some((stored) => stored.status === "pending" && !stored.setAsideAt);
        await host.nudge();
        return waiting || (await inbox(host)).includes("Leads are not reaching your inbox");
      },
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toBe(false);
  // The incident is removed before its recovery message is posted: let that message arrive before counting.
  await expect
    .poll(
      () => {
        const told = host.alerts();
        return told.filter(isStuck).length <= told.filter(isRecovered).length;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const before = host.alerts().length;
  return () => host.alerts().slice(before);
}

export function ownerRows() {
  test("inbox: the owner signs in, sees a stuck lead and its history, resends it, and a stale action is told as such", async ({
    host,
    formService,
    browser,
    lookups: { byName, statuses, forwarded, expectStatus },
  }) => {
    test.setTimeout(90_000);
    const name = `Inbox ${host.name}`;
    const context = await browser.newContext({
      baseURL: host.origin,
      httpCredentials: { username: "owner", password: host.ownerToken },
    });
    try {
      const page = await context.newPage();
      // The form service fails until the owner has seen the lead stuck and resent it.
      await formService.setMode("error");
      try {
        expect((await host.post(valid(name))).status).toBe(303);
        // A name of one long word, as a bot or a careless paste leaves one: the inbox still fits a phone.
        const longWord = `${"Wolfeschlegelsteinhausen".repeat(3)} ${host.name}`;
        expect((await host.post(valid(longWord))).status).toBe(303);
        await expect
          .poll(async () => (await byName(name))[0]?.lastError ?? "", { timeout: 20_000 })
          .toMatch(/HTTP 500/);
        const id = (await byName(name))[0]?.id ?? "";

        // Without the token, or with a wrong one: a sign-in challenge that shows nothing of what is behind it.
        for (const password of [undefined, `${host.ownerToken}x`]) {
          const headers: Record<string, string> = { "x-method": "GET", accept: "text/html" };
          if (password) headers["authorization"] = `Basic ${btoa(`owner:${password}`)}`;
          const refused = await host.post({}, { path: "/api/leads", headers });
          expect(refused.status).toBe(401);
          expect(refused.headers["www-authenticate"]).toMatch(/^Basic realm="Leads"/);
          expect(refused.text).not.toContain(name);
        }

        const listed = await page.goto("/api/leads?status=pending");
        expect(listed?.headers()["cache-control"]).toBe("no-store");
        expect(listed?.headers()["x-robots-tag"]).toBe("noindex");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
        await expect(page.getByText(`Times in ${site.timeZone.name}`)).toBeVisible();
        const item = page.getByRole("listitem").filter({ hasText: name });
        await expect(item).toContainText("Pending: the form service answered HTTP 500; next try ");
        await expect(item).toContainText("We need a patient portal.");
        await expectAccessible(page);

        await item.getByRole("link", { name }).click();
        await expect(page).toHaveURL(new RegExp(`/api/leads/${id}\\?back=%3Fstatus%3Dpending$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        const history = page.getByRole("list").filter({ hasText: "Not delivered" });
        await expect(history.getByRole("listitem").first()).toContainText("the form service answered HTTP 500");
        await expectAccessible(page);

        // Resent while the service still fails: one more try, and the owner told so in the service's words.
        await page.getByRole("button", { name: "Resend now" }).click();
        await expect(page.getByRole("status")).toHaveText(
          /^Not sent: the form service answered HTTP 500\. It is kept, next try .+\.$/,
        );
        await expect(page.getByRole("status")).toHaveClass("notice failed");

        // Another site's form cannot act with the owner's sign-in.
        const foreign = await host.post(
          {},
          { path: `/api/leads/${id}/spam`, headers: { origin: "https://evil.example", authorization: basic(host) } },
        );
        if (host.refusalsShownAs404 && foreign.status === 404)
          test.info().annotations.push({ type: "local runtime", description: host.refusalsShownAs404 });
        else expect(foreign.status).toBe(403);
        expect(await statuses(name)).toEqual(["pending"]);
      } finally {
        await formService.setMode("ok");
      }
      await expectStatus(name, "forwarded");
      expect(forwarded(name)).toHaveLength(1);

      // The page still offers "Resend now" from before the lead was delivered: the click is told it was, and sends nothing.
      await page.getByRole("button", { name: "Resend now" }).click();
      await expect(page.getByRole("status")).toHaveText(/^Already delivered on .+: nothing was sent again\.$/);
      expect(forwarded(name)).toHaveLength(1);
      await expect(page.getByRole("list").filter({ hasText: "Delivered" }).getByRole("listitem").last()).toContainText(
        "HTTP 200: delivered",
      );

      // The view's CSV holds what the view shows.
      const csv = await page.request.get("/api/leads.csv?status=forwarded");
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(await csv.text()).toContain(name);
      expect(await (await page.request.get("/api/leads.csv?status=spam")).text()).not.toContain(name);
    } finally {
      await context.close();
    }
  });

  test("alerts: one when a lead is stuck, one when delivery recovers, none while leads are delivered", async ({
    host,
    formService,
    lookups: { statuses, expectStatus },
  }) => {
    test.skip(...provenBehind(host));
    test.setTimeout(90_000);
    const alertsSince = await quietDay(host, formService);

    // Delivered at once: nothing to tell.
    const fine = `Alert fine ${host.name}`;
    expect((await host.post(valid(fine))).status).toBe(303);
    await expectStatus(fine, "forwarded");
    await host.nudge();
    expect(alertsSince()).toEqual([]);

    // Stuck: one alert, however often it is retried meanwhile.
    const stuck = `Alert stuck ${host.name}`;
    await formService.setMode("error");
    try {
      expect((await host.post(valid(stuck))).status).toBe(303);
      await expect.poll(() => alertsSince().length, { timeout: 20_000 }).toBe(1);
      for (let retry = 0; retry < 3; retry++) await host.nudge();
      expect(await statuses(stuck)).toEqual(["pending"]);
    } finally {
      await formService.setMode("ok");
    }
    expect(alertsSince()[0]).toMatch(new RegExp(`^${site.name}: A lead has waited .* without reaching your inbox\\.`));
    expect(alertsSince()[0]).toContain("/api/leads");

    // Delivered again: one more, and then silence.
    await expectStatus(stuck, "forwarded");
    await expect.poll(() => alertsSince().length, { timeout: 20_000 }).toBe(2);
    expect(alertsSince()[1]).toMatch(new RegExp(`^${site.name}: leads reach your inbox again\\.`));
    await host.nudge();
    expect(alertsSince()).toHaveLength(2);
  });

  test("alerts: a lead the form service will not take is the owner's, told once; a later outage is told with its recovery", async ({
    host,
    formService,
    browser,
    lookups: { byName, statuses, expectStatus },
  }) => {
    test.skip(...provenBehind(host));
    test.setTimeout(120_000);
    const alertsSince = await quietDay(host, formService);
    const poison = `Poison ${host.name}`;
    formService.failOnly(poison, "refuse422");
    const context = await browser.newContext({
      baseURL: host.origin,
      httpCredentials: { username: "owner", password: host.ownerToken },
    });
    try {
      expect((await host.post(valid(poison))).status).toBe(303);
      await expect.poll(async () => (await byName(poison))[0]?.attempts ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
      // Another lead goes through, and the poison lead fails again: it is the owner's, and no outage.
      const neighbour = `Poison's neighbour ${host.name}`;
      expect((await host.post(valid(neighbour))).status).toBe(303);
      await expectStatus(neighbour, "forwarded");
      await expect
        .poll(
          async () => {
            await host.nudge();
            return (await byName(poison))[0]?.needsOwner?.reason ?? "";
          },
          { timeout: 30_000, intervals: [250, 500, 1_000] },
        )
        .toBe("answered HTTP 422");
      const id = (await byName(poison))[0]?.id ?? "";
      await expect.poll(() => alertsSince().filter(isOwnersLead).length, { timeout: 20_000 }).toBe(1);
      expect(alertsSince().find(isOwnersLead)).toContain(`/api/leads/${id}`);
      await expect
        .poll(async () => (await inbox(host)).includes("Leads are not reaching your inbox"), { timeout: 20_000 })
        .toBe(false);

      // A full outage while the poison lead still fails: told, and its recovery told, once each.
      const told = alertsSince().length;
      const outage = `Outage after poison ${host.name}`;
      await formService.setMode("error");
      try {
        expect((await host.post(valid(outage))).status).toBe(303);
        await expect
          .poll(
            async () => {
              await host.nudge();
              return alertsSince().slice(told).filter(isStuck).length;
            },
            { timeout: 20_000, intervals: [250, 500, 1_000] },
          )
          .toBe(1);
      } finally {
        await formService.setMode("ok");
      }
      await expectStatus(outage, "forwarded");
      await expect.poll(() => alertsSince().slice(told).filter(isRecovered).length, { timeout: 20_000 }).toBe(1);
      for (let check = 0; check < 3; check++) await host.nudge();
      expect(
        alertsSince()
          .slice(told)
          .map((text) => (isStuck(text) ? "stuck" : isRecovered(text) ? "recovered" : text)),
      ).toEqual(["stuck", "recovered"]);
      expect(alertsSince().filter(isOwnersLead)).toHaveLength(1);
      expect(await statuses(poison)).toEqual(["pending"]);

      // The owner closes it from its page: no more tries, and the inbox no longer asks for them.
      const page = await context.newPage();
      await page.goto("/api/leads");
      // One line, which opens to the leads that need the owner.
      await page.getByText("A lead needs you: reply yourself").click();
      await page.locator("details.needs").getByRole("link", { name: poison }).click();
      await expect(page.getByRole("heading", { name: "Reply to this lead yourself" })).toBeVisible();
      await page.getByRole("button", { name: "Stop the tries" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Tries stopped: it stays here, pending, and is sent only if you resend it.",
      );
      await expectAccessible(page);
      await page.goto("/api/leads");
      await expect(page.getByText("A lead needs you")).toHaveCount(0);
      expect((await byName(poison))[0]?.setAsideAt).toBeDefined();
    } finally {
      formService.failOnly(undefined);
      await context.close();
    }
  });

  test("delivery states: only the form service refusing one lead while it takes others makes the lead the owner's", async ({
    host,
    formService,
    browser,
    lookups: { byName, expectStatus },
  }) => {
    test.skip(
      host.name !== "npm start",
      "the rule is the service's own, the same on every host: shown once, on npm start",
    );
    test.setTimeout(120_000);
    await quietDay(host, formService);
    const context = await browser.newContext({
      baseURL: host.origin,
      httpCredentials: { username: "owner", password: host.ownerToken },
    });
    const page = await context.newPage();
    /** The lead's page and the inbox, as the owner reads them: whether each says the lead needs the owner. */
    const told = async (id: string, name: string) => {
      await page.goto(`/api/leads/${id}`);
      const own = await page.getByRole("heading", { name: "Reply to this lead yourself" }).count();
      await page.goto("/api/leads?status=pending");
      const needs = page.locator("details.needs");
      // The line is folded: the owner opens it to see the leads it lists.
      if (await needs.count()) await needs.locator("summary").click();
      const listed = (await needs.count()) ? await needs.getByRole("link", { name, exact: true }).count() : 0;
      return { own: own > 0, listed: listed > 0 };
    };
    try {
      for (const [how, error] of [
        ["error", /^answered HTTP 500$/],
        ["cut", /^could not connect/],
        ["hang", /^no answer in time$/],
        ["garbage", /^answered HTTP 200 without JSON/],
        ["refuse422", /^answered HTTP 422$/],
      ] as const) {
        const name = `State ${how} ${host.name}`;
        formService.failOnly(name, how);
        expect((await host.post(valid(name))).status).toBe(303);
        await expect.poll(async () => (await byName(name))[0]?.lastError ?? "", { timeout: 20_000 }).toMatch(error);
        const id = (await byName(name))[0]?.id ?? "";
        // Once: never the owner's yet, whatever the answer.
        expect(await told(id, name), `${how}, once`).toEqual({ own: false, listed: false });
        // Another lead delivered, then this one failed again the same way.
        const neighbour = `State ${how} neighbour ${host.name}`;
        expect((await host.post(valid(neighbour))).status).toBe(303);
        await expectStatus(neighbour, "forwarded");
        await expect
          .poll(
            async () => {
              await host.nudge();
              return (await byName(name))[0]?.attempts ?? 0;
            },
            { timeout: 30_000, intervals: [250, 500, 1_000] },
          )
          .toBeGreaterThanOrEqual(2);
        const refused = how === "refuse422";
        // A try is recorded before its outcome is judged: the owner's words are read once the judgment is made,
        // by the host's next look (a refusal's flag is set right after the try's record).
        if (refused)
          await expect.poll(async () => (await byName(name))[0]?.needsOwner?.reason, { timeout: 20_000 }).toBeDefined();
        else await host.nudge();
        expect(await told(id, name), `${how}, twice with a lead delivered between`).toEqual({
          own: refused,
          listed: refused,
        });
        if (!refused) {
          // The outage's own line counts it (once the host has looked again: a delivery between closed the last).
          await page.goto(`/api/leads/${id}`);
          await expect(page.locator("p.status-pending")).toContainText("Pending: ");
          await expect
            .poll(
              async () => {
                await host.nudge();
                await page.goto("/api/leads?status=pending");
                return (await page.locator("details#incident summary").textContent())?.trim() ?? "";
              },
              { timeout: 20_000 },
            )
            .toMatch(/^Leads are not reaching your inbox \(\d+ leads? waiting\)$/);
        }
        formService.failOnly(undefined);
        await expectStatus(name, "forwarded", 30_000);
      }
    } finally {
      formService.failOnly(undefined);
      await context.close();
    }
  });

  test("owner: npm run leads -- --site releases, retries and purges on this host", async ({
    host,
    formService,
    lookups: { byName, statuses, forwarded, expectStatus },
  }) => {
    test.skip(...provenBehind(host));
    test.setTimeout(120_000);
    // Released from spam: sent at once, and said so; a second release is told it changed nothing.
    const spam = `CLI spam ${host.name}`;
    expect((await host.post({ ...valid(spam), _honey: "http://spam.example" })).status).toBe(303);
    await expect.poll(() => statuses(spam)).toEqual(["spam"]);
    const id = (await byName(spam))[0]?.id ?? "";
    const released = await cli(host, "--release", id);
    expect(released, released.stderr).toMatchObject({ code: 0 });
    expect(released.stdout.trim()).toBe(`Lead ${id} is released from spam and was sent: the form service took it.`);
    await expectStatus(spam, "forwarded");
    expect(forwarded(spam)).toHaveLength(1);
    const again = await cli(host, "--release", id);
    expect(again.code).toBe(1);
    expect(again.stdout.trim()).toBe(`Lead ${id} is not filed as spam: nothing changed.`);

    // A lead waiting after a failed try is sent by --retry, and the command says what reached the inbox.
    const waiting = `CLI retry ${host.name}`;
    await formService.setMode("error");
    try {
      expect((await host.post(valid(waiting))).status).toBe(303);
      await expect
        .poll(async () => (await byName(waiting))[0]?.lastError ?? "", { timeout: 20_000 })
        .toMatch(/HTTP 500/);
      // "Resend all" answers at once and sends after the answer: with the form service holding every post, the
      // answer still comes.
      const release = formService.hold();
      try {
        const answer = await host.post(
          {},
          {
            path: "/api/leads/retry",
            headers: { authorization: `Bearer ${host.ownerToken}`, accept: "application/json" },
          },
        );
        expect(answer.status, answer.text).toBe(202);
        expect(JSON.parse(answer.text)).toMatchObject({ done: "retrying" });
      } finally {
        release();
      }
    } finally {
      await formService.setMode("ok");
    }
    const retried = await cli(host, "--retry");
    expect(retried, retried.stderr).toMatchObject({ code: 0 });
    expect(retried.stdout).toMatch(/^\d+ pending: \d+ forwarded, \d+ still pending/m);
    await expectStatus(waiting, "forwarded");
    expect(forwarded(waiting)).toHaveLength(1);

    const purged = await cli(host, "--purge");
    expect(purged, purged.stderr).toMatchObject({ code: 0 });
    expect(purged.stdout.trim()).toBe("Removed 0 leads (older than 24 months, or spam older than 30 days).");
  });

  test("sources: leads from a campaign, a linking site and a search engine are counted and lead to their leads", async ({
    host,
    browser,
    lookups: { byName },
  }) => {
    test.skip(...provenBehind(host));
    const tag = host.name.replace(/\W+/g, "-");
    const campaign = `sources-${tag}`;
    const landing = `/services/${services[0]?.id ?? ""}`;
    const sent = {
      campaign: `Campaign ${tag}`,
      site: `Article ${tag}`,
      search: `Search ${tag}`,
    };
    const contactPage = { headers: { referer: `${host.origin}/contact` } };
    // Landed on a service page from a LinkedIn post, then wrote from the contact page.
    await host.post(
      {
        ...valid(sent.campaign),
        [controlFields.landing]: `${landing}?utm_source=LinkedIn&utm_medium=Social&utm_campaign=${campaign}`,
        [controlFields.landingReferrer]: "https://www.linkedin.com/",
      },
      contactPage,
    );
    // Followed a link in an article straight to the contact page; found the site on Google the other time.
    await host.post(
      { ...valid(sent.site), [controlFields.referrer]: `https://news-${tag}.example/story` },
      contactPage,
    );
    await host.post({ ...valid(sent.search), [controlFields.referrer]: "https://www.google.com/" }, contactPage);
    for (const name of Object.values(sent)) await expect.poll(async () => (await byName(name)).length).toBe(1);

    const context = await browser.newContext({
      baseURL: host.origin,
      httpCredentials: { username: "owner", password: host.ownerToken },
    });
    try {
      const page = await context.newPage();
      const shown = await page.goto("/api/leads/sources");
      expect(shown?.headers()["cache-control"]).toBe("no-store");
      expect(shown?.headers()["content-security-policy"]).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sources");
      await expect(page.getByRole("link", { name: "Sources", exact: true })).toHaveAttribute("aria-current", "page");
      const row = (table: string, name: string) =>
        page
          .getByRole("table", { name: `By ${table}` })
          .getByRole("row")
          .filter({ hasText: name });
      // One table at a time: the owner chooses its dimension from the tabs.
      const tab = async (title: string) => {
        await page.getByRole("navigation", { name: "Leads by" }).getByRole("link", { name: title }).click();
        await expect(page.getByRole("table", { name: `By ${title.toLowerCase()}` })).toBeVisible();
      };
      await tab("Referring site");
      await expect(row("referring site", `news-${tag}.example`).getByRole("cell").nth(1)).toHaveText("1");
      await expect(row("referring site", "LinkedIn").getByRole("cell").nth(1)).toHaveText("1");
      await expect(row("referring site", "Google")).toHaveCount(1);
      await tab("Campaign");
      await expect(row("campaign", `linkedin / social / ${campaign}`).getByRole("cell").nth(1)).toHaveText("1");
      await expectAccessible(page);

      // Each source's figure is its leads: the inbox behind the link lists exactly them.
      await row("campaign", `linkedin / social / ${campaign}`).getByRole("link").first().click();
      await expect(page.getByText(`whose campaign is linkedin / social / ${campaign}`)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Leads: 1 of 1, newest first" })).toBeVisible();
      await expect(page.getByRole("link", { name: sent.campaign })).toBeVisible();
      await page.getByRole("link", { name: sent.campaign }).click();
      await expect(page.getByText(`${landing}?utm_source=LinkedIn`)).toBeVisible();

      const csv = await context.request.get("/api/leads/sources.csv");
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(await csv.text()).toContain(`"Referring site","news-${tag}.example","1"`);
    } finally {
      await context.close();
    }
  });
}
