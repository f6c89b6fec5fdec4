import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { scriptRequests } from "./support/scripts.ts";
import { forwardPath } from "../testing/form-service-stand-in.ts";
import { topicAtFirstFrame, watchTopicAtFirstFrame } from "../testing/topic-first-frame.ts";
import { site } from "../src/config/site.ts";
import { pageCopy } from "../src/lib/content/page-copy.ts";
import { contactField, fillContactForm, sampleVisitor, sendButton } from "./support/contact-form.ts";
import { services } from "../testing/content.ts";
import { LANDING_KEY } from "../src/lib/visit/landing.ts";

/** The form's post as the browser sent it, parsed. */
const postedFields = (page: Page) =>
  page
    .waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/contact"))
    .then((request) => Object.fromEntries(new URLSearchParams(request.postData() ?? "")));

const contactForm = (page: Page) => page.getByRole("main").locator("form");
const field = contactField;
const submit = sendButton;
/** Both islands (form and toasts) load on the visitor's first use of the form: focus it, and wait for both. */
const hydrated = async (page: Page) => {
  await field(page, "Full name").focus();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
};
const islandsWaiting = (page: Page) => page.locator("astro-island[ssr]");
/** Holds the page's scripts back for `ms`, as a slow phone network would, so the visitor acts first. */
async function slowScripts(page: Page, ms = 1_500) {
  await page.route("**/_astro/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}
/** Counts the browser's own validation (what shows its bubbles): an `invalid` event on any field. */
async function countNativeChecks(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { invalidEvents: number }).invalidEvents = 0;
    document.addEventListener(
      "invalid",
      () => {
        (window as unknown as { invalidEvents: number }).invalidEvents += 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { invalidEvents: number }).invalidEvents);
}

const fillValid = (page: Page, name: string) => fillContactForm(page, sampleVisitor(name));

test("React DOM hydrates the contact form and the toasts, and no Preact ships", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  await page.goto("/contact");
  await hydrated(page);
  // React DOM marks every element it owns with a `__reactFiber$…` property.
  const owned = (selector: string) =>
    page.locator(selector).evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));
  expect(await owned("main form")).toBe(true);
  expect(await owned("[role=region][aria-label^=Notifications] ol")).toBe(true);
  const code = (await Promise.all(bodies)).join("\n");
  expect(code).toContain("react.dev/errors");
  expect(code).not.toMatch(/preact/i);
});

test("the contact page shows how to reach the company", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
  await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(main).toContainText("Sheridan, Wyoming");
  await expect(main).toContainText("Monday-Friday:9:00 AM-6:00 PM MST");
  await expect(main).toContainText("Saturday-Sunday:Closed");
  await expect(main.getByRole("heading", { name: pageCopy.contactPage.form.title })).toBeVisible();
});

test("an empty submit shows every message, focuses the first field and raises the toast", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await submit(page).click();
  const expected: [string, string][] = [
    ["Full name", "Name is required."],
    ["Work email", "Email is required."],
    ["Phone number", "Phone number is required."],
    ["Company", "Company name is required."],
    ["How can we help?", "Message is required."],
  ];
  for (const [label, message] of expected) {
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(RegExp.escape(message)));
  }
  await expect(field(page, "Full name")).toBeFocused();
  const toast = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Uh oh! Something went wrong.");
  await expect(toast).toContainText("Please fill in all required fields correctly.");
});

test("malformed email and phone get their own messages, and typing is kept", async ({ page, leads }) => {
  await page.goto("/contact");
  await hydrated(page);
  await fillValid(page, "Malformed Tester");
  await field(page, "Work email").fill("dana@example");
  await field(page, "Phone number").fill("12345");
  await submit(page).click();
  await expect(page.getByText("Email is invalid.")).toBeVisible();
  await expect(page.getByText("Phone number is invalid.")).toBeVisible();
  await expect(field(page, "Work email")).toBeFocused();
  await expect(field(page, "Full name")).toHaveValue("Malformed Tester");
  await expect(field(page, "How can we help?")).toHaveValue("We need a telehealth platform for nine hospitals.");
  expect(leads.forwarded({ "Full Name": "Malformed Tester" })).toEqual([]);
});

test("a field's error clears as soon as that field is edited, and only that one", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await submit(page).click();
  await expect(page.getByText("Name is required.", { exact: true })).toBeVisible();
  await field(page, "Full name").pressSequentially("D");
  await expect(page.getByText("Name is required.", { exact: true })).toHaveCount(0);
  await expect(field(page, "Full name")).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Company name is required.")).toBeVisible();
});

