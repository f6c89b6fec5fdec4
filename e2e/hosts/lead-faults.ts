import type { FormServiceMode } from "../../testing/form-service-stand-in.ts";
import { site } from "../../src/config/site.ts";
import { contactField, sendButton } from "../support/contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { provenBehind } from "./host-table.ts";
import { expectAccessible, problems, valid } from "./lead-helpers.ts";

/**
 * The form service down, failing, hanging and answering garbage, and the host's own storage failing: in each
 * case nothing is lost and the visitor is told the truth (thanked at once, or given a page with their words).
 * Rows of the hosts' table (e2e/hosts.spec.ts), on the host of the describe block they are called in.
 */
export function faultRows() {
  const outages: [string, FormServiceMode, RegExp][] = [
    ["unreachable", "down", /could not connect/],
    ["answering 500", "error", /HTTP 500/],
    ["hanging", "hang", /no answer in time/],
    ["answering something that is not JSON", "garbage", /without JSON/],
    ["refusing the message (an address not yet activated)", "refuse", /needs Activation/],
  ];
  for (const [what, mode, error] of outages) {
    test(`lead: form service ${what}: the visitor is thanked at once, and the lead delivered exactly once after`, async ({
      host,
      formService,
      lookups: { byName, statuses, forwarded, expectStatus },
      visitors: { visitor, send },
    }) => {
      test.skip(...provenBehind(host));
      // A hanging service is given up on after the forward timeout (3 s on the hosts' table), then retried.
      test.setTimeout(60_000);
      const name = `Outage ${mode} ${host.name}`;
      const page = await visitor();
      await formService.setMode(mode);
      try {
        // The service answers nothing until the visitor has been thanked, and the lead shows no failed attempt
        // by then: had the answer waited on the forward, it would carry the forward's error (at the latest
        // after the timeout). An unreachable service has nothing to hold: it refuses at once.
        const release = formService.hold();
        try {
          await send(page, name);
          await expect(page).toHaveURL(/\/thank-you$/);
          if (mode !== "down")
            expect((await byName(name))[0]?.lastError, "the answer waited on the service").toBeUndefined();
        } finally {
          release();
        }
        await expect.poll(async () => (await byName(name))[0]?.lastError ?? "", { timeout: 20_000 }).toMatch(error);
        expect(await statuses(name)).toEqual(["pending"]);
        expect(forwarded(name)).toEqual([]);
      } finally {
        await formService.setMode("ok");
      }
      await expectStatus(name, "forwarded");
      // Later retries find nothing more to send.
      await host.nudge();
      await page.waitForTimeout(1_000);
      expect(forwarded(name)).toHaveLength(1);
      expect((await byName(name))[0]?.attempts).toBeGreaterThanOrEqual(2);
    });
  }

  test("lead: storage that fails: the lead goes straight to the form service, the visitor is thanked, the owners told once; the form service down too, a 503 page with the visitor's words, phone and email", async ({
    host,
    formService,
    lookups: { byName, forwarded, expectStatus },
    visitors: { visitor, send, render },
  }) => {
    test.setTimeout(60_000);
    const name = `Storage ${host.name}`;
    const words = "Our <script>alert(1)</script> intake forms are paper, and we want them gone.";
    const page = await visitor();
    const told = () => host.alerts().filter((alert) => alert.includes("without being stored")).length;
    const toldBefore = told();
    const repair = await host.breakStorage();
    const html = await (async () => {
      try {
        // The site's pages never wait on its storage: a page asked for once a post has gone in, while the post
        // waits on the lock, is answered first.
        if (host.storageFailsAtOnce)
          test.info().annotations.push({ type: "storage", description: host.storageFailsAtOnce });
        const answered: string[] = [];
        let plainPage = Promise.resolve();
        const sent = host
          .post(valid(`${name} direct`), {
            onSent: () => {
              plainPage = fetch(`${host.origin}/about`).then((response) => {
                answered.push(`page ${response.status}`);
              });
            },
          })
          .then((response) => answered.push(`post ${response.status}`));
        await sent;
        await plainPage;
        if (host.storageFailsAtOnce) expect(answered.toSorted()).toEqual(["page 200", "post 303"]);
        else expect(answered).toEqual(["page 200", "post 303"]);
        expect(forwarded(`${name} direct`)).toHaveLength(1);
        expect(forwarded(`${name} direct`)[0]?.fields["Lead ID"]).toMatch(/^[0-9a-f-]{36}$/);
        await expect.poll(told).toBe(toldBefore + 1);

        // The form service down too: nothing can take the lead, and the visitor keeps every word.
        await formService.setMode("down");
        try {
          const answer = page.waitForResponse("**/api/contact");
          await send(page, name, words);
          const response = await answer;
          expect(response.status()).toBe(503);
          return await response.text();
        } finally {
          await formService.setMode("ok");
        }
      } finally {
        await repair();
      }
    })();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(problems.unavailable.title);
    await expect(main.getByRole("textbox", { name: problems.unavailable.textLabel })).toHaveValue(words);
    await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
    await expect(main.getByRole("link", { name: site.email })).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll("main script").length)).toBe(0);
    await expectAccessible(await render(html));
    expect(told(), "one alert for the outage").toBe(toldBefore + 1);

    // The lead sent while the storage failed: in the inbox once it is back where the host has a disk to keep it.
    if (host.platform) {
      test
        .info()
        .annotations.push({ type: "unstored", description: `${host.name} has no disk: the email is its only copy` });
      await host.nudge();
      expect(await byName(`${name} direct`)).toEqual([]);
    } else {
      await expectStatus(`${name} direct`, "forwarded");
    }
    expect(forwarded(`${name} direct`)).toHaveLength(1);

    // Back on the form, everything typed is still there, and sending again works.
    await main.getByRole("link", { name: problems.unavailable.back }).click();
    await expect(page).toHaveURL(/\/contact\?service=cloud-migration/);
    await expect(contactField(page, "Full name")).toHaveValue(name);
    await expect(contactField(page, "How can we help?")).toHaveValue(words);
    expect(await byName(name)).toEqual([]);
    expect(forwarded(name)).toEqual([]);
    await page.clock.fastForward(8_000);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expectStatus(name, "forwarded");
  });
}
