import { spawn } from "node:child_process";
import { once } from "node:events";
import { connect, createServer, type AddressInfo } from "node:net";
import { join } from "node:path";

/** A tool the project installs (astro, wrangler, netlify), by name. */
export const bin = (name: string) => join(import.meta.dirname, "..", "node_modules", ".bin", name);

/** The environment for Astro commands that scripts and tests run: the caller's, without telemetry. */
export const quietEnv: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };

/**
 * A port nobody listens on now, handed out by the system: a server a script or test starts listens there, so
 * two runs side by side, or two workers of one run, never share one. `startServer` refuses a port that already
 * answers, which covers the moment between this answer and the server's own listen.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  return port;
}

export type RunningServer = {
  origin: string;
  /** The process started (the group's leader with `group`). */
  pid: number | undefined;
  log: () => string;
  stop: () => Promise<void>;
};

type ServerOptions = {
  /**
   * Where the server answers: given, for a server told its port in advance (`freePort`); or read from what the
   * server prints, the first match of `announces`' one group, for a server that listens on port 0 and says its
   * port. It counts as started once the origin + `readyPath` answers 200.
   */
  origin?: string;
  announces?: RegExp;
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

/** Whether something accepts connections at the origin's address. */
function answers(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

/** Whether any process of the group is alive. */
const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Servers started here and still running, by process id (and whether it leads a group of its own). If the
 * process that started them exits without stopping them (a script that crashed, a test worker torn down
 * mid-hook), they die with it: a server left running would keep its port and answer the next run's requests
 * in place of the server that run starts.
 */
const liveServers = new Map<number, boolean>();
process.once("exit", () => {
  for (const [pid, group] of liveServers) {
    try {
      process.kill(group ? -pid : pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});

/**
 * Registers a child (a build) to be killed if this process exits first, as servers are: a build left running by a
 * test worker that was torn down would go on writing into a folder the next worker builds again. Returns the
 * function that takes it off the list once it has ended.
 */
export function dieWithThisProcess(pid: number | undefined): () => void {
  if (pid === undefined) return () => undefined;
  liveServers.set(pid, false);
  return () => liveServers.delete(pid);
}

/**
 * Starts a server process and resolves once it answers. `stop` resolves when it (and, with `group`, every
 * process it started) has exited, so the next server can take the same port.
 */
export async function startServer(
  command: string,
  args: string[],
  {
    origin: told,
    announces,
    readyPath = "/",
    cwd,
    env = process.env,
    group = false,
    keepOutput = true,
    timeoutMs = 90_000,
  }: ServerOptions,
): Promise<RunningServer> {
  if (!told && !announces) throw new Error(`${command}: say where it answers (origin) or how it says so (announces)`);
  // A server already there would answer in place of this one, with another build, storage and settings.
  if (told && (await answers(told)))
    throw new Error(`${told} already answers before ${command} starts: another process holds the port`);
  let output = "";
  let origin = told;
  const child = spawn(command, args, {
    cwd,
    env,
    detached: group,
    // What it prints is read until it says where it listens, and kept only when asked.
    stdio: ["ignore", keepOutput || announces ? "pipe" : "ignore", keepOutput || announces ? "pipe" : "ignore"],
  });
  const heard = (chunk: Buffer) => {
    if (keepOutput || !origin) output += chunk.toString();
    // Read without colour codes: a tool that sees FORCE_COLOR paints its address.
    // eslint-disable-next-line no-control-regex -- the escape that starts each code
    if (!origin && announces) origin = announces.exec(output.replace(/\x1b\[[\d;]*m/g, ""))?.[1];
    if (!keepOutput && origin) output = "";
  };
  child.stdout?.on("data", heard);
  child.stderr?.on("data", heard);
  const exit = once(child, "exit");
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(group ? -child.pid : child.pid, name);
    } catch {
      // Already gone.
    }
  };
  if (child.pid) liveServers.set(child.pid, group);
  const stop = async () => {
    if (running()) {
      signal("SIGTERM");
      const killer = setTimeout(() => {
        signal("SIGKILL");
      }, 5_000);
      await exit;
      clearTimeout(killer);
    }
    if (group && child.pid) {
      signal("SIGKILL"); // any child the leader left behind
      // Stopped means gone: a child still closing would keep the port from the next server.
      // (Bounded: a child nobody reaps stays listed as a zombie, which holds no port.)
      const until = Date.now() + 10_000;
      while (groupAlive(child.pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (child.pid) liveServers.delete(child.pid);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running()) {
    const status = origin
      ? await fetch(`${origin}${readyPath}`).then(
          (r) => r.status,
          () => 0,
        )
      : 0;
    if (origin && status === 200 && running()) return { origin, pid: child.pid, log: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  const where = origin ? `${origin}${readyPath}` : `the address it was to announce (${String(announces)})`;
  throw new Error(`${command} ${args.join(" ")} did not serve ${where}\n${output}`);
}
