import { describe, expect, it } from "vitest";
import type { Lead } from "../lead.ts";
import { parse } from "csv-parse/sync";
import {
  csvCell,
  csvColumns,
  leadCsv,
  leadCsvParts,
  leadTable,
  purgeCutoffs,
  retrySummary,
  sourceLabel,
} from "./report.ts";
import { terminalText } from "../terminal-text.ts";

const denver = { zone: "America/Denver", zoneName: "Mountain Time" };

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
    const table = leadTable([lead({ lastError: "answered HTTP 500", attempts: 3 })], denver);
    expect(table.split("\n")[1]).toMatch(/^received\s+kind\s+name\s+company\s+topic\s+source\s+status$/);
    expect(table).toContain("Pat Quinn");
    expect(table).toContain("pending, 3 tries: answered HTTP 500");
  });

  it("prints times on the company's clock, whatever the machine's, and says once which zone that is", () => {
    // 14:02 UTC on November 23 is 7:02 in Denver, on standard time; 3:05 UTC on July 4 is 21:05 the day before.
    const table = leadTable([lead(), lead({ id: "L2", receivedAt: Date.UTC(2026, 6, 4, 3, 5) })], {
      zone: "America/Denver",
      zoneName: "Mountain Time",
    }).split("\n");
    expect(table[0]).toBe("Times in Mountain Time (America/Denver).");
    expect(table.slice(2).map((row) => row.slice(0, 16))).toEqual(["2026-11-23 07:02", "2026-07-03 21:05"]);
    const tokyo = leadTable([lead()], { zone: "Asia/Tokyo", zoneName: "Japan Time" }).split("\n");
    expect(tokyo[0]).toBe("Times in Japan Time (Asia/Tokyo).");
    expect(tokyo[2]?.slice(0, 16)).toBe("2026-11-23 23:02");
    expect(tokyo.filter((row) => row.includes("Japan Time"))).toHaveLength(1);
  });

  it("says of a lead whose send was cut short (a crash mid-forward) that it is held, and until when", () => {
    const now = Date.UTC(2026, 10, 23, 15, 0);
    const held = lead({ claimedUntil: now + 5 * 60_000 });
    // 15:05 UTC is 8:05 in Denver.
    const heldStatus = "pending: being sent, or its sender stopped mid-send; tried again from 2026-11-23 08:05";
    expect(leadTable([held], denver, now)).toContain(heldStatus);
    // Once the hold has passed it is an ordinary pending lead again, sent by the next sweep.
    expect(leadTable([held], denver, now + 6 * 60_000)).toMatch(/ {2}pending$/);
    // A line on its own, with no table's zone line above it: it names the zone itself.
    expect(retrySummary({ pending: 1, forwarded: 0, failed: 0 }, [held], denver, now)).toBe(
      "1 pending: 0 forwarded, 0 still pending, 1 being sent, or its sender stopped mid-send; tried again from 2026-11-23 08:05 Mountain Time.",
    );
    expect(retrySummary({ pending: 2, forwarded: 1, failed: 1 }, [lead()], denver, now)).toBe(
      "2 pending: 1 forwarded, 1 still pending.",
    );
  });

  it("exports CSV a spreadsheet opens safely: every cell quoted, never a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+SUM(A1)")).toBe('"\'+SUM(A1)"');
    expect(csvCell("@cmd")).toBe('"\'@cmd"');
    const [header, row] = leadCsv([lead()], denver).split("\r\n");
    expect(header?.split(",").slice(0, 5)).toEqual(['\uFEFF"id"', '"received"', '"kind"', '"status"', '"name"']);
    expect(row).toContain('"Line one,\n""line"" two"');
  });

  it("writes a file any spreadsheet opens: a byte order mark, every script's characters, the company's times", () => {
    const people = [
      { "Full Name": "Анна Петрова", Message: "Нужна миграция в облако." },
      { "Full Name": "فاطمة الزهراء", Message: "نحتاج إلى تطبيق للهاتف." },
      { "Full Name": "山田 花子", Message: "在庫管理システムの相談です。" },
      { "Full Name": "Ελένη Παππά", Message: "Χρειαζόμαστε έλεγχο ασφαλείας." },
    ];
    const leads = people.map((fields, n) =>
      lead({ id: `L${String(n)}`, fields, receivedAt: Date.UTC(2026, 6, 4, 3 + n, 5, 9), forwardedAt: undefined }),
    );
    const bytes = new TextEncoder().encode(leadCsv(leads, denver));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Read back as a spreadsheet would: the mark taken as the file's encoding, each quoted cell whole.
    const rows = parse<Record<string, string>>(Buffer.from(bytes), { bom: true, columns: true });
    expect(rows.map((row) => [row["name"], row["message"]])).toEqual(
      people.map((fields) => [fields["Full Name"], fields.Message]),
    );
    // 3:05 UTC on July 4 is 9:05 the evening before in Denver, on daylight time.
    expect(rows.map((row) => row["received"])).toEqual([
      "2026-07-03T21:05:09-06:00",
      "2026-07-03T22:05:09-06:00",
      "2026-07-03T23:05:09-06:00",
      "2026-07-04T00:05:09-06:00",
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual([...csvColumns]);
  });

  it("writes the same bytes a page at a time as whole, each page's rows before the next page is read", async () => {
    const leads = Array.from({ length: 5 }, (_, n) =>
      lead({ id: `L${String(n)}`, fields: { "Full Name": n % 2 ? "=1+2" : "Анна" } }),
    );
    const events: string[] = [];
    async function* pages() {
      for (let at = 0; at < leads.length; at += 2) {
        events.push(`read ${String(at / 2 + 1)}`);
        yield await Promise.resolve(leads.slice(at, at + 2));
      }
    }
    for (const cellText of [undefined, terminalText]) {
      events.length = 0;
      let written = "";
      for await (const part of leadCsvParts(pages(), denver, cellText)) {
        written += part;
        events.push(`wrote ${String(written.split("\r\n").length - 2)} leads`);
      }
      expect(written).toBe(leadCsv(leads, denver, cellText));
      expect(events).toEqual([
        "wrote 0 leads",
        "read 1",
        "wrote 2 leads",
        "read 2",
        "wrote 4 leads",
        "read 3",
        "wrote 5 leads",
      ]);
    }
  });

  it("keeps the formula guard when the file is read back", () => {
    const bytes = leadCsv([lead({ fields: { "Full Name": '=HYPERLINK("http://x")' } })], denver);
    const [row] = parse<Record<string, string>>(bytes, { bom: true, columns: true });
    expect(row?.["name"]).toBe(`'=HYPERLINK("http://x")`);
  });

  it("keeps leads 24 months and spam 30 days", () => {
    const now = Date.UTC(2026, 10, 23);
    const { leadsBefore, spamBefore } = purgeCutoffs(now);
    expect(new Date(leadsBefore).getUTCFullYear()).toBe(2024);
    expect(now - spamBefore).toBe(30 * 86_400_000);
  });
});

