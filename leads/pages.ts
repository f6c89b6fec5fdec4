import type { LeadSite, ProblemKind } from "./site.ts";

/**
 * Fills the blanks of an error page the build rendered (`src/views/lead-problem-page.tsx`):
 * a reason, the list of messages, the visitor's own text to copy, and the link back. Each blank is an
 * element marked `data-fill`; a block that stays empty keeps its `hidden` attribute.
 */
export type ProblemFill = {
  /** Replaces the page's standard explanation. */
  reason?: string | undefined;
  messages?: readonly string[] | undefined;
  text?: string | undefined;
  /** Where "back to the form" goes: the page the form was on. */
  back?: string | undefined;
};

export const fillMarkers = {
  reason: 'data-fill="reason"',
  messages: 'data-fill="messages"',
  text: 'data-fill="text"',
  back: 'data-fill="back"',
  messagesBlock: 'data-block="messages"',
  textBlock: 'data-block="text"',
} as const;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The markers a template lacks; the build refuses a template with any missing. */
export function missingMarkers(template: string): string[] {
  return Object.entries(fillMarkers)
    .filter(([, marker]) => !template.includes(marker))
    .map(([name]) => name);
}

/** Removes `hidden` from the opening tag that carries the marker, wherever the attribute stands. */
const reveal = (html: string, marker: string) =>
  html.replace(new RegExp(`<[a-z]+\\b[^>]*\\s${marker}[^>]*>`), (tag) => tag.replace(/\shidden=""/, ""));

export function fillProblemPage(template: string, fill: ProblemFill): string {
  let html = template;
  if (fill.reason) {
    html = html.replace(
      new RegExp(`(<p\\b[^>]*\\s${fillMarkers.reason}[^>]*>)[\\s\\S]*?(</p>)`),
      (_, open: string, close: string) => `${open}${escapeHtml(fill.reason ?? "")}${close}`,
    );
  }
  if (fill.messages?.length) {
    const items = fill.messages.map((message) => `<li>${escapeHtml(message)}</li>`).join("");
    html = html.replace(
      new RegExp(`(<ul\\b[^>]*\\s${fillMarkers.messages}[^>]*>)(</ul>)`),
      (_, open: string, close: string) => `${open}${items}${close}`,
    );
    html = reveal(html, fillMarkers.messagesBlock);
  }
  if (fill.text?.trim()) {
    // The parser drops one newline right after <textarea>; the leading one keeps the visitor's own.
    html = html.replace(
      new RegExp(`(<textarea\\b[^>]*\\s${fillMarkers.text}[^>]*>)(</textarea>)`),
      (_, open: string, close: string) => `${open}\n${escapeHtml(fill.text ?? "")}${close}`,
    );
    html = reveal(html, fillMarkers.textBlock);
  }
  if (fill.back) {
    html = html.replace(
      new RegExp(`(<a\\b[^>]*?\\shref=")[^"]*("[^>]*\\s${fillMarkers.back})`),
      (_, start: string, end: string) => `${start}${escapeHtml(fill.back ?? "")}${end}`,
    );
  }
  return html;
}

export function problemPage(site: LeadSite, kind: ProblemKind, fill: ProblemFill = {}): string {
  return fillProblemPage(site.pages[kind], fill);
}
