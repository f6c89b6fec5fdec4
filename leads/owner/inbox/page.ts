import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Lead } from "../../lead.ts";
import { ownerTime, type OwnerClock } from "../clock.ts";
import { isBeingSent } from "../report.ts";
import { directionOf, visibleParts } from "./visible-text.ts";

/**
 * The owner's pages, as the lead service answers them on every host: no script, one inline style sheet (the
 * service's policy allows inline styles, never scripts), usable at 390 px. Every value is escaped by Hono's
 * `html`; what visitors and the form service wrote goes through `shown`, which also makes invisible characters
 * visible.
 */
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

// The owner's pages are read on a phone as often as on a desk: every view fits 390 px without sideways scrolling
// (a wide table scrolls within itself), the first lead is on a phone's first screen (the filters fold, the zone is
// one short line), targets are at least 24 px, and numbers, times and phone numbers never break mid-way. Text a
// visitor wrote may break anywhere (an address of 60 characters), nothing else does.
// Channel colors (--ch0 to --ch8, the order of leads/origin/channels.ts) are each 3:1 or more against the page, and
// each channel also has a pattern of its own (.p0 to .p8: one solid, the others dots, stripes of four angles,
// crosshatch and grid), so neighbors in a bar, whichever they are, are told apart without telling colors apart;
// a paid channel wears its organic twin's color, striped.
// WebKit draws an empty date box with today's date in grey, which reads as a filter, and iOS draws nothing: a box
// left empty (class "empty", set where the page is drawn) hides what the engine draws and shows the page's own
// hint, "Any day", until it is used. Exported for its tests (page.test.ts).
export const style = `
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--bg:#fff;--tile:#f1f5f9;--link:#1d4ed8;
--ok:#166534;--wait:#92400e;--bad:#b91c1c;--control:#64748b;--bad-tile:#fef2f2;--ok-tile:#f0fdf4;--wait-tile:#fffbeb;
font:16px/1.5 system-ui,sans-serif;
--ch0:#7c3aed;--ch1:#1d4ed8;--ch2:#1d4ed8;--ch3:#15803d;--ch4:#15803d;--ch5:#b45309;--ch6:#0e7490;--ch7:#be185d;--ch8:#475569}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--muted:#a3b1c6;--line:#334155;--bg:#0b1220;--tile:#131c2e;
--link:#93c5fd;--ok:#86efac;--wait:#fcd34d;--bad:#fca5a5;--control:#7b8ba3;--bad-tile:#2a1520;--ok-tile:#0f2419;
--wait-tile:#2a2113;
--ch0:#a78bfa;--ch1:#93c5fd;--ch2:#93c5fd;--ch3:#86efac;--ch4:#86efac;--ch5:#fcd34d;--ch6:#67e8f9;--ch7:#f9a8d4;--ch8:#cbd5e1}}
body{margin:0;background:var(--bg);color:var(--fg);overflow-wrap:anywhere}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline;border-bottom:1px solid var(--line)}
header p{margin:0}
h1{font-size:1.5rem;margin:0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
a{color:var(--link)}a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.muted{color:var(--muted)}.small{font-size:.875rem}
.nowrap,time{white-space:nowrap;overflow-wrap:normal}
.target{display:inline-flex;align-items:center;min-height:1.5rem}
.box{border:2px solid var(--bad);border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
.box.calm{border-color:var(--line)}
.box h2{margin-top:0}.box p:last-child,.box ul:last-child{margin-bottom:0}
ol.leads p,ol.history p{margin:.25rem 0 0}
.notice{border-left:4px solid var(--line);padding:.5rem 1rem;background:var(--tile);margin:.75rem 0}
.notice.done{border-color:var(--ok);background:var(--ok-tile)}.notice.failed{border-color:var(--bad);background:var(--bad-tile)}
.notice.waiting{border-color:var(--wait);background:var(--wait-tile)}
.line{border-left:4px solid var(--bad);background:var(--bad-tile);padding:.375rem .75rem;margin:.5rem 0}
.line summary{cursor:pointer;font-weight:700;min-height:1.5rem}.line ul{margin:.5rem 0 0;padding-left:1.25rem}
.line p{margin:.5rem 0 0}.line li{margin:.25rem 0}
.reply{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}
.reply a{display:inline-flex;align-items:baseline;column-gap:.3em;min-height:2.75rem;max-width:100%;box-sizing:border-box;
padding:.6rem .875rem;border:1px solid var(--control);border-radius:.375rem;background:var(--tile);text-decoration:none;font-weight:600}
.reply .verb{white-space:nowrap;overflow-wrap:normal}.reply .address{min-width:0}
.filtered{color:var(--muted)}
.tools{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:.75rem 0}
.tools>details{flex:0 1 auto}.tools>details[open]{flex-basis:100%}
.tools summary{cursor:pointer;min-height:2.75rem;display:flex;align-items:center;gap:.5rem;padding:0 .75rem;
border:1px solid var(--control);border-radius:.375rem;background:var(--tile);box-sizing:border-box;width:fit-content}
.tools summary::-webkit-details-marker{display:none}.tools summary::after{content:"▾";color:var(--muted)}
.tools details[open] summary::after{content:"▴"}.tools form{margin:0}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:.75rem 0}
label{display:flex;flex-direction:column;font-size:.875rem;color:var(--muted)}
select,input,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--control);border-radius:.375rem;padding:.375rem .5rem;min-height:2.75rem;box-sizing:border-box}
input[type=date]{height:2.75rem}
.date{position:relative;display:block}.date input{width:100%}
.date .hint{display:none;position:absolute;inset:0 auto 0 .5rem;align-items:center;pointer-events:none;color:var(--muted);font-size:1rem}
input.empty:not(:focus):not(:user-valid){color:transparent}
input.empty:not(:focus):not(:user-valid)+.hint{display:flex}
input.empty:not(:focus):not(:user-valid)::-webkit-datetime-edit,
input.empty:not(:focus):not(:user-valid)::-webkit-datetime-edit-month-field,
input.empty:not(:focus):not(:user-valid)::-webkit-datetime-edit-day-field,
input.empty:not(:focus):not(:user-valid)::-webkit-datetime-edit-year-field{color:transparent!important;-webkit-text-fill-color:transparent}
button{background:var(--tile);cursor:pointer}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:.5rem 0}
ol.leads,ol.history{list-style:none;margin:0;padding:0}
ol.leads>li,ol.history>li{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;margin:.5rem 0;background:var(--tile)}
ol.leads>li{padding:.5rem .75rem;margin:.375rem 0;line-height:1.4}
ol.leads .excerpt{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.row{display:flex;flex-wrap:wrap;gap:0 1rem;justify-content:space-between;align-items:center}
.contact{display:flex;flex-wrap:wrap;gap:0 1rem}
.status-forwarded{color:var(--ok)}.status-pending{color:var(--wait)}.status-spam,.status-needs{color:var(--bad)}
.hidden-char{font:.75em/1 ui-monospace,monospace;border:1px dashed currentColor;border-radius:.25rem;padding:0 .2em;margin:0 .1em}
.para{display:block;min-height:1.5em}
nav.pages,nav.tabs{display:flex;flex-wrap:wrap;gap:0 1rem;align-items:center;margin:.75rem 0}
nav.tabs{margin:0;width:100%}nav.tabs a[aria-current]{font-weight:700;color:var(--fg);text-decoration-thickness:3px}
nav a{display:inline-flex;align-items:center;min-height:1.5rem}
nav.dimensions{margin:1.5rem 0 .5rem;gap:.5rem}nav.dimensions a{padding:.25rem .75rem;min-height:2.25rem;box-sizing:border-box;
border:1px solid var(--control);border-radius:1.25rem;text-decoration:none}
nav.dimensions a[aria-current]{background:var(--fg);border-color:var(--fg);color:var(--bg);font-weight:700}
.scroll{overflow-x:auto;max-width:100%}
.scroll:focus-visible{outline:3px solid var(--link);outline-offset:2px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border-bottom:1px solid var(--line);padding:.5rem .5rem .5rem 0;text-align:left;vertical-align:top}
th[scope=col]:not(:first-child),td{text-align:right;white-space:nowrap;overflow-wrap:normal}td:first-child{text-align:left;white-space:normal;overflow-wrap:anywhere}
.figures th,.figures td{white-space:nowrap;overflow-wrap:normal;padding-right:.75rem}
.figures th:first-child{position:sticky;left:0;background:var(--bg)}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dt{color:var(--muted)}dd{margin:0;white-space:pre-wrap;text-align:start}
.chart{margin:1rem 0}
.plot{display:grid;grid-template-columns:auto 1fr;column-gap:.5rem}
.y{display:flex;flex-direction:column;justify-content:space-between;text-align:right;font-size:.875rem;color:var(--muted);line-height:1}
.bars{display:flex;align-items:stretch;gap:2px;height:12rem;border-bottom:1px solid var(--line);border-left:1px solid var(--line)}
.bar{flex:1 1 0;min-width:0;display:flex;flex-direction:column-reverse}
.seg{display:block;box-shadow:inset 0 1px 0 var(--bg)}
.x{grid-column:2;position:relative;height:1.5rem;font-size:.875rem;color:var(--muted);white-space:nowrap}
.x span{position:absolute;top:.25rem}.x .first{left:0}.x .last{right:0}.x .middle{transform:translateX(-50%)}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:.5rem 0}
.swatch{display:inline-block;width:1rem;height:1rem;border-radius:.15rem;margin-right:.35rem;vertical-align:-.15rem;box-shadow:inset 0 0 0 1px var(--line)}
.p0{background:radial-gradient(circle,var(--bg) 1.1px,transparent 1.5px) 0 0/5px 5px,var(--ch0)}
.p1{background:var(--ch1)}
.p2{background:repeating-linear-gradient(45deg,var(--ch2) 0 3px,var(--bg) 3px 5px)}
.p3{background:repeating-linear-gradient(0deg,var(--ch3) 0 3px,var(--bg) 3px 5px)}
.p4{background:repeating-linear-gradient(-45deg,var(--ch4) 0 3px,var(--bg) 3px 5px)}
.p5{background:repeating-linear-gradient(90deg,var(--ch5) 0 3px,var(--bg) 3px 5px)}
.p6{background:repeating-linear-gradient(45deg,transparent 0 3px,var(--bg) 3px 4.5px),repeating-linear-gradient(-45deg,var(--ch6) 0 3px,var(--bg) 3px 4.5px)}
.p7{background:repeating-linear-gradient(0deg,transparent 0 3px,var(--bg) 3px 4.5px),repeating-linear-gradient(90deg,var(--ch7) 0 3px,var(--bg) 3px 4.5px)}
.p8{background:radial-gradient(circle,var(--bg) 2px,transparent 2.5px) 0 0/8px 8px,var(--ch8)}
.value{font-family:ui-monospace,monospace;color:var(--fg)}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}
header,main{padding:.75rem 1rem}header{padding-bottom:.5rem}h1{font-size:1.25rem}header .muted{font-size:.875rem}
.box{padding:.5rem .75rem;margin:.75rem 0}.box h2{font-size:1rem;margin-bottom:.25rem}.box p{font-size:.9375rem}
form.filters{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.5rem;margin:.75rem 0}
form.filters :is(select,input,.date){width:100%;min-width:0}form.filters button{grid-column:1 / -1}
h2{margin:.75rem 0 .25rem;font-size:1.05rem}nav.pages{margin:.25rem 0}.tools{margin:.5rem 0}.notice{padding:.375rem .75rem;margin:.5rem 0}
.bars{height:9rem}}
`;

