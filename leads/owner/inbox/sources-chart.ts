import { html } from "hono/html";
import { channels, type Channel } from "../../origin/channels.ts";
import type { Bucket } from "../sources/periods.ts";
import type { Html } from "./page.ts";

/**
 * The Sources view's picture: the period's leads per day, week or month, each bar stacked by channel, drawn on the
 * server as SVG (no script), with its figures as a table beside it for anyone who cannot see it. Each channel has
 * its color in both themes (page.ts), at 3:1 or more against the page, and a gap of the page's color between
 * segments, so neighbors never run together.
 */
export type ChannelSeries = { bucket: Bucket; counts: Partial<Record<Channel, number>> }[];

const WIDTH = 480;
const HEIGHT = 200;
const AXIS = 28;
const GAP = 0.25;

/** The CSS variable of a channel's color (page.ts sets them). */
export const channelColor = (channel: Channel) => `var(--ch${String(channels.indexOf(channel))})`;

const total = (counts: Partial<Record<Channel, number>>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);
const leads = (count: number) => (count === 1 ? "1 lead" : `${count.toLocaleString("en-US")} leads`);

export function sourcesChart(series: ChannelSeries, unit: "day" | "week" | "month"): Html {
  const present = channels.filter((channel) => series.some((part) => (part.counts[channel] ?? 0) > 0));
  const highest = Math.max(1, ...series.map((part) => total(part.counts)));
  const slot = (WIDTH - AXIS) / Math.max(1, series.length);
  const bar = slot * (1 - GAP);
  const scale = (HEIGHT - 20) / highest;
  const labelled = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1]);
  // The first and last labels hang inward from their bars, so a narrow screen never cuts them at the edge.
  const last = series.length - 1;
  const labelAnchor = (index: number) =>
    index === 0 && last > 0 ? "start" : index === last && last > 0 ? "end" : "middle";
  const labelX = (index: number, x: number) => ({ start: x, end: x + bar, middle: x + bar / 2 })[labelAnchor(index)];
  const summary = `Leads per ${unit}, by channel: at most ${leads(highest)} in a ${unit}, ${leads(series.reduce((sum, part) => sum + total(part.counts), 0))} in all.`;
  return html`<figure class="chart">
    <svg
      viewBox="0 0 ${WIDTH} ${HEIGHT + 24}"
      role="img"
      aria-labelledby="chart-summary"
      preserveAspectRatio="xMidYMid meet"
    >
      <line x1="${AXIS}" y1="${HEIGHT}" x2="${WIDTH}" y2="${HEIGHT}" class="axis" />
      <text x="${AXIS - 6}" y="${HEIGHT - highest * scale + 4}" text-anchor="end" class="tick">${highest}</text>
      <text x="${AXIS - 6}" y="${HEIGHT + 4}" text-anchor="end" class="tick">0</text>
      ${series.map((part, index) => {
        let top = HEIGHT;
        const x = AXIS + index * slot + (slot - bar) / 2;
        return html`<g>
          ${present.map((channel) => {
            const count = part.counts[channel] ?? 0;
            if (!count) return "";
            const height = count * scale;
            top -= height;
            return html`<rect
              x="${x.toFixed(1)}"
              y="${top.toFixed(1)}"
              width="${bar.toFixed(1)}"
              height="${height.toFixed(1)}"
              fill="${channelColor(channel)}"
              class="segment"
              ><title>${part.bucket.label}: ${channel}, ${leads(count)}</title></rect
            >`;
          })}
          ${
            labelled.has(index)
              ? html`<text
                  x="${labelX(index, x).toFixed(1)}"
                  y="${HEIGHT + 18}"
                  text-anchor="${labelAnchor(index)}"
                  class="tick"
                >
                  ${part.bucket.label}
                </text>`
              : ""
          }
        </g>`;
      })}
    </svg>
    <figcaption>
      <p id="chart-summary">${summary}</p>
      <ul class="legend">
        ${present.map(
          (channel) =>
            html`<li><span class="swatch" style="background:${channelColor(channel)}"></span>${channel}</li>`,
        )}
      </ul>
      <details>
        <summary>The figures</summary>
        <table>
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
      </details>
    </figcaption>
  </figure>`;
}
