import { describe, expect, it } from "vitest";
import { alertLine, alertRequest } from "../delivery/alert-text.ts";
import { alertWebhook } from "../config.ts";
import type { WeekFigures } from "./figures.ts";
import { reportText, type ReportContext } from "./text.ts";

const context: ReportContext = {
  siteName: "Bighorn Software",
  origin: "https://www.bighorn.test",
  clock: { zone: "America/Denver", zoneName: "Mountain Time" },
  when: "last week",
};
const week = { from: "2026-11-16", to: "2026-11-22" };
const quiet: WeekFigures = {
  week,
  leads: { contact: { count: 0, previous: 0 }, subscription: { count: 0, previous: 0 } },
  channels: [],
  top: { referrer: [], campaign: [], landing: [] },
  delivery: { delivered: 0, waiting: 0, "set-aside": 0 },
  incidents: [],
  spam: 0,
};
/** A campaign named to look like the owners' own tools in every chat. */
const hostile = "<!channel> *now* [Fix it](https://evil.example) @everyone\nDelivery: 0 delivered";
const busy: WeekFigures = {
  week,
  leads: { contact: { count: 12, previous: 8 }, subscription: { count: 1, previous: 5 } },
  channels: [
    { name: "Organic Search", count: 7, previous: 4 },
    { name: "Direct", count: 4, previous: 6 },
    { name: "Paid Social", count: 2, previous: 0 },
    { name: "Email", count: 0, previous: 3 },
  ],
  top: {
    referrer: [
      { name: "Google", count: 6 },
      { name: "LinkedIn", count: 2 },
      { name: "partner.example", count: 1 },
    ],
    campaign: [{ name: hostile, count: 2 }],
    landing: [
      { name: "/services/ai-solutions", count: 5 },
      { name: "/contact", count: 3 },
    ],
  },
  delivery: { delivered: 11, waiting: 1, "set-aside": 1 },
  incidents: [
    {
      openedAt: Date.parse("2026-11-18T16:12:00Z"),
      closedAt: Date.parse("2026-11-18T18:20:00Z"),
      reason: 'The form service refused a lead: "This form needs Activation."',
    },
  ],
  spam: 1_240,
};

const lines = (figures: WeekFigures, more: Partial<ReportContext> = {}) =>
  alertLine(reportText(figures, { ...context, ...more })).split("\n");
const json = (url: string, figures = busy) =>
  JSON.parse(alertRequest(alertWebhook(url) ?? { url, format: "json" }, reportText(figures, context)).body) as {
    text: string;
    content: string;
  };

