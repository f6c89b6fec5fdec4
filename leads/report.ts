import type { Lead } from "./lead.ts";

/**
 * The owner's view of the leads (`npm run leads`): one line each for the terminal, every field for a
 * spreadsheet. Pure, so the CLI and its tests share it.
 */

const pad = (n: number) => String(n).padStart(2, "0");
/** `2026-11-23 14:02` in the machine's time zone. */
export function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Where the visitor came from, in a few words: a campaign, another site, or a page of this one. */
export function sourceLabel(lead: Lead): string {
  const { utm, referrer, previousPage, page } = lead.source;
  if (utm?.["utm_source"])
    return [utm["utm_source"], utm["utm_medium"], utm["utm_campaign"]].filter(Boolean).join(" / ");
  if (referrer) return referrer;
  if (previousPage) return `from ${previousPage}`;
  return page ?? "direct";
}

export function statusLabel(lead: Lead): string {
  if (lead.status === "spam") return `spam (${lead.spamReason ?? "?"})`;
  if (lead.status === "pending" && lead.lastError) return `pending, ${lead.attempts} tries: ${lead.lastError}`;
  return lead.status;
}

const who = (lead: Lead) => lead.fields["Full Name"] ?? lead.fields["Email Address"] ?? "";

export function leadTable(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => [
    localTime(lead.receivedAt),
    lead.kind === "subscription" ? "newsletter" : "contact",
    who(lead),
    lead.fields["Company Name"] ?? "",
    lead.topic ?? "",
    sourceLabel(lead),
    statusLabel(lead),
  ]);
  const header = ["received", "kind", "name", "company", "topic", "source", "status"];
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const widths = header.map((h, i) => Math.min(32, Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cut(cell, widths[i] ?? 0).padEnd(widths[i] ?? 0)))
      .join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

/**
 * A cell a spreadsheet reads as text: quoted, and never a formula (a visitor may type `=HYPERLINK(...)`).
 * A leading + or - stays when a number follows, so phone numbers read as typed.
 */
export function csvCell(value: string): string {
  const safe = /^([=@\t\r]|[+-][^\d\s(])/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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

export function leadCsv(leads: readonly Lead[]): string {
  const iso = (ms: number | undefined) => (ms === undefined ? "" : new Date(ms).toISOString());
  const rows = leads.map((lead) => {
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
  });
  return [csvColumns as readonly string[], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** How long leads are kept: stated in the privacy policy, applied by `npm run leads -- --purge`. */
export const RETENTION = { leadsMonths: 24, spamDays: 30 } as const;

export function purgeCutoffs(now: number): { leadsBefore: number; spamBefore: number } {
  const leads = new Date(now);
  leads.setMonth(leads.getMonth() - RETENTION.leadsMonths);
  return { leadsBefore: leads.getTime(), spamBefore: now - RETENTION.spamDays * 24 * 60 * 60 * 1000 };
}
