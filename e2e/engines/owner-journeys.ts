import sharp from "sharp";
import { addDays, ownerDate } from "../../leads/owner/clock.ts";
import { daysTitle, readPeriod } from "../../leads/owner/sources/periods.ts";
import {
  companyClock,
  lastMonthsLeads,
  longAddress,
  pendingLeadId,
  pendingLeadsCount,
  storeLastMonthsLeads,
  storeOwnerCases,
  storePendingLeads,
} from "../support/owner.ts";
import { controlBorderContrasts } from "../support/control-contrast.ts";
import { check, reached, until, type EnginePage } from "./engine-page.ts";
import type { Journey } from "./journeys.ts";

/**
 * The owner's journeys, run in Chromium, Firefox ESR and WebKitGTK as the visitor's are (journeys.ts): most owners
 * read their leads on an iPhone, between two meetings. Each acts as the owner does (choose from a menu, press the
 * button, follow the link) and reads what the page shows with a function run in it.
 */

/** A phone's first screen as Safari leaves it to the page: 664 px of an iPhone's 844. */
const FIRST_SCREEN = 664;

/**
 * The page in the dark theme its own style sheet defines: every `prefers-color-scheme: dark` rule applied, as a
 * phone set to dark shows it (the engines' drivers cannot all switch the system's theme).
 */
const darkTheme = (page: EnginePage) =>
  page.run(() => {
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.conditionText))
          rule.media.mediaText = "all";
  });

/** Where the first lead of the list ends, how wide the page is, and the heading of the list. */
const firstScreen = (page: EnginePage) =>
  page.run(() => ({
    firstLeadEnds: Math.round(document.querySelector("ol.leads > li")?.getBoundingClientRect().bottom ?? Infinity),
    wide: document.documentElement.scrollWidth,
    heading: document.querySelector("main h2")?.textContent.replace(/\s+/g, " ").trim() ?? "",
  }));

