import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { load } from "js-yaml";
import { collectionFiles, type EntryCollection } from "../lib/content/collections.ts";
import { entryFiles } from "./content-entries.ts";
import { paths } from "../lib/navigation/urls.ts";

type Record = { [key: string]: unknown };

/**
 * Which page shows which uploaded picture as its own, read from the content files as the admin writes them:
 * each entry's `image` (a path beside it) and the page it has. The share image of such a page is made from it.
 */
export function pagePictures(contentDir: string): Map<string, string> {
  const pictures = new Map<string, string>();
  const add = (page: string, file: string, value: unknown) => {
    if (typeof value !== "string") return;
    const picture = resolve(dirname(file), value);
    if (existsSync(picture)) pictures.set(page, picture);
  };
  const entries = (collection: EntryCollection) => entryFiles(contentDir, collection);
  const json = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record;
  const frontMatter = (file: string) =>
    (load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, "utf8"))?.[1] ?? "") ?? {}) as Record;

  for (const { id, file } of entries("services")) add(paths.service(id), file, json(file)["image"]);
  for (const { id, file } of entries("industries")) add(paths.industry(id), file, json(file)["image"]);
  for (const { id, file } of entries("caseStudies")) add(paths.caseStudy(id), file, json(file)["image"]);
  for (const { id, file } of entries("blog")) add(paths.post(id), file, frontMatter(file)["image"]);
  const portfolio = join(contentDir, collectionFiles.portfolio.file);
  for (const item of (json(portfolio)["items"] ?? []) as Record[]) {
    add(paths.portfolioItem(Number(item["id"])), portfolio, item["image"]);
  }
  return pictures;
}