export function page(title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
}

/**
 * Text a visitor or the form service wrote, escaped, its invisible characters shown by code point, and set apart
 * in its own direction (<bdi>, or `isolate: false` inside an element with dir="auto"): an Arabic name or message reads right to left, its full stop at its end, whatever
 * the English around it.
 */
export const shown = (text: string, options: { keepLineBreaks?: boolean; isolate?: boolean } = {}): Html => {
  const parts = visibleParts(text, options).map((part) =>
    "hidden" in part
      ? html`<span class="hidden-char" title="an invisible character, shown by its code">${part.hidden}</span>`
      : part.text,
  );
  // An element of its own with dir="auto" takes its direction from this text, which it could not through a <bdi>.
  return options.isolate === false ? html`${parts}` : html`<bdi>${parts}</bdi>`;
};

/**
 * Text a visitor wrote over several lines (a message), each paragraph in its own direction, decided by which
 * letters it holds most (visible-text.ts, `directionOf`): a mostly English line that starts with an Arabic word reads
 * left to right, its full stop at its end, and an Arabic line right to left beside it.
 */
export const shownParagraphs = (text: string): Html =>
  html`${text
    .split(/\r\n|\r|\n/)
    .map(
      (line) =>
        html`<span class="para" ${dirAttribute(line)}>${shown(line, { keepLineBreaks: true, isolate: false })}</span>`,
    )}`;

