import { html } from "hono/html";
import type { Incident } from "../../delivery/alerts.ts";
import type { Lead } from "../../lead.ts";
import { ownerTime } from "../clock.ts";
import { sourceLabel } from "../report.ts";
import { COUNT_CAP, cursorText, viewQuery, type InboxView, type ViewStatus } from "./view.ts";
import { dimensionTitles } from "../../origin/names.ts";
import {
  deliveryStatus,
  dirAttribute,
  kindOptions,
  ownerNav,
  page,
  pageHeader,
  replyLinks,
  selectBox,
  shown,
  shownPath,
  who,
  type Html,
  type OwnerView,
} from "./page.ts";
import { excerpt } from "./visible-text.ts";
import { FIRST_DAY } from "../days.ts";
import { noticeBox, type Tone } from "./notices.ts";

export type InboxPage = {
  view: OwnerView;
  filter: InboxView;
  leads: readonly Lead[];
  /** Whether leads older than this page's, and newer, exist. */
  older: boolean;
  newer: boolean;
  /** How many leads the view holds, up to COUNT_CAP. */
  count: number;
  /** The place of this page's first lead in the view, from 1. */
  start: number;
  /** This page's own address query (`?status=pending&before=…`): where a lead's page and the actions come back to. */
  here: string;
  /** Whether any lead is pending, so "Resend all pending" shows only where it can do something. */
  anyPending: boolean;
  /** How many leads wait through the outage, up to RETRYING_CAP (not those that need the owner). */
  retrying: number;
  incident: Incident | undefined;
  /** Leads the form service will not take while it takes others (leads/delivery/alerts.ts). */
  needingOwner: readonly Lead[];
  notice: { tone: Tone; text: Html | string } | undefined;
  now: number;
};

/** Leads counted as waiting through an outage: past it, "or more". */
export const RETRYING_CAP = 1_000;

/** What each view holds, as its heading names it. */
const viewNames: Record<ViewStatus, string> = {
  leads: "Leads",
  pending: "Pending",
  forwarded: "Delivered",
  spam: "Spam",
  all: "Everything",
};

/** What each view holds, inside a sentence. */
const viewWords: Record<ViewStatus, string> = {
  leads: "leads (not spam)",
  pending: "pending leads",
  forwarded: "delivered leads",
  spam: "spam",
  all: "leads and spam",
};

/** `51–56 of 56`: where this page stands in the view. */
function rangeText({ start, leads, count }: InboxPage): string {
  const number = (n: number) => n.toLocaleString("en-US");
  const of = count >= COUNT_CAP ? `${number(COUNT_CAP)} or more` : number(count);
  return leads.length === 1
    ? `${number(start)} of ${of}`
    : `${number(start)}–${number(start + leads.length - 1)} of ${of}`;
}

function forwardingOff(view: OwnerView): Html | string {
  if (view.forwarding) return "";
  return html`<p class="notice info" id="forwarding-off">
    <strong>Forwarding is off.</strong> Leads are kept here but not emailed. To email each one, set
    CONTACT_FORM_ENDPOINT where the site runs; every lead still pending is sent then.
  </p>`;
}

const leadsText = (count: number, cap: number) =>
  count >= cap
    ? `${cap.toLocaleString("en-US")} or more leads`
    : count === 1
      ? "1 lead"
      : `${count.toLocaleString("en-US")} leads`;

/**
 * An outage: one line that names it and how many leads wait through it, which opens to the form service's answer
 * and since when. The leads it counts are never the ones that need the owner (needingOwnerLine): those the
 * service refuses while it takes others (leads/delivery/lead-refusal.ts).
 */
function incidentLine(incident: Incident | undefined, waiting: number, view: OwnerView): Html | string {
  if (!incident) return "";
  return html`<details class="line" id="incident">
    <summary>
      Leads are not reaching your inbox${waiting ? ` (${leadsText(waiting, RETRYING_CAP)} waiting)` : ""}
    </summary>
    <p>
      ${shown(incident.reason)} Since ${ownerTime(incident.openedAt, view.clock)}. Every lead is kept and is sent again
      until it is delivered: nothing needs you yet.
    </p>
  </details>`;
}

