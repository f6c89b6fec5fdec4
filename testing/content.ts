import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import {
  caseStudySchema,
  industrySchema,
  leadersFileSchema,
  portfolioFileSchema,
  postSchema,
  serviceSchema,
  testimonialsFileSchema,
} from "../src/schemas/index.ts";
import { splitFrontMatter } from "../admin/entry-file.ts";
import { collectionFiles, type EntryCollection, type FileCollection } from "../src/lib/content/collections.ts";
import { entryFiles } from "../src/integrations/content-entries.ts";
import { isPublished, publishingCutoff } from "../src/lib/content/schedule.ts";
import { buildTime } from "./build-moment.ts";

// The one reader of src/content for the browser tests: the same records the build used, parsed with the
// same schemas, so tests compare pages with their source instead of with copies of it.

const contentDir = join(import.meta.dirname, "..", "src", "content");
const read = (...path: string[]) => readFileSync(join(contentDir, ...path), "utf8");

/** One record per file; the file name is the record's `id`, as Astro's loader makes it. */
function readCollection<T>(name: EntryCollection, parse: (text: string) => T): (T & { id: string })[] {
  return entryFiles(contentDir, name).map(({ id, file }) => ({ ...parse(readFileSync(file, "utf8")), id }));
}

/** A one-file collection's JSON. */
const readFile = (name: FileCollection): unknown => JSON.parse(read(collectionFiles[name].file));

/** Front matter parsed as YAML, and the Markdown body after it. */
function readMarkdown(text: string) {
  const { frontMatter, body } = splitFrontMatter(text);
  return { ...postSchema.parse(load(frontMatter)), body };
}

export const services = readCollection("services", (t) => serviceSchema.parse(JSON.parse(t))).sort(
  (a, b) => a.order - b.order,
);
export const industries = readCollection("industries", (t) => industrySchema.parse(JSON.parse(t)));
export const caseStudies = readCollection("caseStudies", (t) => caseStudySchema.parse(JSON.parse(t))).sort(
  (a, b) => a.order - b.order,
);
const allPosts = readCollection("blog", readMarkdown).sort((a, b) => b.date.getTime() - a.date.getTime());
/** Blog posts the build publishes (dated today or earlier), newest first, as the blog lists them. */
export const posts = allPosts.filter((post) => isPublished(post.date, publishingCutoff(buildTime)));
/** Posts dated later, which the build leaves out until their day. */
export const scheduledPosts = allPosts.filter((post) => !posts.includes(post));
export const portfolio = portfolioFileSchema.parse(readFile("portfolio")).items;
export const leaders = leadersFileSchema.parse(readFile("leaders")).items;
export const testimonials = testimonialsFileSchema.parse(readFile("testimonials")).items;
