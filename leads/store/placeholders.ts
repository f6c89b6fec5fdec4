/**
 * Postgres numbers a statement's values (`$1`, `$2`, …); the store writes `?` for each, as SQLite and D1 take
 * them. The rewrite reads the statement as Postgres does, so a `?` inside a string, a quoted name or a comment
 * stays as written: `'…'` (a quote doubled inside), `E'…'` (backslash escapes too), `$tag$…$tag$`, `"…"`,
 * `-- …` to the end of the line and `/* … *\/`, nested. `??` is one literal `?`, Postgres' own operator (a JSON
 * object has this key), as JDBC spells it.
 */
export function numberedPlaceholders(sql: string): string {
  let out = "";
  let n = 0;
  let at = 0;
  /** Copies the statement up to `end` (exclusive) as it was, and goes on from there. */
  const keep = (end: number) => {
    out += sql.slice(at, end);
    at = end;
  };
  while (at < sql.length) {
    const char = sql[at];
    const next = sql[at + 1];
    if (char === "?") {
      if (next === "?") {
        out += "?";
        at += 2;
      } else {
        out += `$${String(++n)}`;
        at += 1;
      }
    } else if (char === "'" || char === '"') {
      const escapes = char === "'" && /[eE]/.test(sql[at - 1] ?? "") && !/\w/.test(sql[at - 2] ?? "");
      keep(quotedEnd(sql, at, char, escapes));
    } else if (char === "-" && next === "-") {
      const end = sql.indexOf("\n", at);
      keep(end === -1 ? sql.length : end + 1);
    } else if (char === "/" && next === "*") {
      keep(commentEnd(sql, at));
    } else if (char === "$" && !/\w/.test(sql[at - 1] ?? "")) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(at))?.[0];
      if (tag) {
        const close = sql.indexOf(tag, at + tag.length);
        keep(close === -1 ? sql.length : close + tag.length);
      } else keep(at + 1);
    } else keep(at + 1);
  }
  return out;
}

/** Where a quoted string or name that opens at `start` ends (past its closing quote), or the statement's end. */
function quotedEnd(sql: string, start: number, quote: string, escapes: boolean): number {
  for (let at = start + 1; at < sql.length; at++) {
    if (escapes && sql[at] === "\\") at++;
    else if (sql[at] === quote) {
      if (sql[at + 1] !== quote) return at + 1;
      at++;
    }
  }
  return sql.length;
}

/** Where a block comment that opens at `start` ends: Postgres nests them. */
function commentEnd(sql: string, start: number): number {
  let depth = 0;
  for (let at = start; at < sql.length - 1; at++) {
    if (sql[at] === "/" && sql[at + 1] === "*") {
      depth++;
      at++;
    } else if (sql[at] === "*" && sql[at + 1] === "/") {
      depth--;
      at++;
      if (depth === 0) return at + 1;
    }
  }
  return sql.length;
}
