import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Incident } from "./alerts.ts";
import type { DeliveryAttempt, Lead } from "./lead.ts";
import { heldBySender, sourceLabel } from "./report.ts";

/**
 * The owner's inbox, as pages the lead service answers itself on every host: no script, one inline style
 * sheet (the service's policy allows inline styles, never scripts), usable at 390 px. Every value is escaped
 * by Hono's `html`, as visitors and the form service wrote it.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export type InboxFilter = { status: string; kind: string; from: string; to: string };

/** `2026-11-26 14:05 UTC`: the service does not know the owner's time zone, so it says which it uses. */
export const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

const style = `
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--bg:#fff;--tile:#f1f5f9;--link:#1d4ed8;
--ok:#166534;--wait:#92400e;--bad:#b91c1c;font:16px/1.5 system-ui,sans-serif}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--muted:#a3b1c6;--line:#334155;--bg:#0b1220;--tile:#131c2e;
--link:#93c5fd;--ok:#86efac;--wait:#fcd34d;--bad:#fca5a5}}
body{margin:0;background:var(--bg);color:var(--fg)}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline;border-bottom:1px solid var(--line)}
h1{font-size:1.5rem;margin:0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
a{color:var(--link)}a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.muted{color:var(--muted)}
.incident{border:2px solid var(--bad);border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
.incident h2{margin-top:0}.incident p{margin-bottom:0}
ol.leads p,ol.history p{margin:.25rem 0 0}
.notice{border-left:4px solid var(--ok);padding:.5rem 1rem;background:var(--tile)}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}
label{display:flex;flex-direction:column;font-size:.875rem;color:var(--muted)}
select,input,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.375rem;padding:.375rem .5rem;min-height:2.75rem}
button{background:var(--tile);cursor:pointer}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:.5rem 0}
ol.leads,ol.history{list-style:none;margin:0;padding:0}
ol.leads>li,ol.history>li{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;margin:.5rem 0;background:var(--tile)}
.row{display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:space-between}
.status-forwarded{color:var(--ok)}.status-pending{color:var(--wait)}.status-spam{color:var(--bad)}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
`;

