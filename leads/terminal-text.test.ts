import { describe, expect, it } from "vitest";
import { terminalText } from "./terminal-text.ts";

describe("terminalText", () => {
  it("shows a window title, a screen clear and a bell as text", () => {
    expect(terminalText("\x1b]0;PWNED\x07\x1b[2JEvil")).toBe("\\x1b]0;PWNED\\x07\\x1b[2JEvil");
  });

  it("shows colours, blinking and an OSC-8 link to another site as text", () => {
    expect(terminalText("\x1b[5;31mlinkedin\x1b[0m")).toBe("\\x1b[5;31mlinkedin\\x1b[0m");
    expect(terminalText("\x1b]8;;https://evil.example/\x1b\\linkedin\x1b]8;;\x1b\\")).toBe(
      "\\x1b]8;;https://evil.example/\\x1b\\linkedin\\x1b]8;;\\x1b\\",
    );
  });

  it("keeps a line break, a carriage return and a tab on the row", () => {
    expect(terminalText("Pat\nQuinn\r\tX")).toBe("Pat\\nQuinn\\r\\tX");
    expect(terminalText("a\u2028b\u2029c")).toBe("a\\u2028b\\u2029c");
  });

  it("shows every C0 and C1 control and DEL, and nothing a terminal would act on remains", () => {
    expect(terminalText("\0\x08\x0b\x0c\x7f")).toBe("\\x00\\x08\\x0b\\x0c\\x7f");
    expect(terminalText("\u0085\u009b31m\u009d0;t\u009c")).toBe("\\x85\\x9b31m\\x9d0;t\\x9c");
    const every = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).join("");
    // eslint-disable-next-line no-control-regex -- the characters this test proves are gone
    expect(terminalText(every)).not.toMatch(/[\x00-\x1f\x7f-\x9f]/);
  });

  it("shows bidi overrides, embeddings, isolates and marks, which reorder what the owner reads", () => {
    expect(terminalText("Pat \u202eexe.cod\u202c")).toBe("Pat \\u202eexe.cod\\u202c");
    expect(terminalText("\u202a\u202b\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c")).toBe(
      "\\u202a\\u202b\\u202d\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c",
    );
  });

  it("shows a lone surrogate instead of letting it print as U+FFFD", () => {
    expect(terminalText("a\ud800b")).toBe("a\\ud800b");
  });

  it("leaves names in any script, accents, emoji and backslashes as typed", () => {
    const names = "José Müller · 王小明 · مريم · 👩‍💻 · C:\\Users";
    expect(terminalText(names)).toBe(names);
  });
});
