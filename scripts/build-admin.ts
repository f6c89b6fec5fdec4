/**
 * `npm run build:admin [outDir]`: the admin-only deployment (astro.admin.config.ts) into dist-admin/, or the
 * folder given. Astro writes a build's generated types to the project's .astro/, and the admin's have no
 * content collections, so the site's types are written again afterwards for the editor and the linters.
 */
import { fileURLToPath } from "node:url";
import { build, sync } from "astro";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = process.argv[2];

try {
  await build({ root, configFile: "astro.admin.config.ts", ...(outDir ? { outDir } : {}) });
} finally {
  await sync({ root, logLevel: "warn" });
}
