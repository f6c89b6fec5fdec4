import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DeployTarget } from "../../src/integrations/deploy-env";

/** A running server over one build, and how to stop it (and every process it started). */
export type RunningHost = { origin: string; dist: string; log: () => string; stop: () => Promise<void> };

const root = join(import.meta.dirname, "..", "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);
/** The hosts' tools stay offline and quiet: no telemetry, no lookups of Cloudflare's request metadata. */
const offline = {
  ...process.env,
  CI: "true",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  ASTRO_TELEMETRY_DISABLED: "1",
};

/** A production build for one deploy target, into a fresh folder outside dist/. */
export function buildFor(target: DeployTarget, env: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), `bighorn-${target}-`));
  const build = spawnSync(bin("astro"), ["build", "--outDir", outDir], {
    cwd: root,
    env: { ...offline, ...env, DEPLOY_TARGET: target },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`The ${target} build failed:\n${build.stdout}\n${build.stderr}`);
  return outDir;
}

/**
 * Starts a command in its own process group and waits until `origin` answers `/` with 200. `stop` ends
 * the whole group (wrangler runs workerd, netlify dev a static server) and waits for the exit.
 */
async function startProcess(
  command: string,
  args: string[],
  { origin, dist, env = offline }: { origin: string; dist: string; env?: NodeJS.ProcessEnv },
): Promise<RunningHost> {
  let output = "";
  const child: ChildProcess = spawn(command, args, { cwd: root, env, detached: true });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = once(child, "exit");
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group has already gone.
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
    signal("SIGKILL"); // any child the leader left behind
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && running()) {
    const status = await fetch(`${origin}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { origin, dist, log: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${command} ${args.join(" ")} did not serve ${origin}:\n${output}`);
}

/** Cloudflare's own runtime (workerd) through `wrangler pages dev`, with the project's wrangler.toml. */
export function startWrangler(dist: string, port: number) {
  return startProcess(bin("wrangler"), ["pages", "dev", dist, "--ip", "127.0.0.1", "--port", String(port)], {
    origin: `http://127.0.0.1:${port}`,
    dist,
  });
}

/** Netlify's local runtime, `netlify dev`, with the project's netlify.toml; edge functions need a download. */
export function startNetlify(dist: string, port: number) {
  return startProcess(
    bin("netlify"),
    [
      "dev",
      "--dir",
      dist,
      "--offline",
      "--internal-disable-edge-functions",
      "--no-open",
      "--skip-gitignore",
      "--port",
      String(port),
    ],
    { origin: `http://127.0.0.1:${port}`, dist },
  );
}

const nginxBinary = process.env["NGINX"] ?? "/usr/sbin/nginx";
const brotliModule = process.env["NGINX_BROTLI_MODULE"] ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Debian's nginx running the generated deploy/nginx.conf, with only its listen address and root changed. */
export function startNginx(dist: string, port: number) {
  if (!existsSync(nginxBinary)) throw new Error(`nginx not found at ${nginxBinary}: apt-get install nginx-light`);
  const work = mkdtempSync(join(tmpdir(), "nginx-"));
  mkdirSync(join(work, "logs"));
  const serverBlock = readFileSync(join(root, "deploy", "nginx.conf"), "utf8")
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${dist};`);
  writeFileSync(join(work, "server.conf"), serverBlock);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(work, name)};`)
    .join("\n  ");
  writeFileSync(
    join(work, "nginx.conf"),
    `daemon off;
master_process off;
worker_processes 1;
pid ${join(work, "nginx.pid")};
error_log ${join(work, "logs", "error.log")} warn;
load_module ${brotliModule};
events {}
http {
  access_log off;
  ${temp}
  include ${join(work, "server.conf")};
}
`,
  );
  return startProcess(nginxBinary, ["-p", work, "-c", join(work, "nginx.conf")], {
    origin: `http://127.0.0.1:${port}`,
    dist,
  });
}
