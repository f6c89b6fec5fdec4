import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { leadFiles } from "../../forms/handoff.ts";

/** One HTML page of the finished build, as the integrations that post-process it see it. */
export type BuiltPage = {
  /** Site path, e.g. `/` or `/services/web-development`. */
  path: string;
  html: string;
  noindex: boolean;
};

/** Every `content` of `<meta name|property="key">` as written by the layout (attribute order as rendered). */
export function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`, "g");
  return [...html.matchAll(pattern)].map(([, content = ""]) => decodeEntities(content));
}

/** The first `<meta name|property="key">` content, or undefined when the page has none (or an empty one). */
export function metaContent(html: string, key: string): string | undefined {
  return metaContents(html, key)[0] || undefined;
}

/** The parsed JSON-LD blocks of a page, in document order. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text = ""]) => JSON.parse(text) as Record<string, unknown>,
  );
}

/** Undoes the HTML escaping Astro applies to attribute values and text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The lead service's private pages (forms/handoff.ts): files of the build, never pages of the site. */
const isPrivate = (route: string) => route.startsWith(leadFiles.folder);

/** Reads every public page Astro reports for a `build.format: "file"` build. */
export async function readBuiltPages(dir: URL, pages: { pathname: string }[]): Promise<BuiltPage[]> {
  const root = fileURLToPath(dir);
  return Promise.all(
    pages
      .filter(({ pathname }) => !isPrivate(`/${pathname.replace(/^\/+/, "")}`))
      .map(async ({ pathname }) => {
        const clean = pathname.replace(/^\/+|\/+$/g, "");
        const html = await readFile(join(root, `${clean || "index"}.html`), "utf8");
        return {
          path: `/${clean}`,
          html,
          noindex: metaContent(html, "robots")?.includes("noindex") ?? false,
        };
      }),
  );
}

/** Every file below `dir`, as absolute paths: the one walker over a build, for integrations, scripts and tests. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The site path of a page file of a `build.format: "file"` build: `about.html` -> `/about`, `index.html` -> `/`. */
export function pagePath(dist: string, file: string): string {
  const path = `/${relative(dist, file)
    .split(sep)
    .join("/")
    .replace(/\.html$/, "")}`;
  return path === "/index" ? "/" : path.replace(/\/index$/, "");
}

/**
 * Every page route a build serves (`/`, `/services`, ...), sorted, read from the files so new pages are
 * covered automatically. The not-found and gone pages (/410) are files of the build but not pages of their own, and the lead
 * service's private pages are never served.
 */
export function builtRoutes(dist: string): string[] {
  if (!existsSync(dist)) throw new Error(`No build at ${dist}: run \`npm run build\` first.`);
  return listFiles(dist)
    .filter((file) => file.endsWith(".html"))
    .map((file) => pagePath(dist, file))
    .filter((route) => !/(^|\/)404$|^\/410$/.test(route) && !isPrivate(route))
    .sort();
}

/** The content-hashed files of a build by site path (`/_astro/BaseLayout.x1y2.css`), without compressed twins. */
export function hashedAssets(dist: string): string[] {
  return readdirSync(join(dist, "_astro"))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => `/_astro/${file}`);
}

/** The first hashed file of a build with this extension (`.css`, `.js`, `.svg`), for tests that need one. */
export function hashedAsset(dist: string, extension: string): string {
  const found = hashedAssets(dist).find((path) => path.endsWith(extension));
  if (!found) throw new Error(`no ${extension} file in ${dist}/_astro`);
  return found;
}
