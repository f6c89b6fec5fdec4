/**
 * Checks every HTML file in dist/, and in the build with a sample photograph on every entity that can have one
 * (scripts/lib/pictured-project.ts), with the W3C Nu Html Checker (npm `vnu-jar`) on the machine's Java.
 * vnu-jar's own install script, which downloads a Java runtime, stays disallowed: `.ci/run` installs
 * Debian's Java when a machine has none. Fails on any error or warning; prints the counts.
 * Usage: npm run validate  (after a build)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { dist } from "./lib/dist.ts";
import { picturedProject } from "./lib/pictured-project.ts";

type Message = { type: "error" | "info" | "non-document-error"; subType?: string; url?: string; message: string };

if (!existsSync(dist)) throw new Error("No dist/ yet: run `npm run build` first.");
const jar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
const java = process.env["JAVA"] ?? "java";

if (spawnSync(java, ["-version"]).status !== 0) {
  console.error(`No Java runtime found (${java}). Install Debian's default-jre-headless, or set JAVA.`);
  process.exit(1);
}

const builds = [
  { name: "dist", dir: dist },
  { name: "with photographs", dir: (await picturedProject()).dist },
];
// Both builds in one run of the checker: one Java start and one warm-up instead of two.
const started = performance.now();
const run = spawnSync(java, ["-jar", jar, "--format", "json", "--skip-non-html", ...builds.map((b) => b.dir)], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] };
const seconds = Math.round((performance.now() - started) / 1000);

let problems = 0;
for (const { name, dir } of builds) {
  const mine = messages.filter((m) => m.url && new URL(m.url).pathname.startsWith(`${dir}/`));
  const pages = spawnSync("find", [dir, "-name", "*.html"], { encoding: "utf8" }).stdout.trim().split("\n").length;

  const where = (m: Message) => (m.url ? relative(dir, new URL(m.url).pathname) : name);
  const errors = mine.filter((m) => m.type !== "info");
  const warnings = mine.filter((m) => m.type === "info" && m.subType === "warning");
  const notes = mine.length - errors.length - warnings.length;

  for (const m of [...errors, ...warnings]) console.log(`${m.subType ?? m.type}: ${name}: ${where(m)}: ${m.message}`);
  console.log(
    `Nu Html Checker, ${name}: ${pages} pages, ${errors.length} errors, ${warnings.length} warnings, ` +
      `${notes} informational notes`,
  );
  problems += errors.length + warnings.length;
}
// A message tied to no file of either build (the checker's own failure) fails the run too.
const unplaced = messages.filter(
  (m) => !builds.some(({ dir }) => m.url && new URL(m.url).pathname.startsWith(`${dir}/`)),
);
for (const m of unplaced) console.log(`${m.type}: ${m.message}`);
console.log(`(${seconds} s)`);
problems += unplaced.filter((m) => m.type !== "info").length;
// The checker exits non-zero when it finds errors; with none found, that is its own failure.
process.exit(problems > 0 || run.status !== 0 ? 1 : 0);
