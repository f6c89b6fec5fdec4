import { html } from "hono/html";
import { channels, type Channel } from "../../origin/channels.ts";
import type { Bucket } from "../sources/periods.ts";
import type { Html } from "./page.ts";

/**
 * The Sources view's picture: the period's leads per day, week or month, each bar stacked by channel, drawn on the
 * server in HTML and CSS (no script, no SVG scaled with the screen): its labels are the page's own small text at
 * every width, and it spans the content's width from its left edge. Each channel has its color and its pattern
 * (page.ts, `.p0` to `.p8`), and a line of the page's color parts the segments, so neighbors never run together.
 * Its figures are a table beside it for anyone who cannot see it, scrolled within itself on a phone.
 */
export type ChannelSeries = { bucket: Bucket; counts: Partial<Record<Channel, number>> }[];

/** The class that gives a channel its color and pattern (page.ts sets them), for the bars, the legend and the tables. */
export const channelPattern = (channel: Channel) => `p${String(channels.indexOf(channel))}`;

const total = (counts: Partial<Record<Channel, number>>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);
const leads = (count: number) => (count === 1 ? "1 lead" : `${count.toLocaleString("en-US")} leads`);
const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** The three parts the axis names: the first, the middle and the last, each under its own bar. */
function axisLabels(series: ChannelSeries): Html {
  const last = series.length - 1;
  const middle = Math.floor(last / 2);
  const label = (index: number, place: string, style = "") =>
    html`<span class="${place}" ${style ? html`style="${style}"` : ""}>${series[index]?.bucket.label ?? ""}</span>`;
  return html`<div class="x" aria-hidden="true">
    ${label(0, "first")}
    ${middle > 0 && middle < last ? label(middle, "middle", `left:${percent((middle + 0.5) / series.length)}`) : ""}
    ${last > 0 ? label(last, "last") : ""}
  </div>`;
}

export function sourcesChart(series: ChannelSeries, unit: "day" | "week" | "month"): Html {
  const present = channels.filter((channel) => series.some((part) => (part.counts[channel] ?? 0) > 0));
  const highest = Math.max(1, ...series.map((part) => total(part.counts)));
  const summary = `Leads per ${unit}, by channel: at most ${leads(highest)} in a ${unit}, ${leads(series.reduce((sum, part) => sum + total(part.counts), 0))} in all.`;
  return html`<figure class="chart">
    <div class="plot">
      <div class="y" aria-hidden="true"><span>${highest.toLocaleString("en-US")}</span><span>0</span></div>
      <div class="bars" role="img" aria-labelledby="chart-summary">
        ${series.map(
          (part) =>
            html`<div class="bar" title="${part.bucket.label}: ${leads(total(part.counts))}">
              ${present.map((channel) => {
                const count = part.counts[channel] ?? 0;
                return count
                  ? html`<span
                      class="seg ${channelPattern(channel)}"
                      style="height:${percent(count / highest)}"
                      title="${part.bucket.label}: ${channel}, ${leads(count)}"
                    ></span>`
                  : "";
              })}
            </div>`,
        )}
      </div>
      ${axisLabels(series)}
    </div>
    <figcaption>
      <p id="chart-summary">${summary}</p>
      <ul class="legend">
        ${present.map((channel) => html`<li><span class="swatch ${channelPattern(channel)}"></span>${channel}</li>`)}
      </ul>
      <details>
        <summary>The figures</summary>
        <div class="scroll" role="region" aria-label="The figures, per ${unit}" tabindex="0">
          <table class="figures">
            <thead>
              <tr>
                <th scope="col">${unit === "day" ? "Day" : unit === "week" ? "Week of" : "Month"}</th>
                ${present.map((channel) => html`<th scope="col">${channel}</th>`)}
                <th scope="col">All</th>
              </tr>
            </thead>
            <tbody>
              ${series.map(
                (part) =>
                  html`<tr>
                    <th scope="row">${part.bucket.label}</th>
                    ${present.map((channel) => html`<td>${(part.counts[channel] ?? 0).toLocaleString("en-US")}</td>`)}
                    <td>${total(part.counts).toLocaleString("en-US")}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>
      </details>
    </figcaption>
  </figure>`;
}