test("only one toast shows at a time; it closes with its button", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await submit(page).click();
  await submit(page).click();
  const toasts = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  await expect(toasts).toHaveCount(1);
  await toasts.getByRole("button", { name: "Close" }).click();
  await expect(toasts).toHaveCount(0);
});

test("the toast dismisses itself after 5 seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto("/contact");
  await hydrated(page);
  // Stop the page's clock so only the time we advance counts, however busy the machine is.
  await page.clock.pauseAt(Date.now() + 60_000);
  await submit(page).click();
  const toasts = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(4_500);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(1_000);
  await expect(toasts).toHaveCount(0);
});

test.describe("every toast closes itself 5 seconds after it appears, however the one before was closed", () => {
  const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

  /** The page's clock stands still except when the test advances it, however busy the machine is. */
  async function openWithClock(page: Page) {
    await page.clock.install();
    await page.goto("/contact");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
  }

  /** A second empty submit, with the pointer away from the toasts: the new toast must close on time. */
  async function expectNextToastToCloseOnTime(page: Page) {
    await expect(toasts(page)).toHaveCount(0);
    await submit(page).click();
    await page.mouse.move(5, 5);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(4_900);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(0);
  }

  test("after the close button", async ({ page }) => {
    await openWithClock(page);
    await submit(page).click();
    await toasts(page).getByRole("button", { name: "Close" }).click();
    await expectNextToastToCloseOnTime(page);
  });

  test("after Escape", async ({ page }) => {
    await openWithClock(page);
    await submit(page).click();
    await toasts(page).focus();
    await page.keyboard.press("Escape");
    await expectNextToastToCloseOnTime(page);
  });

  /** Drags the toast to the right through the given offsets (px), as a swipe would, then lets go. */
  async function dragToast(page: Page, offsets: number[]) {
    const box = await toasts(page).boundingBox();
    if (!box) throw new Error("the toast has no box");
    const [x, y] = [box.x + 20, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (const dx of offsets) await page.mouse.move(x + dx, y);
    await page.mouse.up();
    await page.clock.runFor(500);
  }

  test("after a swipe past the threshold", async ({ page }) => {
    await openWithClock(page);
    await submit(page).click();
    await dragToast(page, [10, 30, 60, 90]);
    await expectNextToastToCloseOnTime(page);
  });

  test("a short drag below the threshold leaves the toast in place", async ({ page }) => {
    await openWithClock(page);
    await submit(page).click();
    await dragToast(page, [10, 20, 40]);
    await expect(toasts(page)).toHaveCount(1);
  });

  test("after F8, Tab and Enter on the close button", async ({ page }) => {
    await openWithClock(page);
    await submit(page).click();
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toasts(page).getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectNextToastToCloseOnTime(page);
  });

  test("but waits while hovered, then closes once the pointer leaves", async ({ page }) => {
    await openWithClock(page);
    await submit(page).click();
    await toasts(page).hover();
    await page.clock.runFor(8_000);
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_100);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a toast closed with a tap does not stop the next one closing itself", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const toasts = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
    await submit(page).tap();
    await toasts.getByRole("button", { name: "Close" }).tap();
    await expect(toasts).toHaveCount(0);
    await submit(page).tap();
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(5_100);
    await expect(toasts).toHaveCount(0);
  });
});

