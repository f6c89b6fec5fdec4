/**
 * `npm test`: every check, then a table of each step's wall time and the builds it made. The run fixes its
 * moment once (SOURCE_DATE_EPOCH: every build of the run shows the same day, even across midnight) and keeps
 * its shared builds in one folder (TEST_RUN_DIR), removed at the end. The site is built once, in its own
 * step, and every later step reads that dist/.
 *
 * Steps in one lane run in order; the lanes of a phase run side by side (the checks of the source need no
 * build, so they share the machine with a build), and a phase starts once the one before has passed.
 * Usage: npm test
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite, buildsIn } from "../testing/builds.ts";
import { picturedProject } from "../testing/pictured-project.ts";

const run = mkdtempSync(join(tmpdir(), "bighorn-test-run-"));
// Stopped by hand, the run still takes its folder of builds with it (its steps get the signal too).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    rmSync(run, { recursive: true, force: true });
    process.exit(130);
  });
}
const ledger = join(run, "builds.jsonl");
Object.assign(process.env, {
  TEST_RUN_DIR: run,
  TEST_BUILD_LOG: ledger,
  SOURCE_DATE_EPOCH: process.env["SOURCE_DATE_EPOCH"] ?? String(Math.floor(Date.now() / 1000)),
  ASTRO_TELEMETRY_DISABLED: "1",
});

/** A step; `perform` gets its name, which every build it makes records (TEST_STEP) for the summary. */
type Step = { name: string; perform: (step: string) => Promise<void> };

/**
 * A step run in this process. Only one lane runs such steps at a time, so the process's TEST_STEP names the
 * step alone while it runs.
 */
const here =
  (task: () => Promise<unknown>) =>
  async (step: string): Promise<void> => {
    process.env["TEST_STEP"] = step;
    await task();
  };

/** A command run as a step. Its output is passed through, each line marked with the step when lanes share the screen. */
const command = (name: string, args: string[], step: string, { marked = false } = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(name, args, {
      env: { ...process.env, TEST_STEP: step },
      stdio: ["ignore", marked ? "pipe" : "inherit", marked ? "pipe" : "inherit"],
    });
    if (marked) {
      const mark = (stream: NodeJS.WritableStream) => {
        let partial = "";
        return (chunk: Buffer) => {
          const lines = (partial + chunk.toString()).split("\n");
          partial = lines.pop() ?? "";
          for (const line of lines) stream.write(`[${args.join(" ")}] ${line}\n`);
        };
      };
      child.stdout?.on("data", mark(process.stdout));
      child.stderr?.on("data", mark(process.stderr));
    }
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[name, ...args].join(" ")} exited with ${signal ?? String(code)}`));
    });
  });

/** playwright.config.ts's projects that drive Chromium alone; "firefox" and "webkit" run as the next step. */
const chromiumProjects = ["hosts", "admin", "chromium", "edited content"];

const phases: Step[][][] = [
  [[{ name: "machine tools", perform: (step) => command("bash", ["scripts/provision.sh"], step) }]],
  [
    [
      {
        name: "build",
        perform: here(async () => {
          await buildSite();
          process.env["TEST_SITE_BUILT"] = "1";
        }),
      },
    ],
  ],
  // The checks of the source (after the build, since astro check and a build of the project both write its .astro/
  // types) beside the copy with photographs (built in a folder of its own); then the checks that read both builds,
  // in two lanes. Each gates on what a build is, not on how fast the machine makes it, so sharing the cores changes
  // their time, not their verdict.
  [
    [
      {
        name: "types, lint, format",
        perform: (step) => command("npm", ["run", "--silent", "check"], step, { marked: true }),
      },
      { name: "unit tests", perform: (step) => command("npx", ["vitest", "run"], step, { marked: true }) },
    ],
    [{ name: "build with photographs", perform: here(picturedProject) }],
  ],
  // Two lanes of about the same length (budgets and HTML 85 s, Lighthouse 92 s, on 2 cores).
  [
    [
      {
        name: "budgets",
        perform: (step) => command("node", ["scripts/budget.ts", "--no-build"], step, { marked: true }),
      },
      {
        name: "HTML validity",
        perform: (step) => command("node", ["scripts/validate-html.ts"], step, { marked: true }),
      },
    ],
    [
      {
        name: "Lighthouse audit",
        perform: (step) => command("node", ["scripts/audit.ts", "--no-build"], step, { marked: true }),
      },
    ],
  ],
  [
    [
      {
        name: "browser tests",
        perform: (step) =>
          command("npx", ["playwright", "test", ...chromiumProjects.flatMap((p) => ["--project", p])], step),
      },
    ],
  ],
  // The visitor's journeys again in Firefox ESR and WebKitGTK, a step of their own so the table shows their cost.
  [
    [
      {
        name: "other engines",
        perform: (step) => command("npx", ["playwright", "test", "--project", "firefox", "--project", "webkit"], step),
      },
    ],
  ],
  [[{ name: "load test", perform: (step) => command("node", ["scripts/load-test.ts", "--seconds", "3"], step) }]],
];

type Done = { step: string; seconds: number; builds: string[]; error: Error | undefined };
const done: Done[] = [];
const runStarted = performance.now();

/** Runs a lane's steps in order, stopping at the first that fails. */
async function runLane(lane: Step[]): Promise<void> {
  for (const { name, perform } of lane) {
    console.log(`\n=== ${name}`);
    const started = performance.now();
    let error: Error | undefined;
    try {
      await perform(name);
    } catch (caught) {
      error = caught instanceof Error ? caught : new Error(String(caught));
    }
    const builds = buildsIn(ledger)
      .filter((b) => b.step === name)
      .map((b) => `${b.label}${b.ok ? "" : " (refused)"}`);
    done.push({ step: name, seconds: (performance.now() - started) / 1000, builds, error });
    if (error) return;
  }
}

const failed = () => done.filter((d) => d.error);
for (const phase of phases) {
  await Promise.all(phase.map(runLane));
  if (failed().length) break;
}

const builds = buildsIn(ledger);
console.log(`\n${"step".padEnd(24)}${"time".padStart(8)}${"builds".padStart(8)}  what it built`);
for (const d of done) {
  const name = d.error ? `${d.step} (failed)` : d.step;
  console.log(
    `${name.padEnd(24)}${`${d.seconds.toFixed(0)} s`.padStart(8)}${String(d.builds.length).padStart(8)}  ${d.builds.join(", ")}`,
  );
}
const wall = (performance.now() - runStarted) / 1000;
console.log(`${"whole run".padEnd(24)}${`${wall.toFixed(0)} s`.padStart(8)}${String(builds.length).padStart(8)}`);

rmSync(run, { recursive: true, force: true });
if (failed().length) {
  for (const d of failed()) console.error(`\n${d.step}: ${d.error?.message ?? ""}`);
  process.exit(1);
}
