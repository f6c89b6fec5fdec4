import type { AlertWebhook } from "../config.ts";
import { terminalText } from "../terminal-text.ts";

/**
 * A message's words: ours as written; what a stranger or an editor wrote (a form service's refusal, which may quote
 * the visitor; a campaign's name; the company's name) marked `quoted`, so each webhook format can make sure that
 * part is only ever text; a heading of ours `strong`; and a link of ours with its label. A line break in our words
 * starts a new line in every format.
 */
export type AlertPart = string | { quoted: string } | { strong: string } | { link: string; label: string };
export type AlertText = readonly AlertPart[];

/** Slack's and Teams' markup: `<!channel>`, `<https://…|label>` and entities all start with one of these. */
const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Discord's Markdown, masked links and headings included: each such character is shown, not obeyed. */
const discordText = (text: string) => text.replace(/[\\*_~`|<>[\]()#:@-]/g, "\\$&");

/** Teams reads `text` as Markdown with HTML entities: both kinds of markup shown, not obeyed. */
const teamsText = (text: string) => slackText(text).replace(/[\\*_~`|[\]()#]/g, "\\$&");

/** How one chat writes each kind of part. */
type Markup = {
  words: (text: string) => string;
  quoted: (text: string) => string;
  strong: (text: string) => string;
  link: (url: string, label: string) => string;
};

const markups = {
  /** ntfy's plain text, the log and the terminal. A stranger's line breaks, escapes and bidi controls are shown as
   * escapes in every format, as in the log and the CLI. */
  plain: {
    words: (text) => text,
    quoted: terminalText,
    strong: (text) => text,
    link: (url, label) => `${label}: ${url}`,
  },
  slack: {
    words: slackText,
    quoted: (text) => slackText(terminalText(text)),
    strong: (text) => `*${slackText(text)}*`,
    link: (url, label) => `<${slackText(url)}|${slackText(label)}>`,
  },
  teams: {
    words: (text) => text.replace(/\n/g, "\n\n"),
    quoted: (text) => teamsText(terminalText(text)),
    strong: (text) => `**${text}**`,
    link: (url, label) => `[${label}](${url})`,
  },
  discord: {
    words: (text) => text,
    quoted: (text) => discordText(terminalText(text)),
    strong: (text) => `**${text}**`,
    link: (url, label) => `[${label}](<${url}>)`,
  },
} satisfies Record<string, Markup>;

const written = (text: AlertText, markup: Markup) =>
  text
    .map((part) =>
      typeof part === "string"
        ? markup.words(part)
        : "quoted" in part
          ? markup.quoted(part.quoted)
          : "strong" in part
            ? markup.strong(part.strong)
            : markup.link(part.link, part.label),
    )
    .join("");

/** The text as a log line, the CLI or ntfy's plain text shows it. */
export const alertLine = (text: AlertText) => written(text, markups.plain);

/** Microsoft's incoming webhooks: Teams connectors and the Workflows that replace them. */
const teamsHosts = /(^|\.)(webhook\.office\.com|outlook\.office\.com|logic\.azure\.com|powerplatform\.com)$/;

/** The request a webhook of this format expects, with the stranger's words made inert for it. */
export function alertRequest(
  webhook: AlertWebhook,
  text: AlertText,
): { headers: Record<string, string>; body: string } {
  if (webhook.format === "text") {
    return { headers: { "Content-Type": "text/plain; charset=utf-8", Title: "Leads" }, body: alertLine(text) };
  }
  const teams = teamsHosts.test(new URL(webhook.url).hostname);
  // Slack and Teams read `text` (each its own markup, told apart by the webhook's host), Discord `content` (and
  // pings no one with `allowed_mentions` empty); each ignores the others' fields.
  return {
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      text: written(text, teams ? markups.teams : markups.slack),
      content: written(text, markups.discord),
      allowed_mentions: { parse: [] },
    }),
  };
}
