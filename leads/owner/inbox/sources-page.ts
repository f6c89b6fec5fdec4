import { html } from "hono/html";
import type { LeadKind } from "../../lead.ts";
import { dimensions, dimensionTitles, unknownNames, type Dimension } from "../../origin/names.ts";
import { daysTitle, periodNames, periodTitles, type Days, type Period } from "../sources/periods.ts";
import { shareText, type SourceRow, type SourcesReport } from "../sources/report.ts";
import { COUNT_CAP } from "./view.ts";
import { kindOptions, ownerNav, page, pageHeader, selectBox, shown, type Html, type OwnerView } from "./page.ts";

export type SourcesPage = {
  view: OwnerView;
  period: Period;
  kind: LeadKind | "";
  report: SourcesReport;
  /** Spam received in the period, counted up to COUNT_CAP, never in the report. */
  spam: number;
};

const leadsText = (count: number) => (count === 1 ? "1 lead" : `${count.toLocaleString("en-US")} leads`);

/** The address of the view's days (and kind) in the inbox or the Sources view, with more parts. */
export function daysQuery(days: Days, kind: LeadKind | "", more: Record<string, string> = {}): string {
  const query = new URLSearchParams({ from: days.from, to: days.to, ...(kind ? { kind } : {}), ...more });
  return `?${query.toString()}`;
}

/** What the names of each dimension mean, said once under its table. */
const meanings: Record<Dimension, string> = {
  landing: `The first page of the visit, when the visitor's browser kept it for the tab; otherwise the page the form was sent from. "${unknownNames.landing}": an older lead, sent before pages were kept.`,
  referrer: `The site that linked to the visit's first page; search engines by name. "${unknownNames.referrer}": no site said, as when an address is typed, bookmarked, or opened from an email or an app.`,
  campaign: `The utm_source / utm_medium / utm_campaign tags of the link the visit began with, in lower case ("–": a tag the link left out).`,
  topic: `The service or industry the contact page was opened for; newsletter sign-ups have none.`,
};

function sourceTable(dimension: Dimension, rows: readonly SourceRow[], props: SourcesPage): Html {
  const { period, kind } = props;
  const title = dimensionTitles[dimension];
  const leadsOf = (days: Days, name: string) => `/api/leads${daysQuery(days, kind, { [dimension]: name })}`;
  // The home page's path alone is one character: a link too small to see, let alone tap.
  const label = (name: string) => (dimension === "landing" && name === "/" ? "/ (the home page)" : name);
  return html`<section aria-labelledby="by-${dimension}">
    <h2 id="by-${dimension}">By ${title.toLowerCase()}</h2>
    <table aria-labelledby="by-${dimension}">
      <thead>
        <tr>
          <th scope="col">${title}</th>
          <th scope="col">Leads</th>
          <th scope="col">Share</th>
          <th scope="col">Before</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <td>
                ${
                  row.count
                    ? html`<a href="${leadsOf(period, row.name)}">${shown(label(row.name))}</a>`
                    : shown(label(row.name))
                }
              </td>
              <td>${row.count.toLocaleString("en-US")}</td>
              <td>${shareText(row.share)}</td>
              <td>
                ${
                  row.previous
                    ? html`<a
                        href="${leadsOf(period.previous, row.name)}"
                        aria-label="${row.previous.toLocaleString("en-US")} before: ${label(row.name)}"
                        >${row.previous.toLocaleString("en-US")}</a
                      >`
                    : "0"
                }
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="muted">${meanings[dimension]}</p>
  </section>`;
}

export function sourcesPage(props: SourcesPage): Html {
  const { view, period, kind, report, spam } = props;
  const now = daysTitle(period, view.clock);
  const before = daysTitle(period.previous, view.clock);
  const spamText = spam >= COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-US")} or more` : spam.toLocaleString("en-US");
  const body = html`${pageHeader("Sources", view, ownerNav("sources"))}
    <main>
      <p>
        Which pages, sites and campaigns brought your leads, counted from the leads themselves: the site sets no cookie
        and runs no tracker. Delivered and pending leads count; spam does not.
      </p>
      <form class="filters" method="get" action="/api/leads/sources">
        ${selectBox(
          "period",
          "Period",
          period.name,
          periodNames.map((name) => [name, periodTitles[name]] as const),
        )}
        <label>From<input type="date" name="from" value="${period.from}" /></label>
        <label>To<input type="date" name="to" value="${period.to}" /></label>
        ${selectBox("kind", "Kind", kind, kindOptions)}
        <button type="submit">Show</button>
      </form>
      <h2>${leadsText(report.total)}, ${now}</h2>
      <p>
        ${leadsText(report.previousTotal)} in the period before (${before}), shown as "Before".
        <a href="/api/leads${daysQuery(period, kind, { status: "spam" })}">${spamText} filed as spam</a> in the same
        days, not counted here.
      </p>
      <div class="actions">
        <a href="/api/leads${daysQuery(period, kind)}">These leads in the inbox</a>
        <a href="/api/leads/sources.csv${daysQuery(period, kind, { period: period.name })}" download>Download as CSV</a>
      </div>
      ${
        report.total || report.previousTotal
          ? dimensions.map((dimension) => sourceTable(dimension, report.tables[dimension], props))
          : html`<p>No leads in these days or the days before.</p>`
      }
    </main>`;
  return page(`Sources · Leads · ${view.siteName}`, body);
}
