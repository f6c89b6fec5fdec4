import { html } from "hono/html";
import type { LeadKind } from "../../lead.ts";
import { dimensions, dimensionTitles, unknownNames, type Dimension } from "../../origin/names.ts";
import {
  daysTitle,
  periodNames,
  periodTitles,
  shownField,
  shownValue,
  type Days,
  type Period,
} from "../sources/periods.ts";
import { FIRST_DAY } from "../days.ts";
import { shareText, SHOWN_ROWS, type SourceTable } from "../sources/report.ts";
import { channelPattern, sourcesChart } from "./sources-chart.ts";
import type { SourcesFigures } from "../sources/figures.ts";
import { channels, type Channel } from "../../origin/channels.ts";
import { sites } from "../../origin/known-sites.ts";
import { COUNT_CAP } from "./view.ts";
import { kindOptions, ownerNav, page, pageHeader, selectBox, shown, type Html, type OwnerView } from "./page.ts";

export type SourcesPage = SourcesFigures & { view: OwnerView };

const leadsText = (count: number) => (count === 1 ? "1 lead" : `${count.toLocaleString("en-US")} leads`);

/** The address of the view's days (and kind) in the inbox or the Sources view, with more parts. */
export function daysQuery(days: Days, kind: LeadKind | "", more: Record<string, string> = {}): string {
  const query = new URLSearchParams({ from: days.from, to: days.to, ...(kind ? { kind } : {}), ...more });
  return `?${query.toString()}`;
}

/** What the names of each dimension mean, said once under its table. */
const meanings: Record<Dimension, string> = {
  channel: `How the visit reached the site, as analytics tools name it: from the campaign tags of its first link, an ad's click, or the site that linked to it (AI assistants such as ChatGPT, Perplexity and Gemini apart from search). "${unknownNames.channel}": nothing was known.`,
  landing: `The first page of the visit, when the visitor's browser kept it for the tab; otherwise the page the form was sent from. "${unknownNames.landing}": an older lead, sent before pages were kept.`,
  referrer: `The site that linked to the visit's first page, named from our own list of ${sites.length} sites (search engines, Google's in every country, social networks, webmail, ad networks) and the AI assistants; any other by its address. "${unknownNames.referrer}": no site said, as when an address is typed or bookmarked.`,
  campaign: `The utm_source / utm_medium / utm_campaign tags of the link the visit began with, in lower case ("–": a tag the link left out).`,
  topic: `The service or industry the contact page was opened for; newsletter sign-ups have none.`,
};

function sourceTable(dimension: Dimension, { rows, others }: SourceTable, props: SourcesPage): Html {
  const { period, kind } = props;
  const title = dimensionTitles[dimension];
  const leadsOf = (days: Days, name: string) => `/api/leads${daysQuery(days, kind, { [dimension]: name })}`;
  // The home page's path alone is one character: a link too small to see, let alone tap.
  const label = (name: string) => (dimension === "landing" && name === "/" ? "/ (the home page)" : name);
  // A channel's row wears its color in the picture, so the table is the picture's key too.
  const swatch = (name: string) =>
    dimension === "channel" && (channels as readonly string[]).includes(name)
      ? html`<span class="swatch ${channelPattern(name as Channel)}"></span>`
      : "";
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
              <td dir="auto">
                ${swatch(row.name)}${
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
        ${
          others
            ? html`<tr>
                <td>Others</td>
                <td>${others.count.toLocaleString("en-US")}</td>
                <td>${shareText(others.share)}</td>
                <td>${others.previous.toLocaleString("en-US")}</td>
              </tr>`
            : ""
        }
      </tbody>
    </table>
    <p class="muted">
      ${meanings[dimension]}
      ${others ? ` The ${String(SHOWN_ROWS)} with the most leads are shown; every one is in the CSV.` : ""}
    </p>
  </section>`;
}

/**
 * The dimensions the table can be by, as tabs: one table at a time, so a view groups its leads by one dimension
 * beside the channels (report.ts), and a phone scrolls one table, not five.
 */
function dimensionTabs({ period, kind, dimension }: SourcesPage): Html {
  return html`<nav class="tabs dimensions" aria-label="Leads by">
    ${dimensions.map(
      (name) =>
        html`<a
          href="/api/leads/sources${daysQuery(period, kind, { period: period.name, by: name })}"
          ${name === dimension ? html`aria-current="page"` : ""}
          >${dimensionTitles[name]}</a
        >`,
    )}
  </nav>`;
}

/** The period and kind to show: the menu of periods, their days (changed by hand, a custom range), the kind. */
function sourcesForm(period: Period, kind: LeadKind | "", dimension: Dimension): Html {
  return html`<form class="filters" method="get" action="/api/leads/sources">
    ${selectBox(
      "period",
      "Period",
      period.name,
      periodNames.map((name) => [name, periodTitles[name]] as const),
    )}
    ${selectBox("kind", "Kind", kind, kindOptions)}
    <label>From<input type="date" name="from" value="${period.from}" min="${FIRST_DAY}" /></label>
    <label>To<input type="date" name="to" value="${period.to}" min="${FIRST_DAY}" /></label>
    <input type="hidden" name="${shownField}" value="${shownValue(period)}" />
    ${dimension === "channel" ? "" : html`<input type="hidden" name="by" value="${dimension}" />`}
    <button type="submit">Show</button>
  </form>`;
}

const intro = html`<p>
  Where your leads came from, counted from the leads themselves (the site sets no cookie and runs no tracker). Delivered
  and pending leads count; spam does not.
</p>`;

export function sourcesPage(props: SourcesPage): Html {
  const { view, period, kind, dimension, report, spam, series } = props;
  const now = daysTitle(period, view.clock);
  const before = daysTitle(period.previous, view.clock);
  const spamText = spam >= COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-US")} or more` : spam.toLocaleString("en-US");
  const body = html`${pageHeader("Sources", view, ownerNav("sources"))}
    <main>
      ${intro} ${sourcesForm(period, kind, dimension)}
      <h2>${leadsText(report.total)}, ${now}</h2>
      <p>
        ${leadsText(report.previousTotal)} in the period before (${before}), shown as "Before".
        <a href="/api/leads${daysQuery(period, kind, { status: "spam" })}">${spamText} filed as spam</a> in the same
        days, not counted here.
      </p>
      <div class="actions">
        <a class="target" href="/api/leads${daysQuery(period, kind)}">These leads in the inbox</a>
        <a class="target" href="/api/leads/sources.csv${daysQuery(period, kind, { period: period.name })}" download
          >Download as CSV</a
        >
      </div>
      ${
        report.total || report.previousTotal
          ? html`${report.total && dimension === "channel" ? sourcesChart(series.parts, series.unit) : ""}
            ${dimensionTabs(props)} ${sourceTable(dimension, report.table, props)}`
          : html`<p>No leads in these days or the days before.</p>`
      }
    </main>`;
  return page(`Sources · Leads · ${view.siteName}`, body);
}

/** Days the view cannot read (leads/owner/days.ts): the sentence, and the form again, on this month. */
export function sourcesRefusalPage({
  view,
  period,
  kind,
  problem,
}: {
  view: OwnerView;
  period: Period;
  kind: LeadKind | "";
  problem: string;
}): Html {
  const body = html`${pageHeader("Sources", view, ownerNav("sources"))}
    <main>
      <p class="notice failed" role="alert">${problem}</p>
      ${sourcesForm(period, kind, "channel")}
    </main>`;
  return page(`Sources · Leads · ${view.siteName}`, body);
}
