import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../integrations/built-pages.ts";

/**
 * One response promise across the site: the spec's thank-you page says a reply comes "typically within 24
 * business hours", so every page that promises a reply names the same time. Reads the copy in code and the
 * content editors own, so a new page or an edited entry that promises otherwise fails here.
 */
const root = join(import.meta.dirname, "..", "..");
const files = (dir: string): string[] =>
  listFiles(join(root, dir)).filter(
    (path) => /\.(ts|tsx|json|md|mdoc|astro)$/.test(path) && !path.endsWith(".test.ts"),
  );

const PROMISE = "within 24 business hours";
/** A sentence that promises the visitor an answer, and the time it names. */
const REPLY =
  /(repl(y|ies)|hear back|come back|respond|answer)[^.;"]*?\bwithin ([^.;,"]+)|within ([^.;,"]+?) you will hear back/gi;

describe("the reply promise", () => {
  // Legal pages state other deadlines (a privacy request is answered within 30 days, as the law sets).
  const promises = ["config", "content", "components", "views", "schemas", "pages"]
    .flatMap(files)
    .filter((file) => !file.includes(join("content", "legal")))
    .flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(REPLY)].map((match) => ({
        file: file.slice(root.length + 1),
        time: `within ${(match[3] ?? match[4] ?? "").replace(/\s+/g, " ").trim()}`,
      })),
    );

  it("is made on the pages that invite a message", () => {
    expect(promises.length).toBeGreaterThan(5);
  });

  it.each(["one business day", "2 business days", "48 hours"])("would catch a page promising %s", (time) => {
    expect([...`We will reply within ${time}.`.matchAll(REPLY)]).toHaveLength(1);
  });

  it("names one time everywhere: the thank-you page's", () => {
    expect(promises.filter((promise) => !promise.time.startsWith(PROMISE))).toEqual([]);
  });
});
