import { describe, expect, it } from "vitest";
import type { Lead } from "./lead.ts";
import { csvCell, leadCsv, leadTable, purgeCutoffs, sourceLabel } from "./report.ts";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: "L1",
  key: "k",
  kind: "contact",
  receivedAt: Date.UTC(2026, 10, 23, 14, 2),
  status: "pending",
  fields: {
    "Full Name": "Pat Quinn",
    "Email Address": "pat@example.com",
    "Phone Number": "+1 (307) 555-0199",
    "Company Name": "Big Horn Clinics",
    Message: 'Line one,\n"line" two',
  },
  topic: "Cloud Migration",
  source: { page: "/contact", utm: { utm_source: "linkedin", utm_campaign: "fall" } },
  clientHash: "c",
  attempts: 0,
  nextAttemptAt: 0,
  lastError: undefined,
  forwardedAt: undefined,
  ...overrides,
});

describe("the owner's view of leads", () => {
  it("names the source in a few words", () => {
    expect(sourceLabel(lead())).toBe("linkedin / fall");
    expect(sourceLabel(lead({ source: { referrer: "www.google.com", page: "/contact" } }))).toBe("www.google.com");
    expect(sourceLabel(lead({ source: { previousPage: "/services/cloud-migration" } }))).toBe(
      "from /services/cloud-migration",
    );
    expect(sourceLabel(lead({ source: {} }))).toBe("direct");
  });

  it("prints one line per lead with its status and why it waits", () => {
    const table = leadTable([lead({ lastError: "answered HTTP 500", attempts: 3 })]);
    expect(table.split("\n")[0]).toMatch(/^received\s+kind\s+name\s+company\s+topic\s+source\s+status$/);
    expect(table).toContain("Pat Quinn");
    expect(table).toContain("pending, 3 tries: answered HTTP 500");
  });

  it("exports CSV a spreadsheet opens safely: quoted text, phone numbers as typed, no formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 (307) 555-0199")).toBe("+1 (307) 555-0199");
    expect(csvCell("+SUM(A1)")).toBe("'+SUM(A1)");
    expect(csvCell("@cmd")).toBe("'@cmd");
    const [header, row] = leadCsv([lead()]).split("\r\n");
    expect(header?.split(",").slice(0, 5)).toEqual(["id", "received", "kind", "status", "name"]);
    expect(row).toContain('"Line one,\n""line"" two"');
    expect(row).toContain("2026-11-23T14:02:00.000Z");
  });

  it("keeps leads 24 months and spam 30 days", () => {
    const now = Date.UTC(2026, 10, 23);
    const { leadsBefore, spamBefore } = purgeCutoffs(now);
    expect(new Date(leadsBefore).getUTCFullYear()).toBe(2024);
    expect(now - spamBefore).toBe(30 * 86_400_000);
  });
});
