/**
 * `npm run start:admin`: the admin-only deployment built by `npm run build:admin`, on Astro's Node server
 * (HOST and PORT as usual). It refuses to start without the GitHub App settings, instead of starting and
 * failing on an editor's first sign-in.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { adminServerEnv, exitUnlessSet } from "../src/integrations/admin-env.ts";

const outDir = resolve(process.argv[2] ?? "dist-admin");
const entry = resolve(outDir, "server", "entry.mjs");

exitUnlessSet(process.env, adminServerEnv, "The admin cannot start");
if (!existsSync(entry)) {
  console.error(`The admin cannot start: ${entry} is missing. Run npm run build:admin first.`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
