import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { listFiles } from "./built-pages.ts";
import { classicScript } from "./classic-scripts.ts";

/** Astro's inline island runtime, and the inline script of a client directive, as Astro writes them. */
const astroRuntime = /<script>(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"[\s\S]*?<\/script>/g;
const directiveScript =
  /<script>(?:(?!<\/script>)[\s\S])*?\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=[\s\S]*?<\/script>/g;

/** An attribute's text as Astro escapes it, read back. */
const unescapeAttribute = (text: string) =>
  text.replace(
    /&(quot|#39|lt|gt|amp);/g,
    (_, name: string) => ({ quot: '"', "#39": "'", lt: "<", gt: ">", amp: "&" })[name] ?? "",
  );

/** Each island's opening tag in a built page. */
const islandTags = (html: string) => [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag);

/** One attribute of an island's tag, read back as Astro escaped it; undefined when the tag has none. */
function attribute(tag: string, name: string): string | undefined {
  const written = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return written === undefined ? undefined : unescapeAttribute(written);
}

/** What the inline loader reads from every island, unguarded (src/lib/layout/island-loader.ts). */
const readByLoader = ["component-url", "renderer-url", "component-export", "opts"];

/**
 * Whether the loader reads a prop as Astro wrote it: a type, then its value: 0 a value or an object of written
 * props, 1 an array of them, 3 a date.
 */
function readable(written: unknown): boolean {
  if (!Array.isArray(written)) return false;
  const [type, value] = written as [unknown, unknown];
  if (type === 1) return Array.isArray(value) && value.every(readable);
  if (type === 3) return typeof value === "string";
  if (type !== 0) return false;
  return value === null || typeof value !== "object" || Object.values(value).every(readable);
}

/**
 * The built page with its islands woken by the site's own loader (src/lib/layout/island-loader.ts), once, before
 * the body ends, in place of Astro's island runtime and directive scripts: a page with an island carried 5.3 KB of
 * inline script before its form worked (#66). The page is returned as it was when it has no island; one whose
 * islands the loader cannot wake (another directive, a prop it does not read) fails the build.
 */
export function withIslandLoader(html: string, loader: string, page: string): string {
  if (!html.includes("<astro-island")) return html;
  for (const island of islandTags(html)) {
    // Woken on intent, with all the loader reads written.
    if (attribute(island, "client") !== "intent" || readByLoader.some((name) => attribute(island, name) === undefined))
      throw new Error(`${page}: an island the loader cannot wake: ${island}`);
    const props = JSON.parse(attribute(island, "props") ?? "{}") as object;
    for (const written of Object.values(props)) {
      if (!readable(written))
        throw new Error(`${page}: an island prop the loader cannot read: ${JSON.stringify(written)}`);
    }
  }
  // Astro writes its runtime and the directive's script once, before the first island; found otherwise, the page
  // would keep them, or lose a script the loader does not replace.
  const found = [html.match(astroRuntime)?.length ?? 0, html.match(directiveScript)?.length ?? 0];
  if (found[0] !== 1 || found[1] !== 1)
    throw new Error(
      `${page}: Astro's island scripts are not where the loader expects them (found ${found.join(" and ")})`,
    );
  const stripped = html.replace(astroRuntime, "").replace(directiveScript, "");
  return stripped.replace(/<\/body>/, `<script>${loader}</script></body>`);
}

/** The built files of a page's islands (`/_astro/contact-form.BKun1m-Q.js`). */
export const islandFiles = (html: string): string[] =>
  islandTags(html).flatMap((tag) => attribute(tag, "component-url") ?? []);

/**
 * Whether an island's built file exports what the loader hydrates it with (every island component re-exports
 * `hydrate` from src/lib/layout/island-hydrator.ts): without it the island would never wake, and its form would
 * only ever go as the browser sends it.
 */
export const exportsHydrate = (code: string): boolean =>
  [...code.matchAll(/\bexport\s*\{([^}]*)\}/g)].some(([, names]) =>
    (names ?? "").split(",").some((name) => /(^|\sas)\s*hydrate\s*$/.test(name.trim())),
  );

/** Replaces Astro's island scripts in every built page that has an island (see `withIslandLoader`). */
export function islandLoader(): AstroIntegration {
  return {
    name: "bighorn:island-loader",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { code } = await classicScript(fileURLToPath(new URL("../lib/layout/island-loader.ts", import.meta.url)));
        const root = fileURLToPath(dir);
        let pages = 0;
        const files = new Set<string>();
        for (const path of listFiles(root).filter((file) => file.endsWith(".html"))) {
          const html = await readFile(path, "utf8");
          const woken = withIslandLoader(html, code, path.slice(root.length));
          if (woken === html) continue;
          for (const file of islandFiles(html)) files.add(file);
          await writeFile(path, woken);
          pages += 1;
        }
        for (const file of files) {
          if (!exportsHydrate(await readFile(join(root, file), "utf8")))
            throw new Error(
              `${file}: an island's file that does not export hydrate (src/lib/layout/island-hydrator.ts)`,
            );
        }
        logger.info(`islands woken by the site's loader (${String(code.length)} bytes) on ${String(pages)} pages`);
      },
    },
  };
}
