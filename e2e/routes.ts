import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

const dist = join(import.meta.dirname, "..", "dist");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * Every page route the build produced (`/`, `/services`, ...), read from dist so
 * new pages are covered automatically. Not-found pages are left out.
 */
export function builtRoutes(): string[] {
  if (!existsSync(dist))
    throw new Error("No dist/ yet: run `npm run build` once; the browser tests read their page list from it.");
  return htmlFiles(dist)
    .map((file) => `/${relative(dist, file).replace(/\.html$/, "")}`)
    .filter((route) => !route.endsWith("/404"))
    .map((route) => (route === "/index" ? "/" : route.replace(/\/index$/, "")))
    .sort();
}
