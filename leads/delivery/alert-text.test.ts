import { describe, expect, it } from "vitest";
import { alertLine, alertRequest, type AlertText } from "./alert-text.ts";

/** A form service's refusal written to look like the owners' own tools. */
const hostile =
  "<!channel> @everyone <https://evil.example|Click here to fix delivery> [Fix it](https://evil.example) **now**\n2026-11-26 LEAD DELIVERED\x1b[2J";
const text: AlertText = [
  'Bighorn Software: the form service answers "',
  { quoted: hostile },
  '". See https://www.bighorn.test/api/leads',
];

const bodyOf = (format: "json" | "text") => alertRequest({ url: "https://hooks.example.test/x", format }, text).body;

describe("an alert carrying a stranger's words", () => {
  it("for Slack and Teams, escapes <, > and &: no mention, no disguised link", () => {
    const { text: slack } = JSON.parse(bodyOf("json")) as { text: string };
    expect(slack).not.toMatch(/[<>]/);
    expect(slack).toContain("&lt;!channel&gt;");
    expect(slack).toContain("&lt;https://evil.example|Click here to fix delivery&gt;");
    expect(slack).toContain("See https://www.bighorn.test/api/leads");
  });

  it("for Discord, pings no one and shows its Markdown as typed", () => {
    const body = JSON.parse(bodyOf("json")) as { content: string; allowed_mentions: { parse: string[] } };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).toContain(String.raw`\[Fix it\]\(https\://evil.example\)`);
    expect(body.content).toContain(String.raw`\*\*now\*\*`);
    expect(body.content).toContain(String.raw`\<!channel\>`);
    // Our own words and link are left as written.
    expect(body.content).toMatch(/^Bighorn Software: the form service answers "/);
    expect(body.content).toMatch(/"\. See https:\/\/www\.bighorn\.test\/api\/leads$/);
  });

  it("in every format and in the log, keeps the stranger's words on one line that does nothing", () => {
    for (const body of [bodyOf("text"), (JSON.parse(bodyOf("json")) as { text: string }).text, alertLine(text)]) {
      // eslint-disable-next-line no-control-regex -- a line break or escape would forge a line or act on a terminal
      expect(body).not.toMatch(/[\n\r\x1b]/);
      expect(body).toContain(String.raw`\n2026-11-26 LEAD DELIVERED\x1b[2J`);
    }
  });
});