describe("The CLI and CSV rows read what the owner would see", () => {
  describe("CSV cells (OWASP, CSV injection)", () => {
    it("turns OWASP's own example into text", () => {
      expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
      expect(csvCell('=1+2";=1+2')).toBe(`"'=1+2"";=1+2"`);
    });

    it("quotes a phone number typed with + or -, at the cost of a leading '", () => {
      expect(csvCell("+1 307 555 0100")).toBe(`"'+1 307 555 0100"`);
      expect(csvCell("+1 (307) 555-0199")).toBe(`"'+1 (307) 555-0199"`);
      expect(csvCell("+13075550100")).toBe(`"'+13075550100"`);
      expect(csvCell("-(1)")).toBe(`"'-(1)"`);
      expect(csvCell("- 1")).toBe(`"'- 1"`);
      expect(csvCell("307-555-0100")).toBe(`"307-555-0100"`);
    });

    it("looks past leading whitespace and invisible characters, which a spreadsheet may trim", () => {
      expect(csvCell(" =1+2")).toBe(`"' =1+2"`);
      expect(csvCell("   +cmd|' /C calc'!A0")).toBe(`"'   +cmd|' /C calc'!A0"`);
      expect(csvCell("\n-2+3")).toBe(`"'\n-2+3"`);
      expect(csvCell("\u00a0@SUM(1)")).toBe(`"'\u00a0@SUM(1)"`);
      expect(csvCell("\u200b\ufeff=1")).toBe(`"'\u200b\ufeff=1"`);
      expect(csvCell("\x1b=1")).toBe(`"'\x1b=1"`);
    });

    it("quotes a leading tab or carriage return whatever follows, as OWASP lists them", () => {
      expect(csvCell("\tPat")).toBe(`"'\tPat"`);
      expect(csvCell("\rPat")).toBe(`"'\rPat"`);
    });

    it("treats the full-width and small-form = + - @ as formula starts", () => {
      expect(csvCell("＝HYPERLINK(1)")).toBe(`"'＝HYPERLINK(1)"`);
      expect(csvCell("\u3000＋1")).toBe(`"'\u3000＋1"`);
      expect(csvCell("－1")).toBe(`"'－1"`);
      expect(csvCell("＠A1")).toBe(`"'＠A1"`);
      expect(csvCell("﹦1")).toBe(`"'﹦1"`);
    });

    it("keeps ; | tab and line breaks inside one quoted cell, whatever separator the spreadsheet splits on", () => {
      expect(csvCell("a;=1+2")).toBe(`"a;=1+2"`);
      expect(csvCell("a\t=1+2")).toBe(`"a\t=1+2"`);
      expect(csvCell("a|=1+2")).toBe(`"a|=1+2"`);
      expect(csvCell("a,=1+2\n@b")).toBe(`"a,=1+2\n@b"`);
    });

    it("leaves ordinary text as typed, only quoted", () => {
      expect(csvCell("Pat Quinn")).toBe(`"Pat Quinn"`);
      expect(csvCell("e-mail me at pat@example.com")).toBe(`"e-mail me at pat@example.com"`);
      expect(csvCell("")).toBe(`""`);
    });

    it("writes the row of a lead whose message is OWASP's example", () => {
      const [, row] = leadCsv(
        [lead({ fields: { "Full Name": "Pat", Message: "-2+3+cmd|' /C calc'!A0" } })],
        denver,
      ).split("\r\n");
      expect(row?.split(",")[8]).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    });

    it("prints one line per lead when the cells are escaped for a terminal", () => {
      const csv = leadCsv(
        [lead({ fields: { "Full Name": "\x1b[2JPat\nQuinn", Message: "a\r\nb" } })],
        denver,
        terminalText,
      );
      const rows = csv.split("\r\n");
      expect(rows).toHaveLength(3);
      expect(rows[1]).toContain(`"\\x1b[2JPat\\nQuinn"`);
      expect(rows[1]).toContain(`"a\\r\\nb"`);
      // eslint-disable-next-line no-control-regex -- the characters that must not reach the terminal
      expect(csv.replaceAll("\r\n", "")).not.toMatch(/[\x00-\x1f\x7f-\x9f]/);
    });
  });

  describe("the table", () => {
    const hostile = lead({
      fields: { "Full Name": "\x1b]0;PWNED\x07\x1b[2JEvil", "Company Name": "\u202eexe.cod" },
      topic: "Cloud\nMigration",
      source: { utm: { utm_source: "\x1b]8;;https://evil.example/\x1b\\li\x1b]8;;\x1b\\", utm_medium: "\x1b[5;31mx" } },
      lastError: "refused: \u009b2J\u2028done",
      attempts: 2,
    });
    const faker = lead({ fields: { "Full Name": "Pat\n2026-01-01 00:00  contact  Fake" }, topic: undefined });
    const rows = leadTable([hostile, faker], denver).split("\n").slice(1);
    const time = "2026-11-23 07:02";

    it("prints every lead on one line, so a visitor cannot fake a row", () => {
      expect(rows).toHaveLength(3);
      expect(rows[2]).toBe(
        [
          time,
          "contact",
          String.raw`Pat\n2026-01-01 00:00  contact …`,
          "".padEnd(13),
          "".padEnd(16),
          "linkedin / fall".padEnd(32),
          "pending",
        ].join("  "),
      );
    });

    it("shows a title change, a screen clear, a bell, bidi, colours and an OSC-8 link as the escapes they are", () => {
      expect(rows[1]).toBe(
        [
          time,
          "contact",
          String.raw`\x1b]0;PWNED\x07\x1b[2JEvil`.padEnd(32),
          String.raw`\u202eexe.cod`,
          String.raw`Cloud\nMigration`,
          String.raw`\x1b]8;;https://evil.example/\x…`,
          String.raw`pending, 2 tries: refused: \x9b2J\u2028done`,
        ].join("  "),
      );
      expect(terminalText(sourceLabel(hostile))).toBe(
        String.raw`\x1b]8;;https://evil.example/\x1b\li\x1b]8;;\x1b\ / \x1b[5;31mx`,
      );
    });

    it("leaves nothing a terminal would act on", () => {
      // eslint-disable-next-line no-control-regex -- the characters that must not reach the terminal
      expect(rows.join("")).not.toMatch(/[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    });
  });
});
