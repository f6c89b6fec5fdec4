import type { AlertWebhook } from "../config.ts";
import { terminalText } from "../terminal-text.ts";

/**
 * An alert's words: ours as written, and what a stranger wrote (a form service's refusal, which may quote the
 * visitor) marked `quoted`, so each webhook format can make sure the stranger's part is only ever text.
 */
export type AlertText = readonly (string | { quoted: string })[];

/** Slack's and Teams' markup: `<!channel>`, `<https://…|label>` and entities all start with one of these. */
const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Discord's Markdown, masked links and headings included: each such character is shown, not obeyed. */
const discordText = (text: string) => text.replace(/[\\*_~`|<>[\]()#:@-]/g, "\\$&");

/** Line breaks, escapes and bidi controls in a stranger's words are shown as escapes, as in the log and the CLI. */
const plain = (part: string | { quoted: string }) => (typeof part === "string" ? part : terminalText(part.quoted));

/** The text as a log line or ntfy's plain text shows it. */
export const alertLine = (text: AlertText) => text.map(plain).join("");

/** The request a webhook of this format expects, with the stranger's words made inert for it. */
export function alertRequest(
  webhook: AlertWebhook,
  text: AlertText,
): { headers: Record<string, string>; body: string } {
  if (webhook.format === "text") {
    return { headers: { "Content-Type": "text/plain; charset=utf-8", Title: "Leads" }, body: alertLine(text) };
  }
  const each = (escape: (text: string) => string) =>
    text.map((part) => (typeof part === "string" ? part : escape(plain(part)))).join("");
  // Slack and Teams read `text`, Discord `content` (and pings no one with `allowed_mentions` empty); each
  // ignores the others' fields.
  return {
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      text: slackText(each((part) => part)),
      content: each(discordText),
      allowed_mentions: { parse: [] },
    }),
  };
}