test("F8 moves focus to the notifications, and the toast closes from the keyboard", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await submit(page).click();
  await page.keyboard.press("F8");
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region.locator("ol")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(region.getByRole("listitem")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(region.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(region.getByRole("listitem")).toHaveCount(0);
});

test("a valid message is posted to the site, stored, forwarded once with the spec's fields, and lands on the thank-you page", async ({
  page,
  leads,
}) => {
  await page.goto("/contact");
  await hydrated(page);
  await fillValid(page, "Valid Tester");
  const posted = postedFields(page);
  await submit(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const { _submission, _elapsed, ...rest } = await posted;
  expect(rest).toEqual({
    ...sampleVisitor("Valid Tester"),
    _honey: "",
    _page: "/contact",
    _referrer: "",
    // The tab's first page is this one, opened without a referrer: posted, and left out of the lead as the page's own.
    _landing: "/contact",
    _landing_referrer: "",
  });
  expect(_submission).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number(_elapsed)).toBeGreaterThanOrEqual(0);

  await leads.expectStatus({ "Full Name": "Valid Tester" }, "forwarded");
  const [lead] = leads.stored({ "Full Name": "Valid Tester" });
  const forwarded = leads.forwarded({ "Full Name": "Valid Tester" });
  expect(forwarded).toHaveLength(1);
  expect(forwarded[0]?.path).toBe(forwardPath);
  expect(forwarded[0]?.contentType).toBe("application/x-www-form-urlencoded");
  expect(forwarded[0]?.fields).toEqual({
    ...sampleVisitor("Valid Tester"),
    "Lead ID": lead?.id,
    _subject: `New inquiry from ${site.name}`,
    _captcha: "false",
  });
});

test("while the message is on its way the button says so, and a second click sends nothing", async ({
  page,
  leads,
}) => {
  await page.goto("/contact");
  await hydrated(page);
  await fillValid(page, "Double Clicker");
  // Hold the post so the page stays on screen with its button as the visitor sees it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route("**/api/contact", async (route) => {
    posts++;
    await held;
    await route.continue();
  });
  // All from the page itself, while the post is held: Playwright's own actions wait for the navigation.
  const seen = await contactForm(page).evaluate(async (form: HTMLFormElement) => {
    let sent = 0;
    window.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) sent++;
    });
    const button = form.querySelector("button[type=submit]");
    if (!(button instanceof HTMLButtonElement)) throw new Error("no submit button");
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const state = { label: button.textContent, disabled: button.disabled };
    button.click();
    form.requestSubmit();
    return { ...state, sent };
  });
  expect(seen).toEqual({ label: "Sending…", disabled: true, sent: 1 });
  release();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(posts).toBe(1);
  await leads.expectStatus({ "Full Name": "Double Clicker" }, "forwarded");
});

test("what the visitor typed comes back after a reload, and the thank-you page clears it", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await field(page, "Full name").fill("Draft Keeper");
  await field(page, "How can we help?").fill("Half a thought about our clinic scheduling.");
  await page.goto("/about");
  await page.goto("/contact");
  await hydrated(page);
  await expect(field(page, "Full name")).toHaveValue("Draft Keeper");
  await expect(field(page, "How can we help?")).toHaveValue("Half a thought about our clinic scheduling.");

  await fillValid(page, "Draft Keeper");
  await submit(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await page.goto("/contact");
  await hydrated(page);
  await expect(field(page, "Full name")).toHaveValue("");
  // Nothing of the message is left: the tab holds only the first page of the visit that starts here (no referrer).
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([LANDING_KEY]);
});

test("a filled honeypot is posted like any message, filed as spam, and never forwarded", async ({ page, leads }) => {
  await page.goto("/contact");
  await hydrated(page);
  await fillValid(page, "Honeypot Bot");
  await contactForm(page)
    .locator("input[name=_honey]")
    .evaluate((input: HTMLInputElement) => (input.value = "buy now"));
  await submit(page).click();
  // A bot is answered like anyone else, so it learns nothing.
  await expect(page).toHaveURL(/\/thank-you$/);
  await leads.expectStatus({ "Full Name": "Honeypot Bot" }, "spam");
  expect(leads.stored({ "Full Name": "Honeypot Bot" })[0]?.spam_reason).toBe("honeypot filled");
  expect(leads.forwarded({ "Full Name": "Honeypot Bot" })).toEqual([]);
});

test("the honeypot is hidden from people and assistive technology", async ({ page }) => {
  await page.goto("/contact");
  const honeypot = contactForm(page).locator("input[name=_honey]");
  await expect(honeypot).toBeHidden();
  // The hidden attribute, not a style: it holds in reader modes and with author styles off, and removes the
  // field from the accessibility tree; a text browser that ignores it still shows a label saying what to do.
  await expect(honeypot.locator("xpath=ancestor::label[@hidden]")).toHaveText("Leave this field empty");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  // Full name, work email, phone, company and message: the honeypot is not a sixth.
  await expect(contactForm(page).getByRole("textbox")).toHaveCount(5);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own checks stop a bad post", async ({ page, leads }) => {
    await page.goto("/contact");
    await fillValid(page, "No JS Bad");
    await field(page, "Phone number").fill("12345");
    await submit(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await field(page, "Phone number").evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true);
    expect(leads.forwarded({ "Full Name": "No JS Bad" })).toEqual([]);
  });

  test("a good message is posted natively, stored and forwarded, and lands on the thank-you page", async ({
    page,
    leads,
  }) => {
    await page.goto("/contact?service=cloud-migration");
    await fillValid(page, "No JS Good");
    const posted = postedFields(page);
    await submit(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    // The page's own fields stay empty without a script; the service reads the page from the Referer.
    expect(Object.keys(await posted).sort()).toEqual(
      [
        "Full Name",
        "Email Address",
        "Phone Number",
        "Company Name",
        "Message",
        "_honey",
        "_submission",
        "_elapsed",
        "_page",
        "_referrer",
        "_landing",
        "_landing_referrer",
      ].sort(),
    );
    await leads.expectStatus({ "Full Name": "No JS Good" }, "forwarded");
    const [lead] = leads.stored({ "Full Name": "No JS Good" });
    expect(lead?.topic).toBe("Cloud Migration");
    expect(lead?.source).toEqual({ page: "/contact?service=cloud-migration" });
    expect(leads.forwarded({ "Full Name": "No JS Good" })).toHaveLength(1);
  });
});