describe("the weekly report's words", () => {
  it("says a week's leads beside the week before, by channel, its top sources, delivery, spam and two links", () => {
    expect(lines(busy)).toEqual([
      "Weekly report for Bighorn Software: Nov 16, 2026 – Nov 22, 2026",
      "Leads: 12 contact messages (8 the week before), 1 newsletter sign-up (5).",
      "By channel, the week before in brackets: Organic Search 7 (4), Direct 4 (6), Paid Social 2 (0), Email 0 (3).",
      "Top sites: Google 6, LinkedIn 2, partner.example 1",
      String.raw`Top campaigns: <!channel> *now* [Fix it](https://evil.example) @everyone\nDelivery: 0 delivered 2`,
      "Top pages: /services/ai-solutions 5, /contact 3",
      "Delivery: 11 delivered, 1 waiting, 1 set aside.",
      'Delivery was stuck from Nov 18, 2026, 9:12 AM MST for 2 hours: The form service refused a lead: "This form needs Activation."',
      "Spam: 1,240 posts kept out.",
      "Sources for last week: https://www.bighorn.test/api/leads/sources?period=custom&from=2026-11-16&to=2026-11-22 · The inbox: https://www.bighorn.test/api/leads",
    ]);
  });

  it("reports a quiet week in one line, spam included, so silence is never the report", () => {
    expect(lines({ ...quiet, spam: 1_240 })).toEqual([
      "Weekly report for Bighorn Software: Nov 16, 2026 – Nov 22, 2026",
      "No leads last week; 1,240 spam posts kept out.",
      "Sources for last week: https://www.bighorn.test/api/leads/sources?period=custom&from=2026-11-16&to=2026-11-22 · The inbox: https://www.bighorn.test/api/leads",
    ]);
    const stillStuck = {
      ...quiet,
      leads: { contact: { count: 0, previous: 3 }, subscription: { count: 0, previous: 0 } },
      incidents: [
        { openedAt: Date.parse("2026-11-21T15:00:00Z"), closedAt: undefined, reason: "A lead has waited 2 hours." },
      ],
    };
    expect(lines(stillStuck, { when: "that week" }).slice(1, 4)).toEqual([
      "No leads that week (3 the week before); no spam.",
      "Delivery: 0 delivered, 0 waiting, 0 set aside.",
      "Delivery was stuck since Nov 21, 2026, 8:00 AM MST: A lead has waited 2 hours.",
    ]);
  });

  it("in Slack, bolds its headings, links with Slack's markup, and leaves a stranger's markup inert", () => {
    const { text } = json("https://hooks.slack.com/services/T0/B0/x");
    expect(text).toMatch(/^\*Weekly report\* for Bighorn Software: /);
    expect(text).toContain("\n*Leads:* 12 contact messages");
    expect(text).toContain(
      "<https://www.bighorn.test/api/leads/sources?period=custom&amp;from=2026-11-16&amp;to=2026-11-22|Sources for last week>",
    );
    expect(text).toContain(String.raw`&lt;!channel&gt; *now* [Fix it](https://evil.example) @everyone\nDelivery`);
    expect(text.match(/</g)).toHaveLength(2); // our two links, nothing else Slack would read as a link or a mention
  });

  it("in Discord, bolds with Markdown, links with a masked link, and escapes a stranger's Markdown", () => {
    const { content } = json("https://discord.com/api/webhooks/1/x");
    expect(content).toMatch(/^\*\*Weekly report\*\* for Bighorn Software: /);
    expect(content).toContain("[The inbox](<https://www.bighorn.test/api/leads>)");
    expect(content).toContain(
      String.raw`\<!channel\> \*now\* \[Fix it\]\(https\://evil.example\) \@everyone\\nDelivery\: 0`,
    );
  });

  it("in Teams, writes Markdown paragraphs and escapes a stranger's Markdown and HTML", () => {
    const { text } = json("https://bighorn.webhook.office.com/webhookb2/x");
    expect(text).toMatch(/^\*\*Weekly report\*\* for Bighorn Software: /);
    expect(text).toContain("\n\n**Leads:** 12");
    expect(text).toContain("[The inbox](https://www.bighorn.test/api/leads)");
    expect(text).toContain(
      String.raw`&lt;!channel&gt; \*now\* \[Fix it\]\(https://evil.example\) @everyone\\nDelivery`,
    );
  });

  it("in ntfy, is plain text with each link's address written out", () => {
    const { body, headers } = alertRequest(
      { url: "https://ntfy.sh/bighorn", format: "text" },
      reportText(busy, context),
    );
    expect(headers["Content-Type"]).toBe("text/plain; charset=utf-8");
    expect(body).toBe(lines(busy).join("\n"));
  });

  it("keeps a company name an editor typed as text in every chat", () => {
    const named = { ...context, siteName: "Bighorn & <Sons> **Software**" };
    const request = (url: string) =>
      JSON.parse(alertRequest(alertWebhook(url) ?? { url, format: "json" }, reportText(quiet, named)).body) as {
        text: string;
        content: string;
      };
    expect(request("https://hooks.slack.com/x").text).toContain("for Bighorn &amp; &lt;Sons&gt; **Software**:");
    expect(request("https://discord.com/api/webhooks/x").content).toContain(
      String.raw`for Bighorn & \<Sons\> \*\*Software\*\*:`,
    );
  });
});
