import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { DeployTarget } from "../../src/integrations/build-settings.ts";
import { bin, freePort, quietEnv, startServer, type RunningServer } from "../../testing/processes.ts";
import { SERVING } from "../../testing/serve-dist.ts";
import { sharedBuild } from "../../testing/builds.ts";
import { buildInProductionInstall, productionServerBuild } from "../../testing/production-install.ts";
import { NGINX_CONFIG } from "../../hosting/rules.ts";

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

/**
 * The run's production build for one deploy target, made once (testing/builds.ts) in a folder outside dist/,
 * from the project as a host installs it (testing/production-install.ts). A Netlify build goes to `dist/`
 * inside a folder of its own, which `startNetlify` runs as the site: functions find the build's private data where
 * they do on Netlify, under `dist/` of their working folder.
 */
export async function buildFor(target: Exclude<DeployTarget, "server">): Promise<string> {
  const folder = await sharedBuild(`${target}-build`, async (folder) => {
    const env = { ...offline, DEPLOY_TARGET: target };
    await buildInProductionInstall({
      label: `${target} target`,
      args: ["build", "--outDir", join(folder, "dist")],
      env,
    });
  });
  return join(folder, "dist");
}

/**
 * A host's server over one build, run in a process group of its own so stopping it stops its children. It
 * listens on a port the system hands out and says which (`announces`), or, for a tool that cannot (nginx, whose
 * configuration names its port; netlify dev, which takes 0 for its default 8888), on one found free just before.
 */
async function startHost(
  command: string,
  args: string[],
  dist: string,
  where: { announces: RegExp } | { port: number },
  { cwd = root, env = {}, readyPath = "/" }: { cwd?: string; env?: Record<string, string>; readyPath?: string } = {},
): Promise<RunningHost> {
  const server = await startServer(command, args, {
    ...("port" in where ? { origin: `http://127.0.0.1:${where.port}` } : { announces: where.announces }),
    readyPath,
    cwd,
    env: { ...offline, ...env },
    group: true,
  });
  return { ...server, dist };
}

/** What wrangler prints once it listens. */
const WRANGLER_READY = /Ready on (http:\/\/[\d.]+:\d+)/;

/**
 * `npm start` as a server runs it after a production-only install: the production install's own build (made once
 * per run) served by its own hosting/serve.ts, lead service included, with `env`.
 */
export async function startNode(env: Record<string, string>): Promise<RunningHost> {
  const dist = await productionServerBuild();
  const project = dirname(dist);
  return startHost(
    process.execPath,
    [join(project, "hosting", "serve.ts")],
    dist,
    { announces: SERVING },
    {
      cwd: project,
      env: { HOST: "127.0.0.1", PORT: "0", ...env },
    },
  );
}

/** What Cloudflare's cron trigger runs, as `wrangler dev` runs it on request. */
export const SCHEDULED_RUN = "/cdn-cgi/local/scheduled?cron=*/10+*+*+*+*";

/**
 * Cloudflare's own runtime (workerd) through `wrangler dev`: the project's one Worker (wrangler.jsonc) as committed,
 * its assets pointed at this build and its entry at the project's, with D1 running locally in `persistTo` and
 * `vars` as the Worker's variables.
 */
export function startWrangler(dist: string, { persistTo, vars }: { persistTo: string; vars: Record<string, string> }) {
  const committed = JSON.parse(
    readFileSync(join(root, "wrangler.jsonc"), "utf8")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/,(\s*[}\]])/g, "$1"),
  ) as { main: string; assets: { directory: string } };
  const config = join(dirname(dist), "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify({
      ...committed,
      main: join(root, committed.main),
      assets: { ...committed.assets, directory: dist },
    }),
  );
  const args = ["dev", "-c", config, "--ip", "127.0.0.1", "--port", "0", "--persist-to", persistTo];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return startHost(bin("wrangler"), args, dist, { announces: WRANGLER_READY });
}

/**
 * Netlify's local runtime, `netlify dev`, over a build from `buildFor("netlify")`, run in the build's
 * own site folder: netlify dev reads `_headers` from the publish folder its configuration names (not from
 * `--dir`), so that folder gets the project's netlify.toml (which publishes its `dist/`), and the project's
 * functions and modules. Netlify Database runs locally (Postgres in WebAssembly, under the folder's
 * `.netlify/db`), and its address, which the functions are given, is `databaseUrl()`. `env` is the site's
 * environment. Edge functions need a download, so they stay off.
 */
export async function startNetlify(dist: string, { env = {} }: { env?: Record<string, string> } = {}) {
  const port = await freePort();
  const site = dirname(dist);
  // The local database of an earlier start (a worker that restarted) would hand this one its leads.
  rmSync(join(site, ".netlify"), { recursive: true, force: true });
  copyFileSync(join(root, "netlify.toml"), join(site, "netlify.toml"));
  if (!existsSync(join(site, "node_modules")))
    symlinkSync(join(root, "node_modules"), join(site, "node_modules"), "dir");
  const server = await startHost(
    bin("netlify"),
    [
      "dev",
      "--dir",
      dist,
      "--functions",
      join(root, "netlify", "functions"),
      "--offline",
      "--internal-disable-edge-functions",
      "--no-open",
      "--skip-gitignore",
      "--port",
      String(port),
    ],
    dist,
    { port },
    { cwd: site, env: { ...env, NODE_OPTIONS: `--import=${join(import.meta.dirname, "no-delay.ts")}` } },
  );
  const databaseUrl = () => {
    const state = JSON.parse(readFileSync(join(site, ".netlify", "state.json"), "utf8")) as {
      dbConnectionString?: string;
    };
    if (!state.dbConnectionString) throw new Error("netlify dev started no local database");
    return state.dbConnectionString;
  };
  return { ...server, site, databaseUrl };
}

export const nginxBinary = process.env["NGINX"] ?? "/usr/sbin/nginx";
export const nginxBrotliModule =
  process.env["NGINX_BROTLI_MODULE"] ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Debian's nginx running the build's own _nginx.conf, with only its listen address, root and the
 * address of the lead service's Node process changed.
 */
export async function startNginx(dist: string, { leadService }: { leadService: string }) {
  const port = await freePort();
  if (!existsSync(nginxBinary)) throw new Error(`nginx not found at ${nginxBinary}: apt-get install nginx-light`);
  const work = mkdtempSync(join(tmpdir(), "nginx-"));
  mkdirSync(join(work, "logs"));
  const serverBlock = readFileSync(join(dist, NGINX_CONFIG), "utf8")
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
load_module ${nginxBrotliModule};
events {}
http {
  access_log off;
  ${temp}
  include ${join(work, "server.conf")};
}
`,
  );
  const host = await startHost(nginxBinary, ["-p", work, "-c", join(work, "nginx.conf")], dist, { port });
  // Its configuration, logs and buffers go with it.
  return {
    ...host,
    stop: async () => {
      await host.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