/** `dir="rtl"` or `dir="ltr"` for text a visitor wrote, or nothing where it holds no letter (the page's own). */
export const dirAttribute = (text: string) => {
  const direction = directionOf(text);
  return direction ? html`dir="${direction}"` : "";
};

/**
 * A page's address (`/services/cloud-migration?utm_source=linkedin`), shown with a chance to break after each `/`,
 * `?` and `&`, so a long one wraps between its parts rather than mid-word.
 */
export const shownPath = (path: string): Html => shownBreakingAfter(path, /(?<=[/?&])/);

/** An email address, with a chance to break after its `@` and each `.`, as a long one wraps between its parts. */
export const shownAddress = (address: string): Html => shownBreakingAfter(address, /(?<=[@.])/);

const shownBreakingAfter = (text: string, after: RegExp): Html =>
  html`<bdi
    >${text.split(after).map((part, index) => html`${index ? html`<wbr />` : ""}${shown(part, { isolate: false })}`)}</bdi
  >`;

/** The same as plain text, for a page's title, where no markup goes: `Alice[U+202E]gnp.exe`. */
export const shownText = (text: string) =>
  visibleParts(text)
    .map((part) => ("hidden" in part ? `[${part.hidden}]` : part.text))
    .join("");

const whoOf = (lead: Lead) => lead.fields["Full Name"] || lead.fields["Email Address"] || "(no name)";
/** The name a lead is known by (its name, else its email), shown. */
export const who = (lead: Lead) => shown(whoOf(lead));
/** The same, for a page's title. */
export const whoText = (lead: Lead) => shownText(whoOf(lead));

