import { readdirSync } from "node:fs";
import { join } from "node:path";
import { collectionFiles, type EntryCollection } from "../lib/content/collections.ts";

/**
 * The entries of a one-file-per-entry collection under `contentDir`, as Astro's loader sees them: each file of
 * the collection's kind in its folder, and its `id`, the file name without its extension.
 */
export function entryFiles(contentDir: string, name: EntryCollection): { id: string; file: string }[] {
  const { folder, extension } = collectionFiles[name];
  return readdirSync(join(contentDir, folder))
    .filter((file) => file.endsWith(extension))
    .map((file) => ({ id: file.slice(0, -extension.length), file: join(contentDir, folder, file) }));
}
