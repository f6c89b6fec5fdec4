import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, envField, sharpImageService } from "astro/config";
import { buildSettings } from "./src/integrations/build-settings.ts";
import { hostConfig } from "./hosting/host-files.ts";
import { classicScripts } from "./src/integrations/classic-scripts.ts";
import { contentGuard } from "./src/integrations/content-guard.ts";
import { intentDirective } from "./src/integrations/intent-directive.ts";
import { islandLoader } from "./src/integrations/island-loader.ts";
import { keystaticInDev } from "./admin/in-dev.ts";
import { leadService } from "./src/integrations/lead-service.ts";
import { markdownPictures } from "./src/integrations/markdown-pictures.ts";
import { precompress } from "./src/integrations/precompress.ts";
import { sitemap } from "./src/integrations/sitemap.ts";
import { socialImages } from "./src/integrations/social-images.ts";
import { site } from "./src/config/site.ts";

// Read once at build time; every page gets its canonical URL from `Astro.site`. `leads` says where the forms post:
// the site's own lead service, or (LEADS=off) straight to the form service.
const { siteUrl, target, leads, nginx } = buildSettings(process.env, site.defaultUrl);

export default defineConfig({
  site: siteUrl,
  output: "static",
  // One HTML file per route (`/services` -> services.html) so any static host answers 200 without a redirect.
  trailingSlash: "never",
  // One shared stylesheet (6.4 KB brotli) stays a cached file: inlining it everywhere was measured slower on
  // pages whose HTML then outgrew the first round trip (home, contact), and only 0.1 s faster on the rest.
  build: { format: "file", inlineStylesheets: "auto" },
  // The sitemap, social images and host config are written from the finished pages, so new pages need no
  // config; the lead service's files live in the private `_leads/` folder, which none of them lists. Only
  // servers that send the .br/.gz twins get them (CDNs compress on the fly and would publish them as files);
  // precompression runs last so it covers every file the others wrote.
  integrations: [
    contentGuard(),
    react(),
    intentDirective(),
    islandLoader(),
    classicScripts(),
    keystaticInDev(),
    sitemap(),
    socialImages(),
    leadService(leads),
    hostConfig(target, leads, nginx),
    ...(target === "server" ? [precompress()] : []),
  ],
  // AVIF at effort 2 encodes eight times faster than sharp's default 4 (0.3 s instead of 2.3 s for a 1600 px
  // picture) for files about 40% larger, still a third smaller than WebP: hosts rebuild every day, often from
  // an empty cache, and a site with fifty photographs would otherwise spend minutes on every build.
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  // Pictures in articles become AVIF and WebP at the column's sizes, not one full-size WebP.
  markdown: { processor: satteri({ hastPlugins: [markdownPictures] }) },
  env: {
    schema: {
      LEADS: envField.enum({ values: ["on", "off"], context: "server", access: "public", default: "on" }),
      // Read at build time only with LEADS=off; with the lead service, the server reads it when it runs.
      CONTACT_FORM_ENDPOINT: envField.string({ context: "server", access: "public", url: true, optional: true }),
    },
  },
  vite: {
    plugins: [tailwindcss()],
  },
  devToolbar: { enabled: false },
});
