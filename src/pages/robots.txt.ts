import type { APIRoute } from "astro";
import { absoluteUrl } from "../lib/navigation/urls.ts";

/** Every page may be crawled; the sitemap (written by `src/integrations/sitemap.ts`) lists the indexable ones. */
export const GET: APIRoute = ({ site, url }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", site ?? url)}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
