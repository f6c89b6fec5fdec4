import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";

/**
 * The Keystatic admin (/keystatic) under `astro dev` only. Its routes render on request, which a static build
 * cannot hold, so the production build never sees it: `dist/` is byte-for-byte what it is without the admin.
 * The admin-only deployment (`admin/astro.config.ts`) uses the integration directly, with a server adapter.
 */
export function keystaticInDev(): AstroIntegration {
  const admin = keystatic();
  return {
    name: "bighorn:keystatic-dev",
    hooks: {
      "astro:config:setup": async (options) => {
        if (options.command === "dev") await admin.hooks["astro:config:setup"]?.(options);
      },
    },
  };
}
