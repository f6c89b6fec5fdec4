import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./project-copy.ts";

/** A file of a package as installed for the project (npm ci from the lockfile). */
export const packageFile = (name: string, path: string) => join(projectRoot, "node_modules", name, path);

/** The version of a package as installed. */
export function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(packageFile(name, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * What a test of a workaround says when the library under it changed: the pin fails on purpose, so whoever
 * upgrades reads the workaround again before moving its version forward.
 */
export const pinMessage = (name: string, module: string) =>
  `${name} changed under ${module}: check the workaround still holds (or is no longer needed), then update its version`;
