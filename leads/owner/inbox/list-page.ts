import { html } from "hono/html";
import type { Incident } from "../../delivery/alerts.ts";
import type { Lead } from "../../lead.ts";
import { ownerTime } from "../clock.ts";
import { sourceLabel } from "../report.ts";
import { COUNT_CAP, cursorText, viewQuery, type InboxView } from "./view.ts";
import { dimensionTitles } from "../../origin/names.ts";
import {
  deliveryStatus,
  kindOptions,
  ownerNav,
  page,
  pageHeader,
  selectBox,
  shown,
  who,
  type Html,
  type OwnerView,
} from "./page.ts";
import { excerpt } from "./visible-text.ts";

export type InboxPage = {
  view: OwnerView;
  filter: InboxView;
  leads: readonly Lead[];
  /** Whether leads older than this page's, and newer, exist. */
  older: boolean;
  newer: boolean;
  /** How many leads the view holds, up to COUNT_CAP. */
  count: number;
  incident: Incident | undefined;
  /** Leads the form service will not take while it takes others (leads/delivery/alerts.ts). */
  needingOwner: readonly Lead[];
  notice: Html | string | undefined;
  now: number;
};

const countText = (count: number) =>
  count >= COUNT_CAP
    ? `${COUNT_CAP.toLocaleString("en-US")} or more leads`
    : count === 1
      ? "1 lead"
      : `${count.toLocaleString("en-US")} leads`;

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

function needingOwnerBox(leads: readonly Lead[]): Html | string {
  if (!leads.length) return "";
  return html`<section class="box" aria-labelledby="needs-you">
    <h2 id="needs-you">${leads.length === 1 ? "A lead needs you" : `${leads.length} leads need you`}</h2>
    <p>
      The form service takes other leads but not these. Open one to resend it, or to stop its tries and reply yourself.
    </p>
    <ul>
      ${leads.map(
        (lead) =>
          html`<li><a href="/api/leads/${lead.id}">${who(lead)}</a>: ${shown(lead.needsOwner?.reason ?? "")}</li>`,
      )}
    </ul>
  </section>`;
}

function leadItem(lead: Lead, props: InboxPage): Html {
  const status = deliveryStatus(lead, props.now, props.view);
  const message = lead.fields["Message"];
  return html`<li>
    <div class="row">
      <a href="/api/leads/${lead.id}">${who(lead)}</a><span>${ownerTime(lead.receivedAt, props.view.clock)}</span>
    </div>
    <div class="row">
      <span>${shown(lead.fields["Company Name"] ?? (lead.kind === "subscription" ? "Newsletter sign-up" : ""))}</span
      ><span>${shown(lead.topic ?? "")}</span>
    </div>
    ${message ? html`<p>${shown(excerpt(message))}</p>` : ""}
    <p class="status-${lead.status}">
      <strong>${status.label}</strong>${status.detail ? html`: ${status.detail}` : ""}
    </p>
    <p class="muted">Came from ${shown(sourceLabel(lead).replace(/^from /, ""))}</p>
  </li>`;
}

function pageLinks(props: InboxPage): Html | string {
  const { leads, filter, older, newer } = props;
  const first = leads[0];
  const last = leads.at(-1);
  if (!newer && !older) return "";
  return html`<nav class="pages" aria-label="More leads">
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

export function inboxPage(props: InboxPage): Html {
  const { view, filter, leads, count, incident, needingOwner, notice } = props;
  const body = html`${pageHeader("Leads", view, ownerNav("leads"))}
    <main>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""} ${forwardingOff(view)}
      ${incidentBox(incident, view)} ${needingOwnerBox(needingOwner)} ${sourceFilter(filter)}
      <form class="filters" method="get" action="/api/leads">
        ${selectBox("status", "Status", filter.status, [
          ["leads", "Leads (not spam)"],
          ["pending", "Pending"],
          ["forwarded", "Delivered"],
          ["spam", "Spam"],
          ["all", "Everything"],
        ])}
        ${selectBox("kind", "Kind", filter.kind, kindOptions)}
        <label>From<input type="date" name="from" value="${filter.from}" /></label>
        <label>To<input type="date" name="to" value="${filter.to}" /></label>
        <button type="submit">Show</button>
      </form>
      <div class="actions">
        <a href="/api/leads.csv${viewQuery(filter)}" download>Download this view as CSV</a>
        ${
          view.forwarding
            ? html`<form method="post" action="/api/leads/retry">
                <button type="submit">Resend all pending</button>
              </form>`
            : ""
        }
      </div>
      <h2>${countText(count)}, newest first</h2>
      ${
        leads.length
          ? html`<ol class="leads">
              ${leads.map((lead) => leadItem(lead, props))}
            </ol>`
          : html`<p>No leads match this view.</p>`
      }
      ${pageLinks(props)}
    </main>`;
  return page(`Leads · ${view.siteName}`, body);
}
