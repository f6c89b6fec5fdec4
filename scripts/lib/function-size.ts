import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { bin } from "../../testing/processes.ts";

/**
 * What the platforms run for the lead service, as they bundle it: the Worker as `wrangler deploy` uploads it
 * (minified, wrangler.jsonc), and the Netlify function as Netlify bundles a TypeScript function (esbuild, for
 * Node). For each, its bytes, gzipped bytes, and its cold start: how long Node takes to load and run the bundle's
 * top level in a fresh process (V8 parses and compiles it as workerd and Lambda's Node do), median of `runs`.
 */
export type FunctionSize = { name: string; bytes: number; gzipBytes: number; coldStartMs: number };

const root = join(import.meta.dirname, "..", "..");

/** Milliseconds a fresh Node process takes to import `file`, median of `runs`. */
function coldStart(file: string, runs: number): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const child = spawnSync(
      process.execPath,
      ["-e", "const t = performance.now(); await import(process.argv[1]); console.log(performance.now() - t);", file],
      { encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
    );
    if (child.status !== 0) throw new Error(`importing ${file} failed: ${child.stderr}`);
    times.push(Number(child.stdout.trim()));
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10;
}

const measured = (name: string, file: string, runs: number): FunctionSize => ({
  name,
  bytes: statSync(file).size,
  gzipBytes: gzipSync(readFileSync(file)).length,
  coldStartMs: coldStart(file, runs),
});

export async function measureFunctions(runs: number): Promise<FunctionSize[]> {
  const out = mkdtempSync(join(tmpdir(), "bighorn-functions-"));
  try {
    const assets = mkdtempSync(join(out, "assets-"));
    const dryRun = spawnSync(
      bin("wrangler"),
      ["deploy", "--dry-run", "--outdir", join(out, "worker"), "--assets", assets],
      { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
    );
    if (dryRun.status !== 0) throw new Error(`wrangler deploy --dry-run failed: ${dryRun.stderr}`);
    await build({
      entryPoints: [join(root, "netlify", "functions", "lead-service.ts")],
      outfile: join(out, "netlify", "lead-service.mjs"),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      logLevel: "error",
      // What a bundle for Node needs to `require` Node's own modules from ESM, as Netlify's bundler adds.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    return [
      measured("Cloudflare Worker", join(out, "worker", "cloudflare-worker.js"), runs),
      measured("Netlify function", join(out, "netlify", "lead-service.mjs"), runs),
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
