import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { dayOf, publishedAddresses } from "../src/integrations/addresses.ts";
import { buildTime } from "../src/integrations/build-settings.ts";
import { notFoundSections } from "../src/config/not-found-sections.ts";
import {
  cdnRedirectRules,
  formatHeadersFile,
  formatRedirectsFile,
  ADDRESS_LIST,
  headerRules,
  inlineScriptHashes,
  mediaType,
  NGINX_CONFIG,
  redirectRules,
} from "./rules.ts";
import { nginxServerBlock } from "./nginx.ts";
import { addressListText } from "./address-list.ts";
import { builtRoutes, listFiles } from "../src/integrations/built-pages.ts";
import type { DeployTarget, NginxSettings } from "../src/integrations/build-settings.ts";
import type { LeadsMode } from "../forms/targets.ts";
import { MAX_BODY_BYTES } from "../leads/limits.ts";

/** Origins other than the site's own that the build's forms post to (the form service). */
export function formOrigins(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*\saction="(https?:\/\/[^"]+)"/g)].map(
    ([, action = ""]) => new URL(action).origin,
  );
}

/**
 * Writes the serving rules for this exact build: `_headers` and `_redirects` in dist/, in the dialect of
 * the deploy target (Cloudflare's asset layer, Netlify, or `npm start`, which reads them itself), and for a server
 * build `_nginx.conf` (never served). The script hashes in the Content-Security-Policy come from the inline
 * scripts the pages really contain, and form-action from their forms' actions.
 */
export function hostConfig(target: DeployTarget, leads: LeadsMode, nginx: NginxSettings): AstroIntegration {
  let root = "";
  return {
    name: "bighorn:host-config",
    hooks: {
      "astro:config:done": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:build:done": async ({ dir, logger }) => {
        const distPath = fileURLToPath(dir);
        const files = listFiles(distPath);
        const pages = await Promise.all(files.filter((f) => f.endsWith(".html")).map((f) => readFile(f, "utf8")));
        const policy = {
          scriptHashes: pages.flatMap(inlineScriptHashes),
          formOrigins: pages.flatMap(formOrigins),
        };
        // netlify dev matches header rules against the file it served (`/thank-you.html`), Netlify's CDN
        // against the address asked for: a page's own rule is written in both spellings for it.
        const headers = headerRules(policy).flatMap((rule) =>
          target === "netlify" && !rule.path.includes("*") ? [rule, { ...rule, path: `${rule.path}.html` }] : [rule],
        );
        const pagePaths = builtRoutes(distPath);
        // Every build only reads the ledger (npm run addresses and the admin's save write it), so a host's build,
        // the daily rebuild and a scheduled post going live leave the project as they found it.
        const addresses = publishedAddresses(root, pagePaths, { today: dayOf(buildTime) });
        const moved = redirectRules(addresses, notFoundSections);
        await writeFile(join(distPath, "_headers"), formatHeadersFile(headers));
        const published = target === "server" ? moved : cdnRedirectRules(target, { moved, pagePaths });
        await writeFile(join(distPath, "_redirects"), formatRedirectsFile(published));
        if (target === "cloudflare") {
          // Cloudflare's asset layer cannot answer 410, nor decide an address as the other hosts do: its Worker reads
          // the build's addresses from here (hosting/cloudflare-worker.ts).
          await mkdir(dirname(join(distPath, ADDRESS_LIST)), { recursive: true });
          await writeFile(join(distPath, ADDRESS_LIST), addressListText(pagePaths, moved));
        }

        const types = Object.fromEntries(
          [...new Set(files.map((f) => extname(f).slice(1)).filter(Boolean))]
            .filter((ext) => ext !== "br" && ext !== "gz")
            .flatMap((ext) => {
              const type = mediaType(`x.${ext}`);
              return type ? [[ext, type]] : [];
            }),
        );
        // Only a server build is served by nginx.
        if (target === "server") {
          await writeFile(
            join(distPath, NGINX_CONFIG),
            nginxServerBlock({
              headerRules: headers,
              redirectRules: moved,
              pagePaths,
              types,
              root: nginx.root,
              listen: nginx.listen,
              leadService: leads === "on" ? nginx.leadService : undefined,
              maxPostBytes: MAX_BODY_BYTES,
            }),
          );
        }
        logger.info(
          `_headers and _redirects for ${target}${target === "server" ? `, and ${NGINX_CONFIG}` : ""} written (${new Set(policy.scriptHashes).size} inline script hashes)`,
        );
      },
    },
  };
}
