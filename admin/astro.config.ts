import node from "@astrojs/node";
import react from "@astrojs/react";
import keystatic from "@keystatic/astro";
import { defineConfig } from "astro/config";
import type { PluginOption } from "vite";
import { adminBuildEnv, exitUnlessSet } from "./env";
import { bundleKeystatic } from "./bundle-keystatic";

// The admin-only deployment (`npm run build:admin`, then `npm run start:admin`): /keystatic and /api/keystatic
// on a Node server, committing edits to GitHub. Its source folder holds no pages, so it serves no public page;
// the public site keeps deploying as static files from `npm run build`.
exitUnlessSet(process.env, adminBuildEnv, "The admin cannot be built");

/** Keystatic's interface asks Google Fonts for Inter; the admin serves its own copy (admin/public). */
const GOOGLE_FONTS = "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap";
const selfHostedFonts: PluginOption = {
  name: "bighorn:admin-fonts",
  transform(code, id) {
    if (!id.includes("@keystatic") || !code.includes(GOOGLE_FONTS)) return undefined;
    return { code: code.replaceAll(GOOGLE_FONTS, "/keystatic-fonts/inter.css"), map: null };
  },
};

export default defineConfig({
  srcDir: "./admin",
  publicDir: "./admin/public",
  outDir: "./dist-admin",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), keystatic()],
  vite: { ...bundleKeystatic, plugins: [selfHostedFonts] },
  devToolbar: { enabled: false },
});
