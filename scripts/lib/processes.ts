import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

/** A tool the project installs (astro, wrangler, netlify), by name. */
export const bin = (name: string) => join(import.meta.dirname, "..", "..", "node_modules", ".bin", name);

/** The environment for Astro commands that scripts and tests run: the caller's, without telemetry. */
export const quietEnv: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };

export type RunningServer = { origin: string; log: () => string; stop: () => Promise<void> };

type ServerOptions = {
  /** Where the server answers; it counts as started once `origin` + `readyPath` answers 200. */
  origin: string;
  /** A path the server answers with 200 once ready; `/` unless the server has no home page. */
  readyPath?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Run it in a process group of its own and stop the whole group: for tools that start children of their
   * own (wrangler runs workerd). Without it, the server stays in ours and a Ctrl-C stops both.
   */
  group?: boolean;
  /** Keep what it prints, for the error when it fails to start (off for servers that log every request). */
  keepOutput?: boolean;
  timeoutMs?: number;
};

/**
 * Starts a server process and resolves once it answers. `stop` resolves when it (and, with `group`, every
 * process it started) has exited, so the next server can take the same port.
 */
export async function startServer(
  command: string,
  args: string[],
  {
    origin,
    readyPath = "/",
    cwd,
    env = process.env,
    group = false,
    keepOutput = true,
    timeoutMs = 90_000,
  }: ServerOptions,
): Promise<RunningServer> {
  let output = "";
  const child = spawn(command, args, {
    cwd,
    env,
    detached: group,
    stdio: ["ignore", keepOutput ? "pipe" : "ignore", keepOutput ? "pipe" : "ignore"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = once(child, "exit");
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(group ? -child.pid : child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (running()) {
      signal("SIGTERM");
      const killer = setTimeout(() => {
        signal("SIGKILL");
      }, 5_000);
      await exit;
      clearTimeout(killer);
    }
    if (group) signal("SIGKILL"); // any child the leader left behind
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running()) {
    const status = await fetch(`${origin}${readyPath}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200 && running()) return { origin, log: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${command} ${args.join(" ")} did not serve ${origin}${readyPath} (is the port taken?)\n${output}`);
}
