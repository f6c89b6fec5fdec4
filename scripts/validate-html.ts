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
let failed = false;
for (const { name, dir } of builds) {
  const started = performance.now();
  const run = spawnSync(java, ["-jar", jar, "--format", "json", "--skip-non-html", dir], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] };
  const pages = spawnSync("find", [dir, "-name", "*.html"], { encoding: "utf8" }).stdout.trim().split("\n").length;

  const where = (m: Message) => (m.url ? relative(dir, new URL(m.url).pathname) : name);
  const errors = messages.filter((m) => m.type !== "info");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  const notes = messages.length - errors.length - warnings.length;

  for (const m of [...errors, ...warnings]) console.log(`${m.subType ?? m.type}: ${name}: ${where(m)}: ${m.message}`);
  console.log(
    `Nu Html Checker, ${name}: ${pages} pages, ${errors.length} errors, ${warnings.length} warnings, ` +
      `${notes} informational notes (${Math.round((performance.now() - started) / 1000)} s)`,
  );
  failed ||= errors.length + warnings.length > 0 || (run.status !== 0 && errors.length === 0);
}
process.exit(failed ? 1 : 0);
