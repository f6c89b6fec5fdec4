import { describe, expect, it } from "vitest";
import { numberedPlaceholders } from "./placeholders.ts";

describe("the store's ? values, numbered for Postgres", () => {
  it.each([
    [
      "each ? in order",
      "SELECT * FROM leads WHERE id = ? AND status = ? LIMIT ?",
      "SELECT * FROM leads WHERE id = $1 AND status = $2 LIMIT $3",
    ],
    ["a ? in a string stays", "SELECT '?', ? FROM t WHERE a = 'it''s ?'", "SELECT '?', $1 FROM t WHERE a = 'it''s ?'"],
    ["an E string's escaped quote does not end it", "SELECT E'a\\'?', ?", "SELECT E'a\\'?', $1"],
    [
      "a name ending in e before a string is no E string",
      "SELECT code FROM t WHERE type = 'a\\' AND x = ?",
      "SELECT code FROM t WHERE type = 'a\\' AND x = $1",
    ],
    ["a dollar-quoted body stays", "SELECT $$ ? 'x $$, $fn$ ? $$ ? $fn$, ?", "SELECT $$ ? 'x $$, $fn$ ? $$ ? $fn$, $1"],
    ["a numbered value is no dollar quote", "SELECT $1, ?", "SELECT $1, $1"],
    ["a quoted name stays", 'SELECT "who?" FROM t WHERE "a""?" = ?', 'SELECT "who?" FROM t WHERE "a""?" = $1'],
    ["a line comment stays", "SELECT ? -- why ?\nFROM t WHERE a = ?", "SELECT $1 -- why ?\nFROM t WHERE a = $2"],
    ["a nested block comment stays", "SELECT /* a /* ? */ ? */ ? FROM t", "SELECT /* a /* ? */ ? */ $1 FROM t"],
    [
      "?? is Postgres' own ? operator",
      "SELECT fields::jsonb ?? 'Email' FROM leads WHERE id = ?",
      "SELECT fields::jsonb ? 'Email' FROM leads WHERE id = $1",
    ],
    ["a string left open ends the statement", "SELECT 'open ?", "SELECT 'open ?"],
  ])("%s", (_, sql, expected) => {
    expect(numberedPlaceholders(sql)).toBe(expected);
  });
});
