import type { AstroIntegration } from "astro";
import { bundleKeystatic } from "./bundle-keystatic";

/**
 * The Keystatic admin (/keystatic) under `astro dev` only. Its routes render on request, which a static build
 * cannot hold, so the production build never sees it: `dist/` is byte-for-byte what it is without the admin.
 * Keystatic is loaded only then: it belongs to the admin's workspace (admin/package.json), which the site's
 * deploy does not install. The admin-only deployment (`admin/astro.config.ts`) uses the integration directly,
 * with a server adapter.
 */
export function keystaticInDev(): AstroIntegration {
  return {
    name: "bighorn:keystatic-dev",
    hooks: {
      "astro:config:setup": async (options) => {
        if (options.command !== "dev") return;
        const { default: keystatic } = await import("@keystatic/astro");
        options.updateConfig({ vite: bundleKeystatic });
        await keystatic().hooks["astro:config:setup"]?.(options);
      },
    },
  };
}
