import { html } from "hono/html";
import type { DeliveryAttempt, Lead } from "../../lead.ts";
import { ownerTime } from "../clock.ts";
import { deliveryStatus, page, pageHeader, shown, who, whoText, type Html, type OwnerView } from "./page.ts";

export type LeadPage = {
  view: OwnerView;
  lead: Lead;
  attempts: readonly DeliveryAttempt[];
  notice: Html | string | undefined;
  now: number;
};

const actionButton = (id: string, action: string, text: string) =>
  html`<form method="post" action="/api/leads/${id}/${action}"><button type="submit">${text}</button></form>`;

/** What the owner can do with the lead as it stands: only what applies, so no button asks for what cannot happen. */
function actions({ lead, view }: LeadPage): Html {
  const pending = lead.status === "pending";
  return html`<div class="actions">
    ${pending && view.forwarding ? actionButton(lead.id, "resend", "Resend now") : ""}
    ${pending && view.forwarding && !lead.setAsideAt ? actionButton(lead.id, "set-aside", "Stop the tries") : ""}
    ${
      lead.status === "spam"
        ? actionButton(
            lead.id,
            "release",
            lead.forwardedAt ? "Not spam: put it back with the delivered leads" : "Not spam: send it to the inbox",
          )
        : actionButton(lead.id, "spam", "Mark as spam")
    }
  </div>`;
}

function needsOwnerBox({ lead, view }: LeadPage): Html | string {
  if (!lead.needsOwner || lead.status !== "pending" || lead.setAsideAt) return "";
  return html`<section class="box" aria-labelledby="needs-you">
    <h2 id="needs-you">This lead needs you</h2>
    <p>
      The form service takes other leads but not this one; it answers “${shown(lead.needsOwner.reason)}” (first seen
      ${ownerTime(lead.needsOwner.since, view.clock)}). It is tried again every few hours. You can reply to the person
      yourself and stop the tries, or mark it as spam.
    </p>
  </section>`;
}

const history = ({ attempts, lead, view }: LeadPage) =>
  attempts.length
    ? html`<ol class="history">
        ${attempts.map(
          (attempt) =>
            html`<li>
              <div class="row">
                <strong class="${attempt.ok ? "status-forwarded" : "status-pending"}"
                  >${attempt.ok ? "Delivered" : "Not delivered"}</strong
                ><span>${ownerTime(attempt.at, view.clock)}, ${(attempt.ms / 1000).toFixed(1)} s</span>
              </div>
              <p>${attempt.status ? `HTTP ${attempt.status}: ` : ""}${shown(attempt.detail)}</p>
            </li>`,
        )}
      </ol>`
    : html`<p>No attempt yet${lead.status === "spam" ? ": spam is never sent" : ""}.</p>`;

export function leadPage(props: LeadPage): Html {
  const { lead, notice, now, view } = props;
  const status = deliveryStatus(lead, now, view);
  const { landing, page: from, previousPage, referrer, utm } = lead.source;
  const facts: [string, string | undefined][] = [
    ["Kind", lead.kind === "subscription" ? "Newsletter sign-up" : "Contact message"],
    ...Object.entries(lead.fields),
    ["Topic", lead.topic],
    ["Subject", lead.subject],
    ["First page of the visit", landing],
    ["Sent from", from],
    ["Page before", previousPage],
    ["Referring site", referrer],
    ...Object.entries(utm ?? {}),
    ["Lead ID", lead.id],
  ];
  const body = html`${pageHeader(who(lead), view)}
    <main>
      <p><a href="/api/leads">All leads</a></p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""} ${needsOwnerBox(props)}
      <p class="status-${lead.status}">
        <strong>${status.label}</strong>${status.detail ? html`: ${status.detail}` : ""}
      </p>
      ${actions(props)}
      <h2>What was sent</h2>
      <dl>
        <dt>Received</dt>
        <dd>${ownerTime(lead.receivedAt, view.clock)}</dd>
        ${facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(
            ([name, value]) =>
              html`<dt>${shown(name)}</dt>
                <dd>${shown(value, { keepLineBreaks: true })}</dd>`,
          )}
      </dl>
      <h2>Delivery history</h2>
      ${history(props)}
    </main>`;
  return page(`${whoText(lead)} · Leads · ${view.siteName}`, body);
}
