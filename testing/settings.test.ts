import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./project-copy.ts";

/**
 * Every setting the code reads is in exactly one table (README, Settings, for what an owner may set; docs/testing.md
 * for the tools' and tests' own), and the product reads each in the one module its runtime reads settings in.
 * A setting read anywhere else, or read and documented nowhere, or documented and read nowhere, fails here.
 */

/** The one place each runtime reads its settings. */
const settingsModules = [
  "src/integrations/build-settings.ts", // astro build
  "hosting/settings.ts", // npm start, npm run leads
  "leads/config.ts", // the lead service, on every host
  "leads/cloudflare/service.ts", // the Worker's bindings
  "admin/env.ts", // the admin deployment
  "netlify/functions/daily-build.ts", // Netlify's scheduled rebuild
];
const productFolders = ["src", "leads", "hosting", "admin", "forms", "security", "netlify"];
const productFiles = ["astro.config.ts", "keystatic.config.ts"];
const toolFolders = ["scripts", "testing", "e2e", ".ci"];
const toolFiles = ["playwright.config.ts", "vitest.config.ts"];
/** Names a platform hands the code that are not settings anyone sets (Cloudflare's asset binding). */
const notSettings = new Set(["ASSETS"]);

const skipped = new Set(["node_modules", "dist", "fixtures"]);
function filesUnder(folder: string): string[] {
  const root = join(projectRoot, folder);
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => join(root, file))
    .filter(
      (file) =>
        statSync(file).isFile() &&
        !relative(projectRoot, file)
          .split("/")
          .some((part) => skipped.has(part)) &&
        /\.(ts|tsx|astro|sh)$|\/run$/.test(file) &&
        !/\.test\.tsx?$/.test(file),
    );
}

/** The settings a file reads: `process.env["X"]`, `env["X"]`, `env.X`, a name handed to a reader, `${X:-…}`. */
function readsIn(text: string): string[] {
  const names = new Set<string>();
  const read = [
    /(?<!meta\.)\benv\[\s*"([A-Z][A-Z0-9_]+)"\s*\](?!\s*=[^=])/g,
    /(?<!meta\.)\benv\.([A-Z][A-Z0-9_]+)\b(?!\s*=[^=])/g,
    /\b(?:seconds|minutes|count)\("([A-Z][A-Z0-9_]+)"/g,
    /\$\{([A-Z][A-Z0-9_]+):-/g,
    // A list of names a module checks in a loop (admin/env.ts).
    /(?:^\s+|\[)"([A-Z][A-Z0-9]*_[A-Z0-9_]+)"(?=,|\] as const)/gm,
  ];
  for (const pattern of read) for (const match of text.matchAll(pattern)) names.add(match[1] ?? "");
  return [...names].filter((name) => !notSettings.has(name));
}

/** The names in the first column of the markdown tables under `heading` in `file`. */
function documented(file: string, heading: string): string[] {
  const text = readFileSync(join(projectRoot, file), "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file} has no "${heading}" section`);
  const rest = text.slice(start + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n#{1,3} /) >>> 0 || rest.length);
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1] ?? "");
}

const collect = (folders: string[], files: string[]) =>
  [...folders.flatMap(filesUnder), ...files.map((file) => join(projectRoot, file))].map((file) => ({
    file: relative(projectRoot, file),
    names: readsIn(readFileSync(file, "utf8")),
  }));

const product = collect(productFolders, productFiles);
const tools = collect(toolFolders, toolFiles);
const userTable = documented("README.md", "## Settings");
const toolTable = documented("docs/testing.md", "## Tools' and tests' settings");

describe("every setting", () => {
  it("the product reads in its runtime's one settings module", () => {
    const elsewhere = product.filter(({ file, names }) => names.length && !settingsModules.includes(file));
    expect(elsewhere).toEqual([]);
  });

  it("is in exactly one table, and every name in the tables is read", () => {
    const read = new Set([...product, ...tools].flatMap(({ names }) => names));
    const inBoth = userTable.filter((name) => toolTable.includes(name));
    expect(inBoth).toEqual([]);
    expect([...read].filter((name) => !userTable.includes(name) && !toolTable.includes(name)).sort()).toEqual([]);
    expect([...userTable, ...toolTable].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it("an owner may set is in the README's table, and only those", () => {
    const productNames = new Set(product.flatMap(({ names }) => names));
    expect(toolTable.filter((name) => productNames.has(name)).sort()).toEqual([]);
  });
});
