/**
 * `npm run build:admin [outDir]`: the admin-only deployment (admin/astro.config.ts) into dist-admin/, or the
 * folder given. Astro writes a build's generated types to the project's .astro/, and the admin's have no
 * content collections, so the site's types are written again afterwards for the editor and the linters.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, sync } from "astro";
import { listFiles } from "../src/integrations/built-pages.ts";
import { precompressFile } from "../src/integrations/precompress.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = process.argv[2];

try {
  await build({ root, configFile: "admin/astro.config.ts", ...(outDir ? { outDir } : {}) });
} finally {
  await sync({ root, logLevel: "warn" });
}

// The admin's own font (admin/public/keystatic-fonts/inter.css names it), and compressed twins of its
// scripts and styles, which the admin server sends to browsers that accept them (2.9 MB of script).
const client = join(resolve(root, outDir ?? "dist-admin"), "client");
const fonts = join(client, "keystatic-fonts");
mkdirSync(fonts, { recursive: true });
copyFileSync(
  fileURLToPath(import.meta.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")),
  join(fonts, "inter-latin-wght-normal.woff2"),
);
for (const file of listFiles(join(client, "_astro"))) if (/\.(js|css)$/.test(file)) await precompressFile(file);
