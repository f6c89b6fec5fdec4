import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { dieWithThisProcess, freePort } from "./processes.ts";

/**
 * A throwaway Postgres server from Debian's `postgresql` package, for the tests that prove several `npm start`
 * processes share one database: a cluster made in a temporary folder, listening on 127.0.0.1 at a port found free,
 * with durability off (a test's data need not survive a power cut), stopped and removed by `stop`. Postgres
 * refuses to run as root, so as root it runs as the package's `postgres` user (docs: ../shared/DATABASES.md).
 */
export type PostgresServer = {
  url: string;
  stop(): Promise<void>;
  /** Stops the server as `pg_ctl stop -m fast` does, keeping its data; what it returns starts it again. */
  pause(): Promise<() => Promise<void>>;
};

/** `POSTGRES_BIN`, or the newest version the package installed. */
function binaries(): string {
  const told = process.env["POSTGRES_BIN"];
  if (told) return told;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error(`no Postgres server in ${root}: apt-get install postgresql (or set POSTGRES_BIN)`);
  return join(root, newest, "bin");
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binaries();
  const folder = mkdtempSync(join(tmpdir(), "bighorn-postgres-"));
  const data = join(folder, "data");
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  if (asRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(folder, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const [initdb, initArgs] = as(join(bin, "initdb"), [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
    "--no-locale",
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [command, args] = as(join(bin, "postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    folder,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
  ]);
  let output = "";
  /** The server on its folder and port, started; stopped and started again by `pause`. */
  const run = () => {
    const server = spawn(command, args, { detached: true, stdio: ["ignore", "ignore", "pipe"] });
    server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return { server, forget: dieWithThisProcess(server.pid), exited: once(server, "exit") };
  };
  let running = run();
  const url = `postgres://postgres@127.0.0.1:${String(port)}/postgres`;
  /** A fast shutdown, as `pg_ctl stop -m fast`: connections closed, nothing waited for. */
  const halt = async () => {
    const { server, exited, forget } = running;
    if (server.exitCode === null && server.signalCode === null && server.pid) {
      process.kill(-server.pid, "SIGINT");
      await exited;
    }
    forget();
  };
  const stop = async () => {
    await halt();
    rmSync(folder, { recursive: true, force: true });
  };
  const ready = async () => {
    for (const deadline = Date.now() + 30_000; ;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        if (Date.now() > deadline || running.server.exitCode !== null) {
          await stop();
          throw new Error(`Postgres did not start: ${String(error)}\n${output}`, { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const pause = async () => {
    await halt();
    return async () => {
      running = run();
      await ready();
    };
  };
  await ready();
  return { url, stop, pause };
}
