import { messageOpening } from "../../forms/topics.ts";
import { mainNav } from "../../src/config/site.ts";
import { pageCopy } from "../../src/lib/content/page-copy.ts";
import { posts, services } from "../../testing/content.ts";
import type { LeadRecords } from "../support/leads.ts";
import { contactLabels, sampleVisitor, type ContactPost } from "../support/contact-form.ts";
import { check, reached, until, type EnginePage } from "./engine-page.ts";
import type { SiteProxy } from "./site-proxy.ts";
import type { FormService } from "../../testing/form-service-stand-in.ts";

/**
 * The journeys a visitor takes, defined once and run in Chromium, Firefox ESR and WebKitGTK (engines.spec.ts):
 * each acts as a person does (clicks, keys typed one at a time) and reads what the page shows with a function
 * run in the page, so nothing in it belongs to one engine. Chromium's own suite checks each of these in more
 * detail; these are what must hold in every engine a visitor may bring.
 */
export type Journey = {
  name: string;
  widths: readonly (390 | 1280)[];
  walk: (page: EnginePage, visit: Visit) => Promise<void>;
};

/**
 * What a journey has besides the page: the proxy every engine reaches the site through, the leads it stored, and
 * the stand-in form service (to refuse one lead).
 */
export type Visit = { proxy: SiteProxy; leads: LeadRecords; width: 390 | 1280; formService: FormService };

const messages = [
  "Name is required.",
  "Email is required.",
  "Phone number is required.",
  "Company name is required.",
  "Message is required.",
];
const fieldIds: Record<keyof ContactPost, string> = {
  "Full Name": "contact-name",
  "Email Address": "contact-email",
  "Phone Number": "contact-phone",
  "Company Name": "contact-company",
  Message: "contact-message",
};
const send = "#contact-form button[type=submit]";
const toasts = '[role="region"][aria-label="Notifications (F8)"] li';

/** Islands still waiting for their script (the contact page has two: the form and its toasts). */
const islandsWaiting = (page: EnginePage) => page.run(() => document.querySelectorAll("astro-island[ssr]").length);
const value = (page: EnginePage, id: string) =>
  page.run((fieldId) => (document.getElementById(fieldId) as HTMLInputElement | null)?.value ?? null, id);
const focused = (page: EnginePage) => page.run(() => document.activeElement?.id ?? "");

/**
 * Every journey starts as a visitor new to the site: no draft kept by an earlier journey in the same window (a
 * kept draft loads the form at once and fills it, which is a journey of its own in Chromium's suite).
 */
export async function forgetDrafts(page: EnginePage) {
  await page.run(() => {
    try {
      sessionStorage.clear();
    } catch {
      // A blank first page has no storage to clear.
    }
  });
}

/** Types each value into its field, clicked first, as a visitor would. */
async function typeContactForm(page: EnginePage, values: ContactPost) {
  for (const name of Object.keys(contactLabels) as (keyof ContactPost)[]) {
    await page.click(`#${fieldIds[name]}`);
    await page.type(values[name]);
  }
}

/** A visitor's name unique to the engine and width, so the leads it sends are found among the worker's. */
const visitorName = (page: EnginePage, width: number, who: string) =>
  `${who} ${page.engine.charAt(0).toUpperCase()}${page.engine.slice(1)} ${width === 390 ? "Phone" : "Laptop"}`;

/** One page of each kind the site builds (`/blog/*`, `/services/*`, ...), the first of each. */
export function sampleRoutes(routes: readonly string[]): string[] {
  const byKind = new Map<string, string>();
  for (const route of routes) {
    const segments = route.split("/").filter(Boolean);
    const kind = segments.length < 2 ? route : `/${segments.slice(0, -1).join("/")}/*`;
    if (!byKind.has(kind)) byKind.set(kind, route);
  }
  return [...byKind.values()];
}

