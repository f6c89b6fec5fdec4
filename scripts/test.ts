/**
 * `npm test`: every check, in order, stopping at the first that fails, then a table of each step's wall time
 * and the builds it made. The run fixes its moment once (SOURCE_DATE_EPOCH: every build of the run shows the
 * same day, even across midnight) and keeps its shared builds in one folder (TEST_RUN_DIR), removed at the end;
 * the site itself is built once, in its own step, and every later step reads that dist/.
 * Usage: npm test
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite, buildsIn } from "./lib/build.ts";

const run = mkdtempSync(join(tmpdir(), "bighorn-test-run-"));
const ledger = join(run, "builds.jsonl");
Object.assign(process.env, {
  TEST_RUN_DIR: run,
  TEST_BUILD_LOG: ledger,
  SOURCE_DATE_EPOCH: process.env["SOURCE_DATE_EPOCH"] ?? String(Math.floor(Date.now() / 1000)),
  ASTRO_TELEMETRY_DISABLED: "1",
});

/** A command run as this step, its output passed through. */
const command =
  (name: string, ...args: string[]) =>
  () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(name, args, { stdio: "inherit" });
      child.on("error", reject);
      child.on("exit", (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`${[name, ...args].join(" ")} exited with ${signal ?? String(code)}`));
      });
    });

const steps: [string, () => Promise<void>][] = [
  ["machine tools", command("bash", "scripts/provision.sh")],
  ["types, lint, format", command("npm", "run", "--silent", "check")],
  ["unit tests", command("npx", "vitest", "run")],
  [
    "build",
    async () => {
      await buildSite();
      process.env["TEST_SITE_BUILT"] = "1";
    },
  ],
  ["budgets", command("node", "scripts/budget.ts", "--no-build")],
  ["HTML validity", command("node", "scripts/validate-html.ts")],
  ["Lighthouse audit", command("node", "scripts/audit.ts", "--no-build")],
  ["browser tests", command("npx", "playwright", "test")],
  ["load test", command("node", "scripts/load-test.ts", "--seconds", "3")],
];

type Done = { step: string; seconds: number; builds: string[]; ok: boolean };
const done: Done[] = [];
let failure: Error | undefined;
for (const [step, perform] of steps) {
  console.log(`\n=== ${step}`);
  const before = buildsIn(ledger).length;
  const started = performance.now();
  try {
    await perform();
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const builds = buildsIn(ledger)
    .slice(before)
    .map((b) => `${b.label}${b.ok ? "" : " (refused)"}`);
  done.push({ step, seconds: (performance.now() - started) / 1000, builds, ok: failure === undefined });
  if (failure !== undefined) break;
}

const total = done.reduce((sum, d) => sum + d.seconds, 0);
const allBuilds = done.flatMap((d) => d.builds);
console.log(`\n${"step".padEnd(22)}${"time".padStart(9)}${"builds".padStart(8)}  what was built`);
for (const d of done) {
  const time = `${d.seconds.toFixed(0)} s`;
  console.log(
    `${(d.ok ? d.step : `${d.step} (failed)`).padEnd(22)}${time.padStart(9)}${String(d.builds.length).padStart(8)}  ${d.builds.join(", ")}`,
  );
}
console.log(`${"total".padEnd(22)}${`${total.toFixed(0)} s`.padStart(9)}${String(allBuilds.length).padStart(8)}`);

rmSync(run, { recursive: true, force: true });
if (failure !== undefined) {
  console.error(`\n${failure.message}`);
  process.exit(1);
}
