import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** One HTML page of the finished build, as the integrations that post-process it see it. */
export type BuiltPage = {
  /** Site path, e.g. `/` or `/services/web-development`. */
  path: string;
  html: string;
  noindex: boolean;
};

/** The `content` of `<meta name|property="key">` as written by the layout (attribute order as rendered). */
export function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
  return tag?.[1] ? decodeEntities(tag[1]) : undefined;
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

/** Reads every page Astro reports for a `build.format: "file"` build. */
export async function readBuiltPages(dir: URL, pages: { pathname: string }[]): Promise<BuiltPage[]> {
  const root = fileURLToPath(dir);
  return Promise.all(
    pages.map(async ({ pathname }) => {
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

/** Every file below `dir`, as absolute paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