export const journeys: Journey[] = [
  {
    name: "text typed while the contact form loads stays, with the focus and the caret",
    widths: [390, 1280],
    async walk(page, { proxy }) {
      const release = proxy.holdScripts();
      try {
        await page.open("/contact");
        await page.click("#contact-name");
        await page.type("Dana Whit");
        check(page, (await islandsWaiting(page)) === 2, "the form had loaded before the visitor typed");
      } finally {
        release();
      }
      await until(page, "the form and its toasts to load", () => !document.querySelector("astro-island[ssr]"));
      check(
        page,
        (await value(page, "contact-name")) === "Dana Whit",
        "the typed name was kept",
        await value(page, "contact-name"),
      );
      check(page, (await focused(page)) === "contact-name", "the name field kept the focus", await focused(page));
      const caret = await page.run(() => (document.getElementById("contact-name") as HTMLInputElement).selectionStart);
      check(page, caret === 9, "the caret stayed after the typed text", caret);
      await page.type("field");
      const name = await value(page, "contact-name");
      check(page, name === "Dana Whitfield", "typing went on where it stopped", name);
    },
  },
  {
    name: "a Send pressed while the form loads is checked, posted once, forwarded once, and thanks the visitor",
    widths: [390, 1280],
    async walk(page, { proxy, leads, width }) {
      const visitor = sampleVisitor(visitorName(page, width, "Held Send"));
      // The window's earlier journeys posted through the same proxy.
      const posted = () => proxy.posts("/api/contact") - postedBefore;
      const postedBefore = proxy.posts("/api/contact");
      const release = proxy.holdScripts();
      try {
        await page.open("/contact");
        await typeContactForm(page, visitor);
        await page.click(send);
        check(page, (await islandsWaiting(page)) === 2, "the form had loaded before the visitor pressed Send");
        check(page, posted() === 0, "the form was posted before it could be checked");
      } finally {
        release();
      }
      await reached(page, "/thank-you", { exact: true });
      check(page, posted() === 1, "the message was posted once", posted());
      await leads.expectStatus({ "Full Name": visitor["Full Name"] }, "forwarded");
      const forwarded = leads.forwarded({ "Full Name": visitor["Full Name"] });
      check(page, forwarded.length === 1, "the lead was forwarded once", forwarded.length);
      check(
        page,
        forwarded[0]?.fields["Message"] === visitor.Message,
        "the message arrived as typed",
        forwarded[0]?.fields,
      );
    },
  },
  {
    name: "an empty Send shows the five messages and one toast, and the first field in view below the header, focused",
    widths: [390, 1280],
    async walk(page, { width }) {
      await page.open("/contact");
      await page.click("#contact-name");
      await until(page, "the form and its toasts to load", () => !document.querySelector("astro-island[ssr]"));
      // From the bottom of the page: the form must bring its first field back into view itself.
      await page.run(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      });
      await page.click(send);
      const shown = await until(
        page,
        "the five messages",
        (expected) => {
          const visible = [...document.querySelectorAll("#contact-form *")].filter(
            (element) => element.children.length === 0 && element.getClientRects().length > 0,
          );
          const texts = visible.map((element) => element.textContent.trim());
          return expected.every((message) => texts.includes(message)) ? expected : { pending: texts };
        },
        messages,
      );
      check(page, shown.length === 5, "five messages show");
      const toast = await until(
        page,
        "a toast",
        (selector) => {
          const items = document.querySelectorAll(selector);
          return items.length ? { count: items.length, text: items[0]?.textContent ?? "" } : null;
        },
        toasts,
      );
      check(page, toast.count === 1, "one toast shows", toast.count);
      check(
        page,
        toast.text.includes("Uh oh! Something went wrong.") &&
          toast.text.includes("Please fill in all required fields correctly."),
        "the toast says what the spec says",
        toast.text,
      );
      check(page, (await focused(page)) === "contact-name", "the first field has the focus", await focused(page));
      await until(page, "the first field's label below the header and its input in the window", () => {
        const label = document.querySelector('label[for="contact-name"]')?.getBoundingClientRect();
        const input = document.getElementById("contact-name")?.getBoundingClientRect();
        const header = document.querySelector("body > header")?.getBoundingClientRect();
        if (!label || !input || !header) return { pending: "no label, input or header" };
        const boxes = { label: label.top, header: header.bottom, input: input.bottom, window: innerHeight, scrollY };
        return label.top >= header.bottom && input.bottom <= innerHeight ? boxes : { pending: boxes };
      });
      if (width === 1280) {
        // Side by side, each pair stays level with its messages showing.
        const levels = await page.run(() =>
          [
            ["contact-name", "contact-email"],
            ["contact-phone", "contact-company"],
          ].map(([left, right]) =>
            Math.abs(
              (document.getElementById(left ?? "")?.getBoundingClientRect().top ?? 0) -
                (document.getElementById(right ?? "")?.getBoundingClientRect().top ?? 99),
            ),
          ),
        );
        check(
          page,
          levels.every((gap) => gap <= 1),
          "name and email, phone and company stay level",
          levels,
        );
      }
      await page.click(`${toasts} button[aria-label="Close"]`);
      await until(page, "the toast to close with its button", (selector) => !document.querySelector(selector), toasts);
    },
  },
  {
    name: "a topic in the address shows at first paint, before any script is asked for",
    widths: [390, 1280],
    async walk(page) {
      const service = services[0];
      if (!service) throw new Error("no services in the content");
      await page.open(`/contact?service=${service.id}`);
      const shown = await page.run(() => ({
        line: document.querySelector("[data-testid=contact-topic]")?.textContent ?? "",
        message: (document.getElementById("contact-message") as HTMLTextAreaElement | null)?.value ?? "",
        scripts: performance.getEntriesByType("resource").filter((entry) => /\.m?js(\?|$)/.test(entry.name)).length,
        waiting: document.querySelectorAll("astro-island[ssr]").length,
      }));
      const about = service.title;
      check(
        page,
        shown.line === pageCopy.contactPage.form.topicLine.replace("{topic}", about),
        "the topic line shows",
        shown.line,
      );
      check(page, shown.message === messageOpening(service.title), "the message starts with the topic", shown.message);
      check(page, shown.scripts === 0 && shown.waiting === 2, "no script was asked for", shown);
    },
  },
  {
    name: "the menu opens with every link, closes with Escape, and takes the visitor where a link says",
    widths: [390],
    async walk(page) {
      await page.open("/");
      const isOpen = () => document.getElementById("mobile-menu")?.matches(":popover-open") ?? false;
      await page.click('header button[aria-label="Menu"]');
      await until(page, "the menu to open", isOpen);
      const links = await page.run(() =>
        [...document.querySelectorAll("#mobile-menu a")].map((a) => [a.textContent.trim(), a.getAttribute("href")]),
      );
      for (const item of mainNav) {
        check(
          page,
          links.some(([text, href]) => text === item.name && href === item.path),
          `the menu links ${item.name}`,
          links,
        );
      }
      await page.press("Escape");
      await until(
        page,
        "Escape to close the menu",
        () => !document.getElementById("mobile-menu")?.matches(":popover-open"),
      );
      await page.click('header button[aria-label="Menu"]');
      await until(page, "the menu to open again", isOpen);
      await page.click('#mobile-menu a[href="/blog"]');
      await reached(page, "/blog", { exact: true });
      check(page, !(await page.run(isOpen)), "the menu closed on the new page");
    },
  },
  {
    name: "blog search finds a post from the last page of the list, and keeps the words in the box",
    widths: [390, 1280],
    async walk(page) {
      const oldest = posts.at(-1);
      if (!oldest) throw new Error("no posts in the content");
      const word = oldest.title.split(" ").find((w) => w.length > 6) ?? oldest.title;
      await page.open("/blog");
      await page.click('input[type="search"]');
      await page.type(word);
      await page.press("Enter");
      await until(page, "the search page", (q) => new URLSearchParams(location.search).get("q") === q, word);
      const titles = await until(page, "the results", () => {
        if (document.querySelector("astro-island[ssr]")) return null;
        const found = [...document.querySelectorAll("#articles article h3")].map((h) => h.textContent.trim());
        return found.length ? found : null;
      });
      check(page, titles.includes(oldest.title), `the results list “${oldest.title}”`, titles);
      const kept = await page.run(() => (document.querySelector('input[type="search"]') as HTMLInputElement).value);
      check(page, kept === word, "the words stay in the search box", kept);
    },
  },
];

/**
 * What a sample page must show in every engine: nothing wider than the window, and every icon (an element or a
 * pseudo-element masked with a sprite picture) drawn: displayed, a size, a color, and a picture to mask with.
 */
export async function pageFaults(page: EnginePage) {
  return page.run(() => {
    const faults: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) faults.push(`${overflow} px wider than the window`);
    let icons = 0;
    for (const element of document.querySelectorAll("body *")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const picture = style.maskImage || style.getPropertyValue("-webkit-mask-image");
        if (!picture || picture === "none" || style.display === "none" || (style.content === "none" && pseudo))
          continue;
        icons++;
        const kind = element.getAttribute("class")?.split(" ")[0];
        const where = `${element.tagName.toLowerCase()}${kind ? `.${kind}` : ""}${pseudo ?? ""}`;
        if (!picture.startsWith("url(")) faults.push(`${where} masks with ${picture}`);
        if (!(parseFloat(style.width) > 0 && parseFloat(style.height) > 0)) faults.push(`${where} has no size`);
        if (/rgba\(.*, 0\)|transparent/.test(style.backgroundColor)) faults.push(`${where} has no color`);
      }
    }
    return { faults, icons };
  });
}
