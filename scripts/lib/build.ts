import { fileURLToPath } from "node:url";
import { build } from "astro";

/**
 * A production build into dist/ through Astro's own API, quietly; a failure throws Astro's error.
 * The deploy target and URLs come from the environment, as for `npm run build`.
 */
export async function buildSite(): Promise<void> {
  process.env["ASTRO_TELEMETRY_DISABLED"] = "1";
  await build({ root: fileURLToPath(new URL("../../", import.meta.url)), logLevel: "error" });
}
