import { spawn } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, dieWithThisProcess } from "./processes.ts";
import { projectRoot } from "./project-copy.ts";

/**
 * Every build the scripts and tests make starts here, so a run can count them: `npm test` (scripts/test.ts)
 * names a ledger file in TEST_BUILD_LOG, each build adds a line to it, and the run prints how many each step
 * made. Builds that one run needs more than once (the Cloudflare target, the project with photographs, the
 * copy an editor filled in) are made once into the run's folder (TEST_RUN_DIR) and shared by every step and
 * worker that asks for them.
 */

export type BuildResult = { ok: boolean; output: string };
export type BuildRequest = {
  /** What is built, for the run's ledger ("site", "cloudflare", "admin deployment"...). */
  label: string;
  /** The arguments after `astro` (default `build`), or a whole command for builds that are not Astro's CLI. */
  args?: string[];
  command?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
};

/** One build of a run: what it was, whether it succeeded, how long it took, and the step of npm test that made it. */
export type LedgerEntry = { label: string; ok: boolean; seconds: number; step: string };

function record(label: string, ok: boolean, started: number) {
  const ledger = process.env["TEST_BUILD_LOG"];
  if (!ledger) return;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const line: LedgerEntry = { label, ok, seconds, step: process.env["TEST_STEP"] ?? "" };
  appendFileSync(ledger, `${JSON.stringify(line)}\n`);
}

/** Runs one build as a child process and resolves with whether it succeeded and what it printed. */
export function runBuild(request: BuildRequest): Promise<BuildResult> {
  // Builds of the project itself share its .astro/ folder and image cache: one at a time across the run.
  const cwd = request.cwd ?? projectRoot;
  return cwd === projectRoot && process.env["TEST_RUN_DIR"]
    ? withLock(join(runDir(), "project-build.lock"), () => spawnBuild({ ...request, cwd }))
    : spawnBuild({ ...request, cwd });
}

async function spawnBuild({
  label,
  args = ["build"],
  command = bin("astro"),
  cwd,
  env = {},
}: BuildRequest): Promise<BuildResult> {
  const started = performance.now();
  // The environment as it is now, not as it was when this module loaded: npm test and the Playwright config fix
  // SOURCE_DATE_EPOCH after their imports.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const forget = dieWithThisProcess(child.pid);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  forget();
  record(label, code === 0, started);
  return { ok: code === 0, output };
}

/** Like runBuild, but a failed build throws with its output. */
export async function build(request: BuildRequest): Promise<void> {
  const result = await runBuild(request);
  if (!result.ok) throw new Error(`The ${request.label} build failed:\n${result.output}`);
}

/** The production build into dist/, as `npm run build` makes it, from the environment's settings. */
export function buildSite(): Promise<void> {
  return build({ label: "site" });
}

/**
 * The run's folder for shared builds: TEST_RUN_DIR when the run names one (npm test and the browser tests do),
 * else one made now and named in the environment, so the processes this one starts share it.
 */
export function runDir(): string {
  const named = process.env["TEST_RUN_DIR"];
  if (named) {
    mkdirSync(named, { recursive: true });
    return named;
  }
  const made = mkdtempSync(join(tmpdir(), "bighorn-run-"));
  process.env["TEST_RUN_DIR"] = made;
  return made;
}

/**
 * A process as a lock names it: its pid and, on Linux, when it started (field 22 of /proc/PID/stat), so a pid
 * that a later process reuses (a fresh machine started from a snapshot of this one's /tmp) is not taken for the
 * holder.
 */
function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: count fields after its closing parenthesis.
    return `${String(pid)} ${stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? ""}`;
  } catch {
    return undefined;
  }
}

/** Whether the process that holds a lock is still running (a lock without its holder written yet is). */
export function makerAlive(lock: string): boolean {
  let holder: string;
  try {
    holder = readFileSync(join(lock, "pid"), "utf8").trim();
  } catch {
    return true;
  }
  const pid = Number(holder.split(" ")[0]);
  if (existsSync("/proc/self/stat")) return processIdentity(pid) === holder;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` while holding a lock that every process of the run respects: a folder made atomically, holding
 * the holder's pid, so a lock left by a process that died is taken over instead of waited on forever.
 */
export async function withLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), processIdentity(process.pid) ?? String(process.pid));
      break;
    } catch {
      // A dead holder's lock is moved aside in one step, so two waiters cannot both take it over.
      if (!makerAlive(lock)) {
        const stale = `${lock}.stale-${String(process.pid)}`;
        try {
          renameSync(lock, stale);
          rmSync(stale, { recursive: true, force: true });
        } catch {
          // Another waiter moved it first.
        }
      }
      await sleep(250);
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A build made once per run and shared: the first caller (in any process of the run) makes it in
 * `<run>/<name>` with `make`, later and concurrent callers wait for it and get the same folder. A failed
 * `make` leaves nothing behind, so the next caller tries again and sees the failure itself.
 */
export async function sharedBuild(name: string, make: (folder: string) => Promise<void>): Promise<string> {
  const folder = join(runDir(), name);
  const done = join(folder, ".built");
  if (existsSync(done)) return folder;
  return withLock(`${folder}.lock`, async () => {
    if (existsSync(done)) return folder;
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    try {
      await make(folder);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    writeFileSync(done, new Date().toISOString());
    return folder;
  });
}

/** The builds a run's ledger lists, for the run's summary. */
export function buildsIn(ledger: string): LedgerEntry[] {
  if (!existsSync(ledger)) return [];
  return readFileSync(ledger, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LedgerEntry);
}