test("service and industry in the address prefill the message, and name the lead's topic and subject", async ({
  page,
  leads,
}) => {
  await page.goto("/contact?service=cloud-migration&industry=healthcare");
  await hydrated(page);
  await expect(page.getByTestId("contact-topic")).toHaveText("You are asking about Cloud Migration for Healthcare.");
  await expect(field(page, "How can we help?")).toHaveValue(
    "I'd like to talk about Cloud Migration for Healthcare.\n\n",
  );
  await fillValid(page, "Prefilled Topic");
  await submit(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await leads.expectStatus({ "Full Name": "Prefilled Topic" }, "forwarded");
  const [forwarded] = leads.forwarded({ "Full Name": "Prefilled Topic" });
  expect(forwarded?.fields["_subject"]).toBe(`New inquiry from ${site.name}: Cloud Migration for Healthcare`);
  expect(forwarded?.fields["Topic"]).toBe("Cloud Migration for Healthcare");

  await page.goto("/contact?industry=food-%26-beverage");
  await hydrated(page);
  await expect(page.getByTestId("contact-topic")).toHaveText("You are asking about Food & Beverage.");
});

test("a lead names the campaign and the site its visit began with, though the message was sent from another page", async ({
  page,
  leads,
}) => {
  const [service] = services;
  if (!service) throw new Error("the content has no service");
  const landing = `/services/${service.id}?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring%20Launch`;
  await page.goto(landing, { referer: "https://www.linkedin.com/feed/" });
  // The service page's own link to the form, which names the service and none of the campaign's tags.
  const cta = page.getByRole("main").getByRole("region", { name: service.cta.title });
  await cta.getByRole("link", { name: service.cta.primaryText }).click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?service=${service.id}$`));
  await hydrated(page);
  await fillValid(page, "Campaign Visitor");
  await submit(page).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await leads.expectStatus({ "Full Name": "Campaign Visitor" }, "forwarded");
  const [lead] = leads.stored({ "Full Name": "Campaign Visitor" });
  expect(lead?.source).toEqual({
    page: `/contact?service=${service.id}`,
    previousPage: landing,
    landing,
    referrer: "www.linkedin.com",
    utm: { utm_source: "LinkedIn", utm_medium: "social", utm_campaign: "Spring Launch" },
  });
});

test("a hostile or unknown query string changes nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/contact?service=<script>alert(1)</script>&industry=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E");
  await hydrated(page);
  await expect(page.getByTestId("contact-topic")).toBeHidden();
  await expect(field(page, "How can we help?")).toHaveValue("");
  expect(await page.content()).not.toContain("<script>alert(1)</script>");
  expect(dialogs).toEqual([]);
});

test("the form can be filled and sent before its JavaScript arrives", async ({ page, leads }) => {
  // Hold every script back: the visitor types and submits the server-rendered form meanwhile.
  await page.route("**/_astro/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto("/contact", { waitUntil: "commit" });
  await fillValid(page, "Early Bird");
  await submit(page).click();
  // Held until the form has loaded (every script waits 3 s), then checked and sent.
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
  await leads.expectStatus({ "Full Name": "Early Bird" }, "forwarded");
  expect(leads.forwarded({ "Full Name": "Early Bird" })).toHaveLength(1);
});

for (const [what, files, sender] of [
  // The network drops the page's scripts (a train's tunnel): nothing of the form's code arrives.
  ["the form's scripts", "**/_astro/*.js", "Offline Script"],
  // A deploy replaced the form's own file: React arrives, the form's code does not.
  ["the form's own file", "**/_astro/contact-form.*.js", "Replaced File"],
] as const) {
  test(`a message sent while ${what} will not load goes as the browser sends it, and is stored`, async ({
    page,
    leads,
  }) => {
    // The send the page held for the form is let go, checked by the browser, and posted natively.
    await page.route(files, (route) => route.abort());
    await page.goto("/contact");
    await fillValid(page, sender);
    await submit(page).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await leads.expectStatus({ "Full Name": sender }, "forwarded");
    expect(leads.forwarded({ "Full Name": sender })).toHaveLength(1);
  });
}

test.describe("React loads when the visitor first uses the form", () => {
  for (const width of [390, 1280]) {
    test(`the page requests no script until then, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const scripts = scriptRequests(page);
      await page.goto("/contact", { waitUntil: "networkidle" });
      expect(scripts).toEqual([]);
      await expect(islandsWaiting(page)).toHaveCount(2);
      // A focus in the form is intent enough: the form and its toasts load together.
      await field(page, "Work email").focus();
      await expect(islandsWaiting(page)).toHaveCount(0);
      expect(scripts.length).toBeGreaterThan(0);
    });
  }

  test("text typed while it loads stays, and so do the focus and the caret", async ({ page }) => {
    await slowScripts(page);
    await page.goto("/contact");
    await field(page, "Full name").click();
    await page.keyboard.type("Dana Whit");
    await expect(islandsWaiting(page)).toHaveCount(2);
    await expect(islandsWaiting(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(field(page, "Full name")).toHaveValue("Dana Whit");
    await expect(field(page, "Full name")).toBeFocused();
    expect(await field(page, "Full name").evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(9);
    await page.keyboard.type("field");
    await expect(field(page, "Full name")).toHaveValue("Dana Whitfield");
  });

  test("a draft kept from an earlier visit fills only what was not typed meanwhile", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await field(page, "Full name").fill("Draft Name");
    await field(page, "Company").fill("Draft Company");
    await page.goto("/about");
    await slowScripts(page);
    await page.goto("/contact");
    await field(page, "Company").click();
    await page.keyboard.type("Typed Company");
    await expect(islandsWaiting(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(field(page, "Company")).toHaveValue("Typed Company");
    await expect(field(page, "Full name")).toHaveValue("Draft Name");
  });

  test("words typed while it loads are back in the form after an error page", async ({ page }) => {
    // No input event reaches the form's script while it loads: what was typed is kept when it is sent.
    await slowScripts(page, 3_000);
    await page.goto("/contact");
    await fillValid(page, "Typed Early");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "text/html", body: "<title>Unavailable</title>" }),
    );
    await submit(page).click();
    await expect(page).toHaveURL(/\/api\/contact$/, { timeout: 20_000 });
    await page.goto("/contact");
    await expect(field(page, "Full name")).toHaveValue("Typed Early", { timeout: 15_000 });
    await expect(field(page, "How can we help?")).toHaveValue(sampleVisitor("Typed Early").Message);
  });

  test("Send as the very first action gets the spec's messages and toast, never the browser's bubbles", async ({
    page,
  }) => {
    const nativeChecks = await countNativeChecks(page);
    await slowScripts(page);
    await page.goto("/contact");
    await submit(page).click();
    await expect(islandsWaiting(page)).toHaveCount(0, { timeout: 10_000 });
    for (const message of [
      "Name is required.",
      "Email is required.",
      "Phone number is required.",
      "Company name is required.",
      "Message is required.",
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    const toast = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Uh oh! Something went wrong.");
    await expect(field(page, "Full name")).toBeFocused();
    expect(await nativeChecks()).toBe(0);
  });

  test("a valid message sent while it loads is posted once, after the form checked it", async ({ page, leads }) => {
    await slowScripts(page, 4_000);
    await page.goto("/contact");
    await fillValid(page, "Held Send");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/contact")) posts.push(request.url());
    });
    const posted = postedFields(page);
    // Two impatient clicks before anything has loaded.
    await submit(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(islandsWaiting(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
    expect(posts).toHaveLength(1);
    // The form itself sent it: the page's submission id is what only the loaded form fills in.
    expect((await posted)["_submission"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(leads.stored({ "Full Name": "Held Send" })).toHaveLength(1);
    await leads.expectStatus({ "Full Name": "Held Send" }, "forwarded");
  });

  test("a topic in the address shows at first paint, before any script is asked for", async ({ page }) => {
    const scripts = scriptRequests(page);
    await watchTopicAtFirstFrame(page);
    await page.goto("/contact?service=cloud-migration", { waitUntil: "networkidle" });
    // Never a frame with the message box empty or the topic line missing.
    expect((await topicAtFirstFrame(page)).inFormsFirstFrame).toBe(true);
    await expect(page.getByTestId("contact-topic")).toHaveText("You are asking about Cloud Migration.");
    await expect(field(page, "How can we help?")).toHaveValue("I'd like to talk about Cloud Migration.\n\n");
    expect(scripts).toEqual([]);
    await expect(islandsWaiting(page)).toHaveCount(2);
  });
});

test.describe("the form's layout", () => {
  /** Fields side by side at these widths (the form's grid has two columns from `sm`). */
  const twoColumns = [768, 1280];
  const pairs = [
    ["name", "email"],
    ["phone", "company"],
  ] as const;
  /** Both inputs' tops, read in one go: a smooth scroll may be moving the page between two reads. */
  const expectLevel = async (page: Page, state: string) => {
    for (const [left, right] of pairs) {
      const [a, b] = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(`contact-${id}`)?.getBoundingClientRect().top ?? Number.NaN),
        [left, right],
      );
      expect(Math.abs((a ?? 0) - (b ?? 0)), `${left} at ${a} px, ${right} at ${b} px, ${state}`).toBeLessThanOrEqual(1);
    }
  };

  for (const width of twoColumns) {
    test(`at ${width} px the inputs side by side stay level, whatever hints and messages stand beside them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      await hydrated(page);
      await expectLevel(page, "as the page opens (the phone's hint showing)");
      await submit(page).click();
      await expect(field(page, "Company")).toHaveAttribute("aria-invalid", "true");
      await expectLevel(page, "with every message showing");
      // One side with a message, the other without.
      await fillContactForm(page, { ...sampleVisitor("Level Tester"), "Phone Number": "call me" });
      await submit(page).click();
      await expect(field(page, "Phone number")).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "Company")).not.toHaveAttribute("aria-invalid");
      await expectLevel(page, "with a message under the phone only");
    });
  }

  /** Where the visitor may be when they press Send: the form below them, its first field under the header, past it. */
  // Instant, whatever the page's smooth scrolling: the visitor is already there when they press Send.
  const scrolledTo = {
    "the top of the page": () => {
      window.scrollTo({ top: 0, behavior: "instant" });
    },
    "the first field half under the header": () => {
      const input = document.getElementById("contact-name");
      const header = document.querySelector("body > header");
      if (!input || !header) throw new Error("no name field or header");
      const under = input.getBoundingClientRect().top - header.getBoundingClientRect().bottom + 12;
      window.scrollBy({ top: under, behavior: "instant" });
    },
    "the bottom of the page": () => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    },
  };
  /** The first field's label and input, and the header's bottom, in the window's coordinates. */
  const boxes = (page: Page) =>
    page.evaluate(() => {
      const input = document.getElementById("contact-name");
      const label = document.querySelector('label[for="contact-name"]');
      const header = document.querySelector("body > header");
      return {
        headerBottom: header?.getBoundingClientRect().bottom ?? Number.NaN,
        labelTop: label?.getBoundingClientRect().top ?? Number.NaN,
        inputBottom: input?.getBoundingClientRect().bottom ?? Number.NaN,
        windowHeight: window.innerHeight,
      };
    });

  for (const width of [390, 1280]) {
    for (const motion of ["reduce", "no-preference"] as const) {
      test(`at ${width} px, motion ${motion}: after an invalid Send the first invalid field's label and input show below the header, focused`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: motion });
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/contact");
        await hydrated(page);
        for (const [where, scroll] of Object.entries(scrolledTo)) {
          await page.evaluate(scroll);
          // Send, as a button press does, without Playwright scrolling to the button first.
          await contactForm(page).evaluate((form: HTMLFormElement) => {
            form.requestSubmit();
          });
          await expect(field(page, "Full name"), where).toBeFocused();
          // A smooth scroll takes a moment; the settled page is what the visitor reads.
          await expect
            .poll(
              async () => {
                const box = await boxes(page);
                const shown = box.labelTop >= box.headerBottom && box.inputBottom <= box.windowHeight;
                return shown ? "label and input shown" : JSON.stringify(box);
              },
              { message: `from ${where}` },
            )
            .toBe("label and input shown");
        }
      });
    }
  }
});
