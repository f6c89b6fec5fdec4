import node from "@astrojs/node";
import react from "@astrojs/react";
import keystatic from "@keystatic/astro";
import { defineConfig } from "astro/config";
import { adminBuildEnv, exitUnlessSet } from "./env.ts";
import { bundleKeystatic } from "./bundle-keystatic.ts";
import { selfHostedFonts } from "./keystatic-fonts.ts";

// The admin-only deployment (`npm run build:admin`, then `npm run start:admin`): /keystatic and /api/keystatic
// on a Node server, committing edits to GitHub. Its source folder holds no pages, so it serves no public page;
// the public site keeps deploying as static files from `npm run build`.
exitUnlessSet(process.env, adminBuildEnv, "The admin cannot be built");

export default defineConfig({
  srcDir: "./admin",
  publicDir: "./admin/public",
  outDir: "./dist-admin",
  output: "server",
  adapter: node({ mode: "middleware" }),
  integrations: [react(), keystatic()],
  vite: { ...bundleKeystatic, plugins: [selfHostedFonts] },
  devToolbar: { enabled: false },
});