export const ownerJourneys: Journey[] = [
  {
    name: "the owner picks each period of the Sources view from its menu, presses Show, and sees that period",
    widths: [390, 1280],
    async walk(page, { leads }) {
      const days = await storeLastMonthsLeads(leads.database);
      const today = ownerDate(Date.now(), companyClock);
      const heading = "main h2";
      await page.open("/api/leads/sources");
      const shows = (expected: string) =>
        until(
          page,
          `the heading "${expected}"`,
          ({ selector, title }) => {
            const text = document.querySelector(selector)?.textContent.replace(/\s+/g, " ").trim() ?? "";
            return text.includes(title) ? text : { pending: text };
          },
          { selector: heading, title: expected },
        );
      await shows(
        daysTitle(
          readPeriod(() => undefined, today),
          companyClock,
        ),
      );
      // As a person with a keyboard picks from a menu: open it, type the start of the choice, press Enter.
      for (const [name, typed] of [
        ["last-month", "Last"],
        ["90-days", "The"],
        ["this-month", "This"],
      ] as const) {
        await page.click("select[name=period]");
        await page.type(typed);
        await page.press("Enter");
        await page.click("form.filters button[type=submit]");
        const period = readPeriod((part) => (part === "period" ? name : undefined), today);
        const title = await shows(daysTitle(period, companyClock));
        const chosen = await page.run(() => (document.querySelector("select[name=period]") as HTMLSelectElement).value);
        check(page, chosen === name, `the menu shows ${name}`, chosen);
        if (name === "last-month") {
          const count = Object.values(lastMonthsLeads).reduce((sum, n) => sum + n, 0);
          check(page, title.startsWith(`${String(count)} leads, `), "last month's leads are counted", title);
          check(page, period.from === days.from && period.to === days.to, "last month is the month stored", period);
        }
      }
    },
  },
  {
    name: "the owner opens a lead from the Pending view's second page, replies, resends it while it fails, and goes back",
    widths: [390, 1280],
    async walk(page, { leads, width, formService }) {
      // A day and names of its own for each width (the worker's site keeps every journey's leads).
      const tag = `j${width === 390 ? "3" : "4"}`;
      const day = addDays(ownerDate(Date.now(), companyClock), width === 390 ? -82 : -83);
      await storePendingLeads(leads.database, day, tag);
      const heading = (expected: string) =>
        until(
          page,
          `the heading "${expected}"`,
          (title) => {
            const text = document.querySelector("main > h2")?.textContent.replace(/\s+/g, " ").trim() ?? "";
            return text === title ? text : { pending: text };
          },
          expected,
        );
      // An empty date box shows the page's own hint and no date: WebKit draws today's in grey unless the page hides
      // it, which reads as a filter, and iOS draws nothing at all. Inside the box, ink only where the hint is.
      if (page.engine === "webkit") {
        await page.open("/api/leads");
        await page.click(".tools summary");
        const hint = await page.run(() => {
          const box = document.querySelector("input[name=from]")?.getBoundingClientRect();
          const text = document.querySelector("input[name=from] + .hint");
          const range = document.createRange();
          if (text) range.selectNodeContents(text);
          const ink = range.getBoundingClientRect();
          return {
            shown: text ? getComputedStyle(text).display !== "none" && text.textContent === "Any day" : false,
            left: ink.left - (box?.left ?? 0),
            right: ink.right - (box?.left ?? 0),
          };
        });
        check(page, hint.shown, "an empty date box shows its hint", hint);
        const { data, info } = await sharp(await page.shoot("input[name=from]"))
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const scale = info.width / (await page.run(() => document.querySelector("input[name=from]")?.clientWidth ?? 1));
        const inside = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
        const outside: number[] = [];
        for (let y = 4; y < info.height - 4; y++)
          for (let x = 4; x < info.width - 4; x++)
            if (x < (hint.left - 2) * scale || x > (hint.right + 2) * scale) outside.push(inside(x, y));
        check(
          page,
          Math.max(...outside) - Math.min(...outside) < 8,
          "an empty date box draws no date beside its hint",
          {
            darkest: Math.min(...outside),
            lightest: Math.max(...outside),
          },
        );
      }
      // The day from a link (as the Sources view gives one), the Pending view from the menu.
      await page.open(`/api/leads?from=${day}&to=${day}`);
      await page.click(".tools summary");
      await page.click("select[name=status]");
      await page.type("Pen");
      await page.press("Enter");
      await page.click("form.filters button[type=submit]");
      const all = String(pendingLeadsCount);
      await heading(`Pending: 1–50 of ${all}, newest first`);
      const weak = (await page.run(controlBorderContrasts)).filter((control) => control.ratio < 3);
      check(page, weak.length === 0, "every control's border meets 3:1", weak);
      await page.click('nav[aria-label="Pages of this view"] a');
      const range = `51–${all} of ${all}`;
      await heading(`Pending: ${range}, newest first`);
      const secondPage = await page.run(() => location.pathname + location.search);

      const id = pendingLeadId(tag, 53);
      await page.click(`ol.leads a[href^="/api/leads/${id}"]`);
      await reached(page, `/api/leads/${id}`);
      const links = await page.run(() =>
        [...document.querySelectorAll<HTMLAnchorElement>("p.reply a")].map((link) => link.getAttribute("href")),
      );
      const email = `pending-${tag}-53@example.com`;
      check(
        page,
        links[0]?.startsWith(`mailto:${email}?subject=Re%3A%20your%20message%20to%20`) === true &&
          links[1] === "tel:+13075550142",
        "the reply links write and call",
        links,
      );

      formService.failOnly(`Pending ${tag} 53`);
      try {
        await page.click('form[action$="/resend"] button');
        const notice = await until(page, "the notice of the resend", () => {
          const shown = [...document.querySelectorAll('[role="status"]')];
          const text = shown[0]?.textContent.replace(/\s+/g, " ").trim() ?? "";
          return shown.length && text.startsWith("Not sent")
            ? { count: shown.length, text, look: shown[0]?.className ?? "" }
            : { pending: text };
        });
        check(page, notice.count === 1 && notice.look === "notice failed", "one notice, styled as a failure", notice);
        await page.click("a.back");
        await reached(page, secondPage, { exact: true });
        await heading(`Pending: ${range}, newest first`);
      } finally {
        formService.failOnly(undefined);
      }
    },
  },

  {
    name: "on a phone's first screen, a whole lead in every view of the inbox and after Resend all pending, light and dark",
    widths: [390],
    async walk(page, { leads }) {
      const tag = `f${page.engine.length}`;
      await storeOwnerCases(leads.database, tag);
      await storePendingLeads(leads.database, addDays(ownerDate(Date.now(), companyClock), -84), tag);
      const views = ["/api/leads", "?status=pending", "?status=forwarded", "?status=spam", "?status=all"];
      for (const theme of ["light", "dark"] as const) {
        for (const view of views) {
          await page.open(view.startsWith("/") ? view : `/api/leads${view}`);
          if (theme === "dark") await darkTheme(page);
          const seen = await firstScreen(page);
          check(
            page,
            seen.firstLeadEnds <= FIRST_SCREEN && seen.wide <= 390,
            `${theme}, ${view}: a whole lead on the first screen`,
            seen,
          );
        }
        // A source's leads, as a Sources link opens them.
        await page.open("/api/leads/sources");
        await page.click('table[aria-labelledby="by-channel"] tbody a');
        await reached(page, "channel=");
        if (theme === "dark") await darkTheme(page);
        const bySource = await firstScreen(page);
        check(
          page,
          bySource.firstLeadEnds <= FIRST_SCREEN && bySource.wide <= 390,
          `${theme}, one channel's leads: a whole lead on the first screen`,
          bySource,
        );
      }
      // After the owner's own action, its notice above the list.
      await page.open("/api/leads");
      await page.click('form[action="/api/leads/retry"] button');
      await until(
        page,
        "the notice of the resend",
        () =>
          document.querySelector('[role="status"]')?.textContent.includes("Sending every pending lead again") || {
            pending: location.href,
          },
      );
      for (const theme of ["light", "dark"] as const) {
        if (theme === "dark") await darkTheme(page);
        const seen = await firstScreen(page);
        check(
          page,
          seen.firstLeadEnds <= FIRST_SCREEN && seen.wide <= 390,
          `${theme}, after Resend all pending: a whole lead on the first screen`,
          seen,
        );
      }
    },
  },
  {
    name: "the owner marks a delivered lead as spam, takes it back, and Back shows the lead as it is, not the old notice",
    widths: [390, 1280],
    async walk(page, { leads, width }) {
      const tag = `s${page.engine.length}${String(width)}`;
      const { delivered } = await storeOwnerCases(leads.database, tag);
      await page.open(`/api/leads/${delivered}`);
      await page.click('form[action$="/spam"] button');
      await until(
        page,
        "the spam notice",
        () =>
          document.querySelector('[role="status"]')?.textContent.startsWith("Marked as spam") || {
            pending: document.querySelector("main")?.textContent.slice(0, 200),
          },
      );
      // The page the owner leaves is marked: a Back that brings this very page back (not a fresh one) is told apart.
      await page.run(() => {
        document.documentElement.dataset["left"] = "spam page";
      });
      await page.click('form[action$="/release"] button');
      await until(
        page,
        "the release notice",
        () =>
          document.querySelector('[role="status"]')?.textContent.startsWith("Released from spam") || {
            pending: location.href,
          },
      );
      const asItIs = () =>
        page.run(() => ({
          notice: document.querySelector('[role="status"]')?.textContent.replace(/\s+/g, " ").trim() ?? "",
          status: document.querySelector("main p[class^=status-]")?.textContent.replace(/\s+/g, " ").trim() ?? "",
          button: document.querySelector('form[action$="/spam"] button')?.textContent.trim() ?? "",
          at: location.search,
        }));
      await page.run(() => {
        history.back();
      });
      await until(
        page,
        "the spam action's page again",
        () => location.search.includes("done=spam") || { pending: location.search },
      );
      // WebKit keeps a page sent with no-store in its back-forward cache when it came over plain http (its own rule,
      // BackForwardCache.cpp: "Frame is HTTPS, and cache control prohibits storing" bars only https), so Back brings
      // back the page as it was drawn, which no server can change. The owner's pages are https on every host; over
      // the tests' http, Back is checked where the engine asks the server again, and the reload everywhere.
      const restored = await page.run(() => ({
        left: document.documentElement.dataset["left"] ?? "",
        protocol: location.protocol,
      }));
      check(
        page,
        !restored.left || (page.engine === "webkit" && restored.protocol === "http:"),
        "Back asks the server for the page again",
        restored,
      );
      for (const after of restored.left ? ["a reload"] : ["Back", "a reload"]) {
        // The page before the reload is marked, so only the page the reload brings is read.
        if (after === "a reload")
          await page.run(() => {
            document.documentElement.dataset["before"] = "reload";
            location.reload();
          });
        await until(page, `the lead as it is after ${after}`, () =>
          document.readyState === "complete" &&
          !document.documentElement.dataset["before"] &&
          document.querySelector("main p[class^=status-]")
            ? true
            : { pending: location.href },
        );
        const seen = await asItIs();
        check(
          page,
          seen.notice === "" && seen.status.startsWith("Delivered") && seen.button === "Mark as spam",
          `after ${after}, the lead's own state and no notice of the undone action`,
          seen,
        );
      }
    },
  },
  {
    name: "a 60-character address and the Sources figures fit a phone; the Email button keeps its word whole",
    widths: [390],
    async walk(page, { leads }) {
      const tag = `a${page.engine.length}`;
      const { delivered } = await storeOwnerCases(leads.database, tag);
      await page.open(`/api/leads/${delivered}`);
      const button = await page.run(() => {
        const verb = document.querySelector("p.reply a .verb");
        const link = verb?.closest("a");
        return {
          verb: verb?.textContent ?? "",
          verbLines: verb ? verb.getClientRects().length : 0,
          verbHeight: Math.round(verb?.getBoundingClientRect().height ?? 0),
          lineHeight: parseFloat(verb ? getComputedStyle(verb).lineHeight : "0"),
          name: link?.textContent.replace(/\s+/g, " ").trim() ?? "",
          wide: document.documentElement.scrollWidth,
        };
      });
      check(
        page,
        button.verb === "Email" &&
          button.verbLines === 1 &&
          button.verbHeight <= button.lineHeight + 1 &&
          button.wide <= 390,
        "Email stays one word on one line, and the page fits 390 px",
        button,
      );
      check(page, button.name === `Email ${longAddress(tag)}`, "the button names the address", button);
      await page.open("/api/leads/sources?period=90-days");
      const figures = "figure.chart details summary";
      if (await page.run((selector) => Boolean(document.querySelector(selector)), figures)) await page.click(figures);
      const wide = await page.run(() => ({
        page: document.documentElement.scrollWidth,
        open: document.querySelector("figure.chart details")?.hasAttribute("open") ?? "no chart",
      }));
      check(page, wide.page <= 390, "the Sources view and its figures fit 390 px", wide);
    },
  },
  {
    name: "from a channel's link in Sources, the owner changes the status and keeps the channel",
    widths: [390, 1280],
    async walk(page, { leads }) {
      await storeLastMonthsLeads(leads.database);
      await page.open("/api/leads/sources");
      await page.click("select[name=period]");
      await page.type("Last");
      await page.press("Enter");
      await page.click("form.filters button[type=submit]");
      await reached(page, "period=last-month");
      await page.click('table[aria-labelledby="by-channel"] a[href*="channel=Organic+Social"]');
      await reached(page, "channel=Organic+Social");
      await page.click(".tools summary");
      await page.click("select[name=status]");
      await page.type("Del");
      await page.press("Enter");
      await page.click("form.filters button[type=submit]");
      const count = String(lastMonthsLeads["Organic Social"]);
      const seen = await until(
        page,
        "the delivered leads of the channel",
        (expected) => {
          const heading = document.querySelector("main > h2")?.textContent.replace(/\s+/g, " ").trim() ?? "";
          const filter = document.querySelector("p.filtered")?.textContent.replace(/\s+/g, " ").trim() ?? "";
          return heading === expected ? { heading, filter, at: location.search } : { pending: { heading, filter } };
        },
        `Delivered: 1–${count} of ${count}, newest first`,
      );
      check(
        page,
        seen.filter.startsWith("Filtered to delivered leads whose channel is Organic Social."),
        "the channel is kept",
        seen,
      );
    },
  },
];
