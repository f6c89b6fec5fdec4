import { pageCopy } from "../../src/lib/content/page-copy.ts";
import { site } from "../../src/config/site.ts";
import { contactMessages } from "../../forms/contact-form.ts";
import { contactField, sampleVisitor, sendButton } from "../support/contact-form.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, problems } from "./lead-helpers.ts";

/**
 * A visitor's ways to a lead: the form with and without JavaScript, its answer when a field is wrong, and the
 * site served from a second address. Each lead is stored, forwarded once, and the visitor thanked.
 * Rows of the hosts' table (e2e/hosts.spec.ts), on the host of the describe block they are called in.
 */
export function journeyRows() {
  test("lead: a valid message is stored, forwarded once with the spec's fields, and the visitor thanked", async ({
    host,
    lookups: { byName, forwarded, expectStatus },
    visitors: { visitor, send },
  }) => {
    const name = `Valid ${host.name}`;
    const page = await visitor();
    await send(page, name);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.thankYouPage.title);
    await expectStatus(name, "forwarded");
    const [lead] = await byName(name);
    expect(lead?.topic).toBe("Cloud Migration");
    expect(lead?.source).toEqual({
      page: "/contact?service=cloud-migration&utm_source=newsletter&utm_campaign=fall",
      utm: { utm_source: "newsletter", utm_campaign: "fall" },
    });
    const sent = forwarded(name);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fields).toEqual({
      ...sampleVisitor(name, "We run nine clinics and need one scheduling system."),
      Topic: "Cloud Migration",
      "Lead ID": lead?.id,
      _subject: `New inquiry from ${site.name}: Cloud Migration`,
      _captcha: "false",
    });
  });

  test("lead: without JavaScript, an invalid post shows the messages in the site's page, the words kept", async ({
    host,
    lookups: { byName },
    visitors: { visitor, fillForm, render },
  }) => {
    const name = `No JS invalid ${host.name}`;
    const page = await visitor({ javaScriptEnabled: false });
    await fillForm(page, name);
    await contactField(page, "Work email").fill("dana@example");
    await contactField(page, "Phone number").fill("");
    // A browser that does not check the fields itself (or a person who removed the checks).
    await page.locator("main form").evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    const answer = page.waitForResponse("**/api/contact");
    await sendButton(page).click();
    const html = await (await answer).text();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(problems.invalid.title);
    await expect(main.getByRole("region", { name: problems.invalid.messagesTitle }).getByRole("listitem")).toHaveText([
      contactMessages.emailInvalid,
      contactMessages.phoneRequired,
    ]);
    await expect(main.getByRole("textbox", { name: problems.invalid.textLabel })).toHaveValue(
      "We run nine clinics and need one scheduling system.",
    );
    await expect(main.getByRole("link", { name: problems.invalid.back })).toHaveAttribute("href", "/contact");
    expect(await byName(name)).toEqual([]);
    await expectAccessible(await render(html));
  });

  test("lead: without JavaScript, the native post is stored, forwarded and thanked", async ({
    host,
    lookups: { byName, forwarded, expectStatus },
    visitors: { visitor, fillForm },
  }) => {
    const name = `No JS ${host.name}`;
    const page = await visitor({ javaScriptEnabled: false });
    await fillForm(page, name);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expectStatus(name, "forwarded");
    expect((await byName(name))[0]?.topic).toBe("Cloud Migration");
    expect(forwarded(name)).toHaveLength(1);
  });

  test("lead: a page served from a second address reaches its own thank-you page", async ({
    host,
    lookups: { expectStatus },
    visitors: { visitor, send },
  }) => {
    const name = `Second origin ${host.name}`;
    const second = host.origin.replace("127.0.0.1", "localhost");
    const page = await visitor({ origin: second });
    await send(page, name);
    await expect(page).toHaveURL(`${second}/thank-you`);
    await expectStatus(name, "forwarded");
  });
}
