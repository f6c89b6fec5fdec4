import { html } from "hono/html";
import type { DeliveryAttempt, Lead } from "../../lead.ts";
import { ownerTime } from "../clock.ts";
import { noticeBox, type Tone } from "./notices.ts";
import {
  deliveryStatus,
  failureWords,
  nextTry,
  whatItDid,
  page,
  pageHeader,
  replyLinks,
  shown,
  shownParagraphs,
  shownPath,
  who,
  whoText,
  type Html,
  type OwnerView,
} from "./page.ts";

export type LeadPage = {
  view: OwnerView;
  lead: Lead;
  attempts: readonly DeliveryAttempt[];
  notice: { tone: Tone; text: Html | string } | undefined;
  now: number;
  /** The list the lead was opened from (`?status=pending&before=…`), as its links and actions return there. */
  back: string;
};

const actionButton = (id: string, action: string, text: string, back: string) =>
  html`<form method="post" action="/api/leads/${id}/${action}">
    ${back ? html`<input type="hidden" name="back" value="${back}" />` : ""}<button type="submit">${text}</button>
  </form>`;

/** What the owner can do with the lead as it stands: only what applies, so no button asks for what cannot happen. */
function actions({ lead, view, back }: LeadPage): Html {
  const pending = lead.status === "pending";
  return html`<div class="actions">
    ${pending && view.forwarding ? actionButton(lead.id, "resend", "Resend now", back) : ""}
    ${pending && view.forwarding && !lead.setAsideAt ? actionButton(lead.id, "set-aside", "Stop the tries", back) : ""}
    ${
      lead.status === "spam"
        ? actionButton(
            lead.id,
            "release",
            lead.forwardedAt ? "Not spam: put it back with the delivered leads" : "Not spam: send it to the inbox",
            back,
          )
        : actionButton(lead.id, "spam", "Mark as spam", back)
    }
  </div>`;
}

/** A lead the form service will not take says first what to do: reply yourself, then stop the tries. */
function needsOwnerBox({ lead, view, now }: LeadPage): Html | string {
  if (!lead.needsOwner || lead.status !== "pending" || lead.setAsideAt) return "";
  const next = nextTry(lead, now, view);
  return html`<section class="box" aria-labelledby="needs-you">
    <h2 id="needs-you">Reply to this lead yourself</h2>
    <p>
      The form service takes other leads but not this one: it
      ${shown(whatItDid(lead.needsOwner.reason).replace(/[.\s]+$/, ""))} (first seen
      ${ownerTime(lead.needsOwner.since, view.clock)}). Write or call back below, then stop the
      tries${next ? html`; until then it is tried again (${next})` : ""}.
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
              <p>
                ${attempt.ok ? html`${attempt.status ? `HTTP ${String(attempt.status)}: ` : ""}${shown(attempt.detail)}` : shown(failureWords(attempt.detail))}
              </p>
            </li>`,
        )}
      </ol>`
    : html`<p>No attempt yet${lead.status === "spam" ? ": spam is never sent" : ""}.</p>`;

export function leadPage(props: LeadPage): Html {
  const { lead, notice, now, view, back } = props;
  const status = deliveryStatus(lead, now, view);
  const { landing, page: from, previousPage, referrer, utm } = lead.source;
  // What the visitor wrote reads in its own direction, paragraph by paragraph; a page's address breaks at its parts.
  const text = (value: string) => shownParagraphs(value);
  const path = (value: string) => shownPath(value);
  const facts: [string, string | undefined, (value: string) => Html][] = [
    ["Kind", lead.kind === "subscription" ? "Newsletter sign-up" : "Contact message", text],
    ...Object.entries(lead.fields).map(([name, value]): [string, string, (value: string) => Html] => [
      name,
      value,
      text,
    ]),
    ["Topic", lead.topic, text],
    ["Subject", lead.subject, text],
    ["First page of the visit", landing, path],
    ["Sent from", from, path],
    ["Page before", previousPage, path],
    ["Referring site", referrer, text],
    ...Object.entries(utm ?? {}).map(([name, value]): [string, string, (value: string) => Html] => [name, value, text]),
    ["Lead ID", lead.id, text],
  ];
  const body = html`${pageHeader(who(lead), view)}
    <main>
      <p><a class="back" href="/api/leads${back}">${back ? "Back to the list" : "All leads"}</a></p>
      ${noticeBox(notice)} ${needsOwnerBox(props)} ${replyLinks(lead, view)}
      <p class="status-${status.tone}">
        <strong>${status.label}</strong>${status.detail ? html`: ${status.detail}` : ""}
      </p>
      ${actions(props)}
      <h2>What was sent</h2>
      <dl>
        <dt>Received</dt>
        <dd>${ownerTime(lead.receivedAt, view.clock)}</dd>
        ${
          lead.releasedAt
            ? html`<dt>Released from spam</dt>
                <dd>${ownerTime(lead.releasedAt, view.clock)}</dd>`
            : ""
        }
        ${facts
          .filter((fact): fact is [string, string, (value: string) => Html] => Boolean(fact[1]))
          .map(
            ([name, value, show]) =>
              html`<dt>${shown(name)}</dt>
                <dd>${show(value)}</dd>`,
          )}
      </dl>
      <h2>Delivery history</h2>
      ${history(props)}
    </main>`;
  return page(`${whoText(lead)} · Leads · ${view.siteName}`, body);
}