/** What the owner's pages know of the service beside the leads. */
export type OwnerView = { siteName: string; clock: OwnerClock; forwarding: boolean };

/**
 * A failed try as the owner reads it: what the form service did, worded once (the stored detail already says
 * "answered HTTP 500" or "refused: ...", so it is never wrapped in another "answered").
 */
export function failureWords(detail: string): string {
  const did = whatItDid(detail);
  return did === detail && !/^(answered|refused)\b/.test(detail) ? detail : `the form service ${did}`;
}

/** The same without its subject: "refused: …", "answered HTTP 500", "gave no answer in time". */
export function whatItDid(detail: string): string {
  if (detail === "no answer in time") return "gave no answer in time";
  if (detail.startsWith("could not connect")) return detail.replace("could not connect", "could not be reached");
  return detail;
}

/**
 * When a pending lead is tried next, one answer for every place that says it (its status, the box of a lead that
 * needs the owner, the notice after a resend); undefined when it is not tried on its own (set aside, forwarding
 * off, delivered, spam).
 */
export function nextTry(lead: Lead, now: number, view: OwnerView): string | undefined {
  if (lead.status !== "pending" || lead.setAsideAt || !view.forwarding) return undefined;
  if (isBeingSent(lead, now))
    return `being sent now; if it does not arrive, tried again ${ownerTime(lead.claimedUntil ?? now, view.clock)}`;
  return lead.nextAttemptAt
    ? `next try ${ownerTime(Math.max(lead.nextAttemptAt, now), view.clock)}`
    : "next try in a moment";
}

/** What happened to the lead, in a few words: the label, its look, and the detail as it should be shown. */
export function deliveryStatus(
  lead: Lead,
  now: number,
  view: OwnerView,
): { label: string; tone: "forwarded" | "pending" | "needs" | "spam"; detail: Html | string } {
  const time = (ms: number) => ownerTime(ms, view.clock);
  if (lead.status === "spam") return { label: "Spam", tone: "spam", detail: lead.spamReason ?? "" };
  if (lead.status === "forwarded")
    return { label: "Delivered", tone: "forwarded", detail: lead.forwardedAt ? time(lead.forwardedAt) : "" };
  if (lead.setAsideAt) {
    return {
      label: "Pending",
      tone: "pending",
      detail: `you stopped its tries on ${time(lead.setAsideAt)}; resend it to try again`,
    };
  }
  if (!view.forwarding)
    return { label: "Pending", tone: "pending", detail: "kept here; forwarding is off, so it is not emailed" };
  const next = nextTry(lead, now, view) ?? "";
  if (isBeingSent(lead, now)) return { label: "Pending", tone: "pending", detail: next };
  return {
    label: lead.needsOwner ? "Needs you" : "Pending",
    tone: lead.needsOwner ? "needs" : "pending",
    detail: html`${lead.lastError ? shown(failureWords(lead.lastError).replace(/[.\s]+$/, "")) : "not tried yet"};
    ${next}`,
  };
}

