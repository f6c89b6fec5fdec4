import { html } from "hono/html";
import type { Incident } from "../../delivery/alerts.ts";
import type { Lead } from "../../lead.ts";
import { ownerTime } from "../clock.ts";
import { sourceLabel } from "../report.ts";
import { COUNT_CAP, cursorText, viewQuery, type InboxView, type ViewStatus } from "./view.ts";
import { dimensionTitles } from "../../origin/names.ts";
import {
  deliveryStatus,
  kindOptions,
  ownerNav,
  page,
  pageHeader,
  replyLinks,
  selectBox,
  shown,
  who,
  type Html,
  type OwnerView,
} from "./page.ts";
import { excerpt } from "./visible-text.ts";
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
  incident: Incident | undefined;
  /** Leads the form service will not take while it takes others (leads/delivery/alerts.ts). */
  needingOwner: readonly Lead[];
  notice: { tone: Tone; text: Html | string } | undefined;
  now: number;
};

/** What each view holds, as its heading names it. */
const viewNames: Record<ViewStatus, string> = {
  leads: "Leads",
  pending: "Pending",
  forwarded: "Delivered",
  spam: "Spam",
  all: "Everything",
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
  return html`<section class="box calm" aria-labelledby="forwarding-off">
    <h2 id="forwarding-off">Forwarding is off</h2>
    <p>
      Leads are kept here but not emailed. To email each one, set CONTACT_FORM_ENDPOINT where the site runs; every lead
      still pending is sent then.
    </p>
  </section>`;
}

function incidentBox(incident: Incident | undefined, view: OwnerView): Html | string {
  if (!incident) return "";
  return html`<section class="box" aria-labelledby="incident-title">
    <h2 id="incident-title">Leads are not reaching your inbox</h2>
    <p>
      ${shown(incident.reason)} Since ${ownerTime(incident.openedAt, view.clock)}. Every lead is kept below and is sent
      again until it is delivered.
    </p>
  </section>`;
}

/**
 * Leads the form service will not take: one line in every view (never pushing the first lead off a phone's first
 * screen), which opens to the list.
 */
function needingOwnerLine(leads: readonly Lead[]): Html | string {
  if (!leads.length) return "";
  return html`<details class="needs">
    <summary>${leads.length === 1 ? "A lead needs you" : `${leads.length} leads need you`}: reply yourself</summary>
    <p>The form service takes other leads but not these. Open one to write or call back, then stop its tries.</p>
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
  return html`<li>
    <div class="row">
      <a href="/api/leads/${lead.id}${back}">${who(lead)}</a
      ><span class="muted small">${ownerTime(lead.receivedAt, props.view.clock)}</span>
    </div>
    <div class="row small">
      <span>${about.map((part, index) => html`${index ? " · " : ""}${shown(part)}`)}</span
      ><span class="muted">Came from ${shown(sourceLabel(lead).replace(/^from /, ""))}</span>
    </div>
    ${message ? html`<p class="excerpt" dir="auto">${shown(excerpt(message), { isolate: false })}</p>` : ""}
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
    Filtered to leads (not spam) whose ${dimensionTitles[source.dimension].toLowerCase()} is
    <q class="value">${shown(source.name)}</q>.
    <a href="/api/leads${viewQuery({ ...rest, source: undefined })}">Show every lead of these days</a>
  </p>`;
}

/** The heading of the list: what the view holds and which of them this page shows. */
function listHeading(props: InboxPage): Html {
  const name = viewNames[props.filter.status];
  if (!props.leads.length) return html`<h2>${name}</h2>`;
  return html`<h2>${name}: ${rangeText(props)}, newest first</h2>`;
}

export function inboxPage(props: InboxPage): Html {
  const { view, filter, leads, incident, needingOwner, notice, here, anyPending } = props;
  const resendable = view.forwarding && anyPending && ["leads", "pending", "all"].includes(filter.status);
  const body = html`${pageHeader("Leads", view, ownerNav("leads"))}
    <main>
      ${noticeBox(notice)} ${forwardingOff(view)} ${incidentBox(incident, view)} ${needingOwnerLine(needingOwner)}
      ${sourceFilter(filter)}
      <form class="filters" method="get" action="/api/leads">
        ${selectBox("status", "Status", filter.status, [
          ["leads", "Leads (not spam)"],
          ["pending", "Pending"],
          ["forwarded", "Delivered"],
          ["spam", "Spam"],
          ["all", "Everything"],
        ])}
        ${selectBox("kind", "Kind", filter.kind, kindOptions)}
        <label
          >From<input type="date" name="from" value="${filter.from}" ${filter.from ? "" : html`class="empty"`}
        /></label>
        <label>To<input type="date" name="to" value="${filter.to}" ${filter.to ? "" : html`class="empty"`} /></label>
        <button type="submit">Show</button>
      </form>
      <div class="actions">
        <a href="/api/leads.csv${viewQuery(filter)}" download>Download as CSV</a>
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
    </main>`;
  return page(`Leads · ${view.siteName}`, body);
}
