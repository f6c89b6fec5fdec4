/**
 * Every content collection, named once. The key is its name everywhere: Astro's `getCollection`, the admin's
 * address (`/keystatic/collection/<name>`) and the tests' reader; the value says where its files live under
 * `src/content/`. The content config, the admin, the build's checks and the tests all read it from here.
 */
export const collectionFiles = {
  services: { folder: "services", extension: ".json" },
  industries: { folder: "industries", extension: ".json" },
  caseStudies: { folder: "case-studies", extension: ".json" },
  blog: { folder: "blog", extension: ".md" },
  legal: { folder: "legal", extension: ".md" },
  portfolio: { file: "portfolio.json" },
  testimonials: { file: "testimonials.json" },
  leaders: { file: "leaders.json" },
} as const;

type Files = typeof collectionFiles;
/** Collections kept one entry per file, the file name being the entry's `id` and URL key. */
export type EntryCollection = {
  [Name in keyof Files]: Files[Name] extends { folder: string } ? Name : never;
}[keyof Files];
/** Collections kept as one JSON file of records. */
export type FileCollection = Exclude<keyof Files, EntryCollection>;

/** The project-relative folder of an entry collection, such as `src/content/case-studies`. */
export const entryFolder = (name: EntryCollection): string => `src/content/${collectionFiles[name].folder}`;
/** The project-relative file of a one-file collection, such as `src/content/leaders.json`. */
export const collectionFile = (name: FileCollection): string => `src/content/${collectionFiles[name].file}`;
