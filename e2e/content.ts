import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { caseStudySchema, industrySchema, serviceSchema } from "../src/lib/content-schemas";

const contentDir = join(import.meta.dirname, "..", "src", "content");

function readCollection<T>(folder: string, parse: (data: unknown) => T): (T & { key: string })[] {
  const dir = join(contentDir, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ ...parse(JSON.parse(readFileSync(join(dir, file), "utf8"))), key: file.replace(/\.json$/, "") }));
}

/** The same records the build used, parsed with the same schemas, so tests compare pages with their source. */
export const services = readCollection("services", (d) => serviceSchema.parse(d)).sort((a, b) => a.order - b.order);
export const industries = readCollection("industries", (d) => industrySchema.parse(d));
export const caseStudies = readCollection("case-studies", (d) => caseStudySchema.parse(d)).sort(
  (a, b) => a.order - b.order,
);
