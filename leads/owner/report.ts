import type { Lead } from "../lead.ts";
import { terminalText } from "../terminal-text.ts";
import { ownerStamp, type OwnerClock } from "./clock.ts";

/**
 * The owner's view of the leads (`npm run leads`): one line each for the terminal, every field for a
 * spreadsheet. Pure, so the CLI and its tests share it.
 */

/**
 * `2026-11-23 07:02`: a moment on the company's clock, as the CLI prints it. The company's zone, not the machine's
 * (a server's is usually UTC), so a time reads as in the inbox and the CSV; the CLI names the zone once (`timesIn`).
 */
export const ownerMinute = (ms: number, clock: OwnerClock) => ownerStamp(ms, clock).slice(0, 16).replace("T", " ");

/** `Times in Mountain Time (America/Denver).`: the line by which the CLI says which clock its times are on. */
export const timesIn = ({ zone, zoneName }: OwnerClock) => `Times in ${zoneName} (${zone}).`;

/** Where the visitor came from, in a few words: a campaign, another site, or a page of this one. */
export function sourceLabel(lead: Lead): string {
  const { utm, referrer, previousPage, page } = lead.source;
  if (utm?.["utm_source"])
    return [utm["utm_source"], utm["utm_medium"], utm["utm_campaign"]].filter(Boolean).join(" / ");
  if (referrer) return referrer;
  if (previousPage) return `from ${previousPage}`;
  return page ?? "direct";
}

/** What releasing a lead from spam came to, as the CLI words it (`releaseSummary`). */
export type Released =
  | "released"
  | "released-sent"
  | "released-not-sent"
  | "released-off"
  | "released-delivered"
  | "not-spam"
  | "no-such-lead";

/** What a retry of every pending lead came to. */
export type Retried = { pending: number; forwarded: number; failed: number };

/** A pending lead a sender holds: one is sending it now, or one stopped mid-send (a crash, a restart). */
export const isBeingSent = (lead: Lead, now: number): boolean =>
  lead.status === "pending" && (lead.claimedUntil ?? 0) > now;

/** What a send that has not finished means for the owner, with when the lead is sent again if its sender stopped. */
export const heldLabel = (until: number, clock: OwnerClock) =>
  `being sent, or its sender stopped mid-send; tried again from ${ownerMinute(until, clock)}`;

/**
 * What the owner's retry did. A pending lead no sweep could claim is held by a sender (one at work now, or one
 * that stopped mid-send), and is said so, with when it is tried again (the zone named: this line has no table's).
 */
export function retrySummary(
  { pending, forwarded, failed }: { pending: number; forwarded: number; failed: number },
  leads: readonly Lead[],
  clock: OwnerClock,
  now: number,
): string {
  const held = leads.filter((lead) => isBeingSent(lead, now));
  const until = Math.max(...held.map((lead) => lead.claimedUntil ?? now));
  const heldPart = held.length ? `, ${held.length} ${heldLabel(until, clock)} ${clock.zoneName}` : "";
  return `${pending} pending: ${forwarded} forwarded, ${failed} still pending${heldPart}.`;
}

/** What `npm run leads -- --release ID` did, in a sentence, and whether it did what was asked. */
export function releaseSummary(id: string, released: Released): { text: string; ok: boolean } {
  const lead = `Lead ${terminalText(id)}`;
  const texts: Record<Released, string> = {
    released: `${lead} is released from spam and pending: it goes to the inbox with the next forward (npm run leads -- --retry sends it now).`,
    "released-sent": `${lead} is released from spam and was sent: the form service took it.`,
    "released-not-sent": `${lead} is released from spam, but the form service did not take it yet: it is tried again until it is delivered.`,
    "released-off": `${lead} is released from spam. Forwarding is off there, so it waits with the pending leads.`,
    "released-delivered": `${lead} is released from spam. It had reached the inbox before, so it was not sent again.`,
    "not-spam": `${lead} is not filed as spam: nothing changed.`,
    "no-such-lead": `There is no lead ${terminalText(id)}.`,
  };
  return { text: texts[released], ok: released !== "not-spam" && released !== "no-such-lead" };
}

export function statusLabel(lead: Lead, clock: OwnerClock, now = Date.now()): string {
  if (lead.status === "spam") return `spam (${lead.spamReason ?? "?"})`;
  if (isBeingSent(lead, now)) return `pending: ${heldLabel(lead.claimedUntil ?? now, clock)}`;
  if (lead.status === "pending" && lead.lastError) return `pending, ${lead.attempts} tries: ${lead.lastError}`;
  return lead.status;
}

const who = (lead: Lead) => lead.fields["Full Name"] ?? lead.fields["Email Address"] ?? "";

/**
 * One line per lead, under the line naming the zone its times are in. Cells hold what visitors and the form service
 * wrote, so each is escaped for the terminal.
 */
export function leadTable(leads: readonly Lead[], clock: OwnerClock, now = Date.now()): string {
  const rows = leads.map((lead) =>
    [
      ownerMinute(lead.receivedAt, clock),
      lead.kind === "subscription" ? "newsletter" : "contact",
      who(lead),
      lead.fields["Company Name"] ?? "",
      lead.topic ?? "",
      sourceLabel(lead),
      statusLabel(lead, clock, now),
    ].map(terminalText),
  );
  const header = ["received", "kind", "name", "company", "topic", "source", "status"];
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const widths = header.map((h, i) => Math.min(32, Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cut(cell, widths[i] ?? 0).padEnd(widths[i] ?? 0)))
      .join("  ");
  return [timesIn(clock), line(header), ...rows.map(line)].join("\n");
}

