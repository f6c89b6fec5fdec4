import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DeployTarget } from "../../src/integrations/deploy-env";
import { bin, quietEnv, startServer, type RunningServer } from "../../scripts/lib/processes";

/** A running server over one build, and how to stop it (and every process it started). */
export type RunningHost = RunningServer & { dist: string };

const root = join(import.meta.dirname, "..", "..");
/** The hosts' tools stay offline and quiet: no telemetry, no lookups of Cloudflare's request metadata. */
const offline = {
  ...quietEnv,
  CI: "true",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
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

/** A host's server over one build, run in a process group of its own so stopping it stops its children. */
async function startHost(command: string, args: string[], dist: string, port: number): Promise<RunningHost> {
  const server = await startServer(command, args, {
    origin: `http://127.0.0.1:${port}`,
    cwd: root,
    env: offline,
    group: true,
  });
  return { ...server, dist };
}

/** Cloudflare's own runtime (workerd) through `wrangler pages dev`, with the project's wrangler.toml. */
export function startWrangler(dist: string, port: number) {
  return startHost(bin("wrangler"), ["pages", "dev", dist, "--ip", "127.0.0.1", "--port", String(port)], dist, port);
}

/**
 * Netlify's local runtime, `netlify dev`, over one build. netlify dev reads `_headers` from the publish
 * folder its configuration names, not from `--dir`, so it runs in a folder of its own whose netlify.toml
 * (the project's settings) publishes this build. Edge functions need a download, so they stay off.
 */
export async function startNetlify(dist: string, port: number) {
  const site = mkdtempSync(join(tmpdir(), "bighorn-netlify-site-"));
  const config = readFileSync(join(root, "netlify.toml"), "utf8").replace(
    /publish = "dist"/g,
    `publish = ${JSON.stringify(dist)}`,
  );
  writeFileSync(join(site, "netlify.toml"), config);
  const server = await startServer(
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
    { origin: `http://127.0.0.1:${port}`, cwd: site, env: offline, group: true },
  );
  return {
    ...server,
    dist,
    stop: async () => {
      await server.stop();
      rmSync(site, { recursive: true, force: true });
    },
  };
}

const nginxBinary = process.env["NGINX"] ?? "/usr/sbin/nginx";
const brotliModule = process.env["NGINX_BROTLI_MODULE"] ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Debian's nginx running the generated deploy/nginx.conf, with only its listen address, root and the
 * address of the lead service's Node process changed.
 */
export function startNginx(dist: string, port: number, { leadService }: { leadService: string }) {
  if (!existsSync(nginxBinary)) throw new Error(`nginx not found at ${nginxBinary}: apt-get install nginx-light`);
  const work = mkdtempSync(join(tmpdir(), "nginx-"));
  mkdirSync(join(work, "logs"));
  const serverBlock = readFileSync(join(root, "deploy", "nginx.conf"), "utf8")
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${dist};`)
    .replace(/^(\s*)server 127\.0\.0\.1:\d+;$/m, `$1server ${leadService};`);
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
  return startHost(nginxBinary, ["-p", work, "-c", join(work, "nginx.conf")], dist, port);
}
