import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AstroIntegration } from "astro";
import { listFiles } from "./built-pages.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 256;

/** Brotli (max quality) and gzip (level 9) twins of one file, each written only when smaller. */
export async function precompressFile(path: string): Promise<{ br: number; gz: number; raw: number } | undefined> {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return undefined;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gz(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
  return { br: br.length, gz: gzipped.length, raw: raw.length };
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, so servers (`npm start`, nginx with
 * gzip_static/brotli_static) send compressed bytes without compressing on each request.
 * Runs last, after the other integrations have written their files.
 */
export function precompress(): AstroIntegration {
  return {
    name: "bighorn:precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const paths = listFiles(fileURLToPath(dir)).filter((path) => compressible.test(path));
        // zlib's async calls run on the thread pool, so compressing all files at once uses every core.
        const results = (await Promise.all(paths.map(precompressFile))).filter((r) => r !== undefined);
        const kb = (bytes: number) => Math.round(bytes / 1024);
        const raw = results.reduce((n, r) => n + r.raw, 0);
        const br = results.reduce((n, r) => n + r.br, 0);
        logger.info(`compressed ${results.length} files: ${kb(raw)} KB -> ${kb(br)} KB brotli`);
      },
    },
  };
}