/**
 * Leads the form service refuses while it takes others: one line in every view (never pushing the first lead off
 * a phone's first screen), which opens to the list.
 */
function needingOwnerLine(leads: readonly Lead[]): Html | string {
  if (!leads.length) return "";
  return html`<details class="line needs">
    <summary>${leads.length === 1 ? "A lead needs you" : `${leads.length} leads need you`}: reply yourself</summary>
    <p>
      The form service refuses ${leads.length === 1 ? "this lead" : "these leads"} while it takes others. Open one to
      write or call back, then stop its tries.
    </p>
    <ul>
      ${leads.map(
        (lead) =>
          html`<li><a href="/api/leads/${lead.id}">${who(lead)}</a>: ${shown(lead.needsOwner?.reason ?? "")}</li>`,
      )}
    </ul>
  </details>`;
}

function leadItem(lead: Lead, props: InboxPage): Html {
  const status = deliveryStatus(lead, props.now, props.view);
  const message = lead.fields["Message"];
  const about = [
    lead.fields["Company Name"] ?? (lead.kind === "subscription" ? "Newsletter sign-up" : ""),
    lead.topic ?? "",
  ].filter(Boolean);
  const back = props.here ? `?back=${encodeURIComponent(props.here)}` : "";
  const came = sourceLabel(lead).replace(/^from /, "");
  const start = message ? excerpt(message) : "";
  return html`<li>
    <div class="row">
      <a class="target" href="/api/leads/${lead.id}${back}">${who(lead)}</a
      ><span class="muted small nowrap">${ownerTime(lead.receivedAt, props.view.clock)}</span>
    </div>
    <div class="row small">
      <span>${about.map((part, index) => html`${index ? " · " : ""}${shown(part)}`)}</span
      ><span class="muted">Came from ${came.startsWith("/") ? shownPath(came) : shown(came)}</span>
    </div>
    ${start ? html`<p class="excerpt" ${dirAttribute(start)}>${shown(start, { isolate: false })}</p>` : ""}
    <div class="row small">
      <span class="status-${status.tone}"
        ><strong>${status.label}</strong>${status.detail ? html`: ${status.detail}` : ""}</span
      >${replyLinks(lead, props.view, { compact: true })}
    </div>
  </li>`;
}

/** Where the page stands and the way to the pages beside it, above the list and again below it. */
function pageLinks(props: InboxPage, label: string): Html | string {
  const { leads, filter, older, newer } = props;
  const first = leads[0];
  const last = leads.at(-1);
  if (!newer && !older) return "";
  return html`<nav class="pages" aria-label="${label}">
    <span>${rangeText(props)}</span>
    ${newer ? html`<a href="/api/leads${viewQuery(filter)}">Newest</a>` : ""}
    ${newer && first ? html`<a href="/api/leads${viewQuery(filter, { after: cursorText(first) })}">Newer</a>` : ""}
    ${older && last ? html`<a href="/api/leads${viewQuery(filter, { before: cursorText(last) })}">Older</a>` : ""}
  </nav>`;
}

/**
 * A view of one source's leads (a link from the Sources view) says so, and how to leave it. The name comes from
 * the address, which anyone can write: it is shown as a quoted value of the filter, never in the look of the
 * page's own notices.
 */
function sourceFilter(filter: InboxView): Html | string {
  if (!filter.source) return "";
  const { source, ...rest } = filter;
  return html`<p class="filtered">
    Filtered to ${viewWords[filter.status]} whose ${dimensionTitles[source.dimension].toLowerCase()} is
    <q class="value">${shown(source.name)}</q>.
    <a class="target" href="/api/leads${viewQuery({ ...rest, source: undefined })}">Show every lead of these days</a>
  </p>`;
}

