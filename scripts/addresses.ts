/**
 * `npm run addresses`: records in the ledger of published addresses (src/content/published-addresses.json) every
 * page the site publishes today, from a build of the working copy, and each scheduled post's address with the day it
 * goes live. Run it after content changed without the local admin (the web admin, a merge), and commit the file:
 * a host's build only reads the ledger, and refuses to lose an address it holds (docs/editing.md).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { dayOf, recordAddresses } from "../src/integrations/addresses.ts";
import { buildTime } from "../src/integrations/build-settings.ts";
import { LEDGER_FILE } from "../src/lib/addresses/ledger.ts";
import { dist, distRoutes } from "./lib/dist.ts";

const root = join(import.meta.dirname, "..");
const built = spawnSync(join(root, "node_modules", ".bin", "astro"), ["build"], { cwd: root, stdio: "inherit" });
if (built.status !== 0) {
  console.error("The build stopped, so nothing was recorded: settle what it names, then run npm run addresses again.");
  process.exit(built.status ?? 1);
}
const changed = recordAddresses(root, distRoutes(), dayOf(buildTime));
console.log(
  changed
    ? `Recorded the pages of ${dist} in ${LEDGER_FILE}: commit it with the content.`
    : `${LEDGER_FILE} already holds every page the site publishes.`,
);