function page(title: string, body: Html): Html {
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

const who = (lead: Lead) => lead.fields["Full Name"] || lead.fields["Email Address"] || "(no name)";

/** What happened to the lead, in a few words. */
export function deliveryStatus(lead: Lead, now: number): { label: string; detail: string } {
  if (lead.status === "spam") return { label: "Spam", detail: lead.spamReason ?? "" };
  if (lead.status === "forwarded") {
    return { label: "Delivered", detail: lead.forwardedAt ? utcTime(lead.forwardedAt) : "" };
  }
  if (heldBySender(lead, now)) return { label: "Pending", detail: "being sent now" };
  const reason = lead.lastError ?? "not tried yet";
  const next = lead.nextAttemptAt ? `; next try ${utcTime(Math.max(lead.nextAttemptAt, now))}` : "";
  return { label: "Pending", detail: `${reason}${next}` };
}

function incidentBox(incident: Incident | undefined): Html | string {
  if (!incident) return "";
  return html`<section class="incident" aria-labelledby="incident-title">
    <h2 id="incident-title">Leads are not reaching your inbox</h2>
    <p>
      ${incident.reason} Since ${utcTime(incident.openedAt)}. Every lead is kept below and is sent again until it is
      delivered.
    </p>
  </section>`;
}

const selectBox = (name: string, label: string, value: string, options: readonly (readonly [string, string])[]) =>
  html`<label
    >${label}<select name="${name}">
      ${options.map(
        ([key, text]) => html`<option value="${key}" ${key === value ? html` selected` : ""}>${text}</option>`,
      )}
    </select></label
  >`;

export function inboxPage({
  siteName,
  leads,
  filter,
  csv,
  pendingCount,
  incident,
  notice,
  now,
}: {
  siteName: string;
  leads: readonly Lead[];
  filter: InboxFilter;
  /** The CSV of this view. */
  csv: string;
  pendingCount: number;
  incident: Incident | undefined;
  notice: string | undefined;
  now: number;
}): Html {
  const body = html`<header>
      <h1>Leads</h1>
      <p class="muted">${siteName}, newest first</p>
    </header>
    <main>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""} ${incidentBox(incident)}
      <form class="filters" method="get" action="/api/leads">
        ${selectBox("status", "Status", filter.status, [
          ["", "All"],
          ["pending", "Pending"],
          ["forwarded", "Delivered"],
          ["spam", "Spam"],
        ])}
        ${selectBox("kind", "Kind", filter.kind, [
          ["", "All"],
          ["contact", "Contact messages"],
          ["subscription", "Newsletter sign-ups"],
        ])}
        <label>From<input type="date" name="from" value="${filter.from}" /></label>
        <label>To<input type="date" name="to" value="${filter.to}" /></label>
        <button type="submit">Show</button>
      </form>
      <div class="actions">
        <a href="${csv}" download>Download this view as CSV</a>
        ${
          pendingCount
            ? html`<form method="post" action="/api/leads/retry">
                <button type="submit">Resend all pending (${pendingCount})</button>
              </form>`
            : ""
        }
      </div>
      <h2>${leads.length === 1 ? "1 lead" : `${leads.length} leads`}</h2>
      ${
        leads.length
          ? html`<ol class="leads">
              ${leads.map((lead) => {
                const status = deliveryStatus(lead, now);
                return html`<li>
                  <div class="row">
                    <a href="/api/leads/${lead.id}">${who(lead)}</a><span>${utcTime(lead.receivedAt)}</span>
                  </div>
                  <div class="row">
                    <span
                      >${lead.fields["Company Name"] ?? (lead.kind === "subscription" ? "Newsletter sign-up" : "")}</span
                    ><span>${lead.topic ?? ""}</span>
                  </div>
                  <p class="status-${lead.status}">
                    <strong>${status.label}</strong>${status.detail ? html`: ${status.detail}` : ""}
                  </p>
                  <p class="muted">Came from ${sourceLabel(lead)}</p>
                </li>`;
              })}
            </ol>`
          : html`<p>No leads match this view.</p>`
      }
    </main>`;
  return page(`Leads · ${siteName}`, body);
}

const actionButton = (id: string, action: string, text: string) =>
  html`<form method="post" action="/api/leads/${id}/${action}"><button type="submit">${text}</button></form>`;

export function leadPage({
  siteName,
  lead,
  attempts,
  notice,
  now,
}: {
  siteName: string;
  lead: Lead;
  attempts: readonly DeliveryAttempt[];
  notice: string | undefined;
  now: number;
}): Html {
  const status = deliveryStatus(lead, now);
  const { page: from, previousPage, referrer, utm } = lead.source;
  const facts: [string, string | undefined][] = [
    ["Received", utcTime(lead.receivedAt)],
    ["Kind", lead.kind === "subscription" ? "Newsletter sign-up" : "Contact message"],
    ...Object.entries(lead.fields),
    ["Topic", lead.topic],
    ["Subject", lead.subject],
    ["Sent from", from],
    ["Page before", previousPage],
    ["Referring site", referrer],
    ...Object.entries(utm ?? {}),
    ["Lead ID", lead.id],
  ];
  const body = html`<header>
      <h1>${who(lead)}</h1>
      <p class="muted">${siteName}</p>
    </header>
    <main>
      <p><a href="/api/leads">All leads</a></p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
      <p class="status-${lead.status}">
        <strong>${status.label}</strong>${status.detail ? html`: ${status.detail}` : ""}
      </p>
      <div class="actions">
        ${lead.status === "pending" ? actionButton(lead.id, "resend", "Resend now") : ""}
        ${lead.status === "spam" ? actionButton(lead.id, "release", "Not spam: send it to the inbox") : ""}
        ${lead.status !== "spam" ? actionButton(lead.id, "spam", "Mark as spam") : ""}
      </div>
      <h2>What was sent</h2>
      <dl>
        ${facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(
            ([name, value]) =>
              html`<dt>${name}</dt>
                <dd>${value}</dd>`,
          )}
      </dl>
      <h2>Delivery history</h2>
      ${
        attempts.length
          ? html`<ol class="history">
              ${attempts.map(
                (attempt) =>
                  html`<li>
                    <div class="row">
                      <strong class="${attempt.ok ? "status-forwarded" : "status-pending"}"
                        >${attempt.ok ? "Delivered" : "Not delivered"}</strong
                      ><span>${utcTime(attempt.at)}, ${(attempt.ms / 1000).toFixed(1)} s</span>
                    </div>
                    <p>${attempt.status ? `HTTP ${attempt.status}: ` : ""}${attempt.detail}</p>
                  </li>`,
              )}
            </ol>`
          : html`<p>No attempt yet${lead.status === "spam" ? ": spam is never sent" : ""}.</p>`
      }
    </main>`;
  return page(`${who(lead)} · Leads · ${siteName}`, body);
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