/** The heading of the list: what the view holds and which of them this page shows. */
function listHeading(props: InboxPage): Html {
  const name = viewNames[props.filter.status];
  if (!props.leads.length) return html`<h2>${name}</h2>`;
  return html`<h2>${name}: ${rangeText(props)}, newest first</h2>`;
}

const statusOptions = [
  ["leads", "Leads (not spam)"],
  ["pending", "Pending"],
  ["forwarded", "Delivered"],
  ["spam", "Spam"],
  ["all", "Everything"],
] as const;

/** A date box of the filters: empty, it shows the page's own hint rather than whatever the engine draws. */
const dateBox = (name: "from" | "to", label: string, value: string) =>
  html`<label
    >${label}<span class="date"
      ><input type="date" name="${name}" value="${value}" min="${FIRST_DAY}" ${value ? "" : html`class="empty"`} /><span
        class="hint"
        aria-hidden="true"
        >Any day</span
      ></span
    ></label
  >`;

/**
 * The view's filters, folded into one line so a phone's first screen shows leads: its summary says what is
 * filtered. The view's source (a Sources link) rides along, so changing the status keeps it.
 */
function filterForm(filter: InboxView): Html {
  const parts = [
    filter.status === "leads" ? "" : viewNames[filter.status],
    kindOptions.find(([key]) => key === filter.kind && key)?.[1] ?? "",
    filter.from || filter.to ? `${filter.from || "…"} to ${filter.to || "…"}` : "",
  ].filter(Boolean);
  return html`<details>
    <summary>Filters${parts.length ? html`<span class="muted small">${parts.join(" · ")}</span>` : ""}</summary>
    <form class="filters" method="get" action="/api/leads">
      ${selectBox("status", "Status", filter.status, statusOptions)}
      ${selectBox("kind", "Kind", filter.kind, kindOptions)} ${dateBox("from", "From", filter.from)}
      ${dateBox("to", "To", filter.to)}
      ${filter.source ? html`<input type="hidden" name="${filter.source.dimension}" value="${filter.source.name}" />` : ""}
      <button type="submit">Show</button>
    </form>
  </details>`;
}

export function inboxPage(props: InboxPage): Html {
  const { view, filter, leads, incident, needingOwner, notice, here, anyPending, retrying } = props;
  const resendable = view.forwarding && anyPending && ["leads", "pending", "all"].includes(filter.status);
  const body = html`${pageHeader("Leads", view, ownerNav("leads"))}
    <main>
      ${noticeBox(notice)} ${forwardingOff(view)} ${incidentLine(incident, retrying, view)}
      ${needingOwnerLine(needingOwner)} ${sourceFilter(filter)}
      <div class="tools">
        ${filterForm(filter)}
        ${
          resendable
            ? html`<form method="post" action="/api/leads/retry">
                ${here ? html`<input type="hidden" name="back" value="${here}" />` : ""}
                <button type="submit">Resend all pending</button>
              </form>`
            : ""
        }
      </div>
      ${listHeading(props)} ${pageLinks(props, "Pages of this view")}
      ${
        leads.length
          ? html`<ol class="leads">
              ${leads.map((lead) => leadItem(lead, props))}
            </ol>`
          : html`<p>${filter.status === "spam" ? "No spam in this view." : "No leads match this view."}</p>`
      }
      ${pageLinks(props, "Pages of this view, after the list")}
      <p>
        <a class="target" href="/api/leads.csv${viewQuery(filter)}" download>Download as CSV</a> (every lead of this
        view)
      </p>
    </main>`;
  return page(`Leads · ${view.siteName}`, body);
}

/** Days the filters cannot read (leads/owner/days.ts): the sentence, and the filters again, days emptied. */
export function inboxRefusalPage(view: OwnerView, filter: InboxView, problem: string): Html {
  const body = html`${pageHeader("Leads", view, ownerNav("leads"))}
    <main>
      <p class="notice failed" role="alert">${problem}</p>
      <div class="tools">${filterForm({ ...filter, from: "", to: "" })}</div>
      <p><a class="target" href="/api/leads">All leads</a></p>
    </main>`;
  return page(`Leads · ${view.siteName}`, body);
}
