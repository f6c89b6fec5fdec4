import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { bundleKeystatic } from "./bundle-keystatic.ts";
import { saveCheck } from "./save-check.ts";

/**
 * Keystatic's integration when the admin's workspace is installed (admin/package.json: `npm ci` installs it for
 * development), or nothing after the site's production install, which leaves it out. Imported while the config
 * loads, not in the hook: Astro reads its config through Vite's module runner, which is closed by the time the
 * hooks run. Only its absence is forgiven; any other failure to load it stops the config.
 */
const keystatic = await import("@keystatic/astro").then(
  (module) => module.default,
  (error: unknown) => {
    if (String(error).includes("@keystatic/astro")) return undefined;
    throw error;
  },
);

/**
 * The Keystatic admin (/keystatic) under `astro dev` only. Its routes render on request, which a static build
 * cannot hold, so the production build never sees it: `dist/` is byte-for-byte what it is without the admin.
 * The admin-only deployment (`admin/astro.config.ts`) uses the integration directly, with a server adapter.
 */
export function keystaticInDev(): AstroIntegration {
  return {
    name: "bighorn:keystatic-dev",
    hooks: {
      "astro:config:setup": (options) => {
        if (options.command !== "dev") return;
        if (!keystatic) {
          options.logger.warn("The admin is not installed, so /keystatic is off: `npm ci` installs it (admin/).");
          return;
        }
        // An integration added here has its own hooks run by Astro, as any in the config. Each save is checked
        // against the build's rules for addresses before Keystatic writes it (save-check.ts).
        options.updateConfig({
          vite: { ...bundleKeystatic, plugins: [saveCheck(fileURLToPath(options.config.root))] },
          integrations: [keystatic()],
        });
      },
    },
  };
}