/** A lead's email and phone as links that start a reply: the subject names what they asked about. */
export function replyLinks(lead: Lead, view: OwnerView, { compact = false } = {}): Html | string {
  const email = lead.fields["Email Address"];
  const phone = lead.fields["Phone Number"];
  if (!email && !phone) return "";
  const subject =
    lead.kind === "subscription"
      ? `Your newsletter sign-up with ${view.siteName}`
      : `Re: your message to ${view.siteName}${lead.topic ? ` about ${lead.topic}` : ""}`;
  const dial = phone?.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  const href =
    email && `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
  // A phone's digits never part; an address may break anywhere, and only it: the button's own word stays whole.
  if (compact) {
    return html`<span class="contact"
      >${href ? html`<a class="target" href="${href}">${shownAddress(email)}</a>` : ""}
      ${phone && dial ? html`<a class="target nowrap" href="tel:${dial}">${shown(phone)}</a>` : ""}</span
    >`;
  }
  return html`<p class="reply">
    ${href ? html`<a href="${href}"><span class="verb">Email</span> <span class="address">${shownAddress(email)}</span></a>` : ""}
    ${
      phone && dial
        ? html`<a href="tel:${dial}"><span class="verb">Call</span> <span class="verb">${shown(phone)}</span></a>`
        : ""
    }
  </p>`;
}

/** A labelled menu of a filter form, the current value chosen. */
export const selectBox = (
  name: string,
  label: string,
  value: string,
  options: readonly (readonly [string, string])[],
) =>
  html`<label
    >${label}<select name="${name}">
      ${options.map(
        ([key, text]) => html`<option value="${key}" ${key === value ? html` selected` : ""}>${text}</option>`,
      )}
    </select></label
  >`;

/** The kinds of lead a view may show, "" for both. */
export const kindOptions = [
  ["", "All"],
  ["contact", "Contact messages"],
  ["subscription", "Newsletter sign-ups"],
] as const;

/** The owner's two views, the current one marked: the leads themselves, and where they came from. */
export const ownerNav = (current: "leads" | "sources") =>
  html`<nav class="tabs" aria-label="Owner's views">
    <a href="/api/leads" ${current === "leads" ? html`aria-current="page"` : ""}>Leads</a>
    <a href="/api/leads/sources" ${current === "sources" ? html`aria-current="page"` : ""}>Sources</a>
  </nav>`;

/** The pages' own header: a title, and the clock the page speaks in, in one short line. */
export const pageHeader = (title: Html | string, view: OwnerView, nav: Html | string = "") =>
  html`<header>
    <h1>${title}</h1>
    <p class="muted" title="${view.clock.zone}">Times in ${view.clock.zoneName}</p>
    ${nav}
  </header>`;

/** The owner's "no such lead": the inbox's own page, never the visitors' form refusal. */
export function noSuchLeadPage(view: OwnerView): Html {
  return page(
    `No such lead · Leads · ${view.siteName}`,
    html`${pageHeader("No such lead", view)}
      <main>
        <p>
          There is no lead at this address. It may have been deleted: leads are kept for 24 months, and spam for 30 days
          after it was filed.
        </p>
        <p><a href="/api/leads">All leads</a></p>
      </main>`,
  );
}

/** What the browser's Basic sign-in shows when it is cancelled or wrong: nothing about what is behind it. */
export function signInPage(): Html {
  return page(
    "Sign in",
    html`<main>
      <h1>Sign in</h1>
      <p>
        Sign in with the user name <strong>owner</strong> and the token set as LEADS_EXPORT_TOKEN where the site runs.
      </p>
    </main>`,
  );
}

/** After too many wrong tokens from one address: when to try again. */
export function tooManySignInsPage(minutes: number): Html {
  return page(
    "Too many tries",
    html`<main>
      <h1>Too many tries</h1>
      <p>
        Too many wrong tokens came from your address, so wrong tokens from it are refused unread for ${minutes} minutes.
        The right token still signs you in: check the one set as LEADS_EXPORT_TOKEN where the site runs, and try it.
      </p>
    </main>`,
  );
}
