import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, test } from "vitest";

const src = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(src, path), "utf8");

/** The files a module imports, by path from src/, following relative imports only (packages draw no classes). */
function importsOf(path: string): string[] {
  const found: string[] = [];
  for (const [, target = ""] of read(path).matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)) {
    const base = join(dirname(path), target);
    const file = [base, `${base}.tsx`, `${base}.ts`].find(
      (f) => existsSync(join(src, f)) && statSync(join(src, f)).isFile(),
    );
    if (file) found.push(file);
  }
  return found;
}

function drawnFrom(...routes: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    importsOf(path).forEach(visit);
  };
  routes.forEach(visit);
  return seen;
}

/** home.css's `@source` lines, braces expanded, as paths from src/. */
function homeSources(): Set<string> {
  const paths = new Set<string>();
  for (const [, pattern = ""] of read("styles/home.css").matchAll(/^@source "([^"]+)";$/gm)) {
    const [before, choices, after] = /^(.*)\{([^}]*)\}(.*)$/.exec(pattern)?.slice(1) ?? [pattern, "", ""];
    for (const choice of choices ? choices.split(",") : [""]) {
      paths.add(relative(src, join(src, "styles", `${before}${choice}${after}`)));
    }
  }
  return paths;
}

/** Where the site's stylesheet looks for classes (site.css): the code that renders markup, but for what goes in
 * the head (components/seo: titles and structured data, no classes). */
const drawsMarkup = (path: string) =>
  (/^(components|views|layouts|pages)\//.test(path) && !path.startsWith("components/seo/")) ||
  path === "lib/layout/balanced-columns.ts";

/** Imported by the document, rendered only on pages that raise toasts (`toastsWith`), which the home page does not. */
const notOnHome = ["components/islands/toaster.tsx"];

describe("the home page's stylesheet", () => {
  test("looks for classes in every file the home page is drawn from", () => {
    const drawn = [...drawnFrom("pages/index.astro")].filter(drawsMarkup);
    const missing = drawn.filter((path) => !homeSources().has(path) && !notOnHome.includes(path));
    expect(missing, "add these to src/styles/home.css's @source lines").toEqual([]);
    // The walk reaches the sections, so a section the home page gains is caught here.
    expect(drawn).toContain("components/sections/hero.tsx");
  });

  test("names only files that exist, so a renamed component cannot leave a line behind", () => {
    const gone = [...homeSources()].filter((path) => !existsSync(join(src, path)));
    expect(gone).toEqual([]);
  });

  test("leaves out the toasts because the home page has none", () => {
    expect(read("pages/index.astro")).not.toMatch(/toastsWith/);
  });
});
