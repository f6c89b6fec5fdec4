import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { absoluteUrl } from "../lib/navigation/urls.ts";
import { readBuiltPages } from "./built-pages.ts";

/** The XML for a sitemap listing `urls`, sorted so the file only changes when pages do. */
export function sitemapXml(urls: string[]): string {
  const entries = [...urls].sort().map((url) => `  <url><loc>${url.replace(/&/g, "&amp;")}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Writes `/sitemap.xml` with every indexable page of the build. A page leaves the sitemap by saying
 * `noindex` in its own head (404 pages, thank-you), and redirect stubs are never listed.
 */
export function sitemap(): AstroIntegration {
  let site: string | undefined;
  return {
    name: "bighorn:sitemap",
    hooks: {
      "astro:config:done": ({ config }) => {
        site = config.site;
      },
      "astro:build:done": async ({ dir, pages, logger }) => {
        const origin = site;
        if (!origin) throw new Error("sitemap: `site` must be set in astro.config.ts");
        const built = await readBuiltPages(dir, pages);
        const urls = built.filter((p) => !p.noindex).map((p) => absoluteUrl(p.path, origin));
        await writeFile(new URL("sitemap.xml", dir), sitemapXml(urls));
        logger.info(`sitemap.xml lists ${urls.length} pages`);
      },
    },
  };
}