/**
 * What a spreadsheet may read as the start of a formula (OWASP, CSV injection): `=`, `+`, `-` or `@` after any
 * leading whitespace or invisible characters (spreadsheets trim some of them on import), their full-width and
 * small-form twins (an IME types them, and some spreadsheets take them for the ASCII ones), or a leading tab or
 * carriage return.
 */
const formulaStart = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b])/u;

/**
 * A cell a spreadsheet reads as text, never as a formula (a visitor may type `=HYPERLINK(...)` or
 * `-2+3+cmd|' /C calc'!A0`): such a cell starts with `'`, which costs a phone number typed `+1 307 ...` that
 * quote too. Every cell is quoted, so a comma, `;`, `|`, tab or line break inside one never splits it,
 * whichever separator the spreadsheet splits on.
 */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvColumns = [
  "id",
  "received",
  "kind",
  "status",
  "name",
  "email",
  "phone",
  "company",
  "message",
  "topic",
  "landing page",
  "page",
  "previous page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "attempts",
  "forwarded",
  "last error",
  "spam reason",
] as const;

/** One CSV line, every cell quoted (csvCell); `cellText` rewrites each cell's text first. */
export const csvRow = (cells: readonly string[], cellText = (text: string) => text) =>
  `${cells.map((cell) => csvCell(cellText(cell))).join(",")}\r\n`;

/**
 * What a CSV file starts with: the byte order mark by which Excel knows the file is UTF-8 (without it, it reads
 * Cyrillic, Greek, Japanese and Arabic as noise). Other spreadsheets skip it.
 */
export const CSV_BOM = "\uFEFF";

/** A lead's cells, in `csvColumns`' order: times in the company's zone, with their offset. */
export function leadCells(lead: Lead, clock: OwnerClock): string[] {
  const iso = (ms: number | undefined) => (ms === undefined ? "" : ownerStamp(ms, clock));
  const utm = lead.source.utm ?? {};
  return [
    lead.id,
    iso(lead.receivedAt),
    lead.kind,
    lead.status,
    lead.fields["Full Name"] ?? "",
    lead.fields["Email Address"] ?? "",
    lead.fields["Phone Number"] ?? "",
    lead.fields["Company Name"] ?? "",
    lead.fields["Message"] ?? "",
    lead.topic ?? "",
    lead.source.landing ?? "",
    lead.source.page ?? "",
    lead.source.previousPage ?? "",
    lead.source.referrer ?? "",
    utm["utm_source"] ?? "",
    utm["utm_medium"] ?? "",
    utm["utm_campaign"] ?? "",
    utm["utm_term"] ?? "",
    utm["utm_content"] ?? "",
    String(lead.attempts),
    iso(lead.forwardedAt),
    lead.lastError ?? "",
    lead.spamReason ?? "",
  ];
}

/**
 * The one writer of the owner's CSV, in parts: `start` (the mark a file starts with, CSV_BOM, and the header),
 * then `rows` of each batch of leads, so a file can be written a page at a time (`leadCsvParts`) or whole
 * (`leadCsv`) with the same bytes. `cellText` rewrites each cell's text before it is quoted: the CLI passes
 * `terminalText` when it prints the CSV, so each lead stays one line there (and no mark is printed); a file keeps
 * the text as sent.
 */
export function leadCsvWriter(clock: OwnerClock, cellText?: (text: string) => string) {
  return {
    start: (cellText ? "" : CSV_BOM) + csvRow(csvColumns, cellText),
    rows: (leads: readonly Lead[]) => leads.map((lead) => csvRow(leadCells(lead, clock), cellText)).join(""),
  };
}

/** Every field of every lead, as a file (`leadCsvWriter`). */
export function leadCsv(leads: readonly Lead[], clock: OwnerClock, cellText?: (text: string) => string): string {
  const csv = leadCsvWriter(clock, cellText);
  return csv.start + csv.rows(leads);
}

/**
 * The CSV of every lead `pages` gives, a part per page (`leadCsvWriter`). A generator: the next page is read only
 * when the part before it has been taken, so a caller that writes each part before asking for the next holds one
 * page of leads, never the list.
 */
export async function* leadCsvParts(
  pages: AsyncIterable<readonly Lead[]>,
  clock: OwnerClock,
  cellText?: (text: string) => string,
): AsyncGenerator<string> {
  const csv = leadCsvWriter(clock, cellText);
  yield csv.start;
  for await (const page of pages) yield csv.rows(page);
}

/** How long leads are kept: stated in the privacy policy, applied by `npm run leads -- --purge`. */
export const RETENTION = { leadsMonths: 24, spamDays: 30, clientHours: 24 } as const;

export function purgeCutoffs(now: number): { leadsBefore: number; spamBefore: number; clientsBefore: number } {
  const leads = new Date(now);
  leads.setMonth(leads.getMonth() - RETENTION.leadsMonths);
  return {
    leadsBefore: leads.getTime(),
    spamBefore: now - RETENTION.spamDays * 24 * 60 * 60 * 1000,
    clientsBefore: now - RETENTION.clientHours * 60 * 60 * 1000,
  };
}
