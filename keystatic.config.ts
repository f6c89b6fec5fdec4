import { collection, config, fields, singleton } from "@keystatic/core";
import type { z } from "astro/zod";
import {
  caseStudySchema,
  companySchema,
  industrySchema,
  leadersFileSchema,
  legalSchema,
  portfolioFileSchema,
  postSchema,
  redirectsFileSchema,
  serviceSchema,
  testimonialsFileSchema,
} from "./src/schemas/index.ts";
import { keystaticSchema } from "./admin/fields-from-zod.ts";
import type { PictureFolder } from "./admin/picture-field.tsx";
import { PICTURE_LIMIT } from "./src/lib/pictures/rules.ts";
import { pageEntries, type PageEntryName } from "./src/schemas/pages/index.ts";
import { collectionFolders, webAddressRule } from "./src/lib/content/route-guard.ts";
import {
  collectionFiles,
  entryFolder,
  type EntryCollection,
  type FileCollection,
} from "./src/lib/content/collections.ts";

/**
 * The admin at /keystatic: every content file an editor changes, with fields derived from the zod schemas the
 * build validates. Locally (`npm run dev`) it writes the files in this working copy; the admin-only deployment
 * (`npm run build:admin`) commits to GitHub instead, and the host rebuilds the static site from that commit.
 */

/** The repository the admin deployment commits to. Change it if the site's repository moves. */
export const contentRepository = { owner: "bighorn-software", name: "website" } as const;

/** The zod schema of each collection entry and each singleton file; the admin's fields come from these. */
export const contentSchemas = {
  blog: postSchema,
  caseStudies: caseStudySchema,
  services: serviceSchema,
  industries: industrySchema,
  legal: legalSchema,
  company: companySchema,
  portfolio: portfolioFileSchema,
  testimonials: testimonialsFileSchema,
  leaders: leadersFileSchema,
  redirects: redirectsFileSchema,
  ...(Object.fromEntries(Object.entries(pageEntries).map(([name, page]) => [name, page.schema])) as {
    [Name in PageEntryName]: (typeof pageEntries)[Name]["schema"];
  }),
};

/**
 * Markdown bodies use what the site's article styles cover: section headings, lists, emphasis, links and quotes,
 * and in articles pictures, stored beside the post and always described. The page's title is its only level 1
 * heading, so the body starts at level 2.
 */
const markdownBody = (label: string, description: string, pictures?: PictureFolder) =>
  fields.markdoc({
    label,
    description,
    extension: "md",
    options: {
      heading: [2, 3],
      image: pictures
        ? {
            ...pictures,
            // The build imports an article's pictures by this prefix (src/build/article-html.ts).
            transformFilename: (name: string) => `figure-${name.toLowerCase().replace(/[^a-z0-9.]+/g, "-")}`,
            schema: {
              alt: fields.text({
                label: "Image description",
                description: "What the picture shows, read aloud to visitors who cannot see it.",
                validation: { length: { min: 1, max: 250 } },
              }),
            },
          }
        : false,
      table: false,
      divider: false,
      codeBlock: false,
    },
  });

/** A whole list or record kept in one JSON file, `src/content/<name>.json`; its pictures in `src/content/<name>/`. */
const jsonFile = <Shape extends z.ZodRawShape>(label: string, name: string, schema: z.ZodObject<Shape>) =>
  singleton({
    label,
    path: `src/content/${name}`,
    format: { data: "json" },
    schema: keystaticSchema(schema, { pictures: picturesBeside(name) }),
  });

/**
 * Pictures beside the content: an entry's in a folder named after it (`src/content/blog/<post>/image.jpg`),
 * stored in the file as a path relative to it (`./<post>/image.jpg`), which the build resolves.
 */
const picturesBeside = (name: string) => ({
  directory: `src/content/${name}`,
  publicPath: `./${name.split("/").at(-1) ?? name}/`,
});
/** Each collection entry keeps its pictures in a folder named after its file, beside it. */
const entryPictures = (name: EntryCollection) => ({ directory: entryFolder(name), publicPath: "./" });
/** A one-file collection (src/lib/content/collections.ts), by its name there. */
const fileName = (name: FileCollection) => collectionFiles[name].file.replace(/\.json$/, "");

export default config({
  storage: import.meta.env.PROD ? { kind: "github", repo: contentRepository } : { kind: "local" },
  ui: {
    brand: { name: "Bighorn Software" },
    navigation: {
      Pages: Object.keys(pageEntries) as PageEntryName[],
      Publishing: ["blog", "caseStudies", "portfolio"],
      "What we offer": ["services", "industries"],
      Company: ["company", "leaders", "testimonials", "legal", "redirects"],
    },
  },
  collections: {
    blog: collection({
      label: "Blog posts",
      path: `${entryFolder("blog")}/*`,
      slugField: "title",
      columns: ["title"],
      format: { contentField: "content" },
      entryLayout: "content",
      schema: {
        ...keystaticSchema(contentSchemas.blog, {
          slugField: "title",
          webAddress: webAddressRule("blog"),
          pictures: entryPictures("blog"),
          addressFolder: collectionFolders.blog,
        }),
        content: markdownBody(
          "Article",
          `The post itself. Start sections with a level 2 heading. Pictures: JPEG, PNG, WebP or AVIF, at most ${PICTURE_LIMIT.label} each.`,
          entryPictures("blog"),
        ),
      },
    }),
    caseStudies: collection({
      label: "Success stories",
      path: `${entryFolder("caseStudies")}/*`,
      slugField: "title",
      columns: ["title"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.caseStudies, {
        slugField: "title",
        webAddress: webAddressRule("caseStudies"),
        pictures: entryPictures("caseStudies"),
        addressFolder: collectionFolders.caseStudies,
      }),
    }),
    services: collection({
      label: "Services",
      path: `${entryFolder("services")}/*`,
      slugField: "title",
      columns: ["title"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.services, {
        slugField: "title",
        webAddress: webAddressRule("services"),
        pictures: entryPictures("services"),
        addressFolder: collectionFolders.services,
      }),
    }),
    industries: collection({
      label: "Industries",
      path: `${entryFolder("industries")}/*`,
      slugField: "name",
      columns: ["name"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.industries, {
        slugField: "name",
        webAddress: webAddressRule("industries"),
        pictures: entryPictures("industries"),
        addressFolder: collectionFolders.industries,
      }),
    }),
    legal: collection({
      label: "Legal pages",
      path: `${entryFolder("legal")}/*`,
      slugField: "title",
      columns: ["title"],
      format: { contentField: "content" },
      entryLayout: "content",
      schema: {
        ...keystaticSchema(contentSchemas.legal, {
          slugField: "title",
          webAddress: webAddressRule("legal"),
          pictures: entryPictures("legal"),
          addressFolder: collectionFolders.legal,
        }),
        content: markdownBody("Text", "The policy itself. Start sections with a level 2 heading."),
      },
    }),
  },
  singletons: {
    company: jsonFile("Company details", "company", contentSchemas.company),
    portfolio: jsonFile("Portfolio", fileName("portfolio"), contentSchemas.portfolio),
    testimonials: jsonFile("Testimonials", fileName("testimonials"), contentSchemas.testimonials),
    leaders: jsonFile("Leadership team", fileName("leaders"), contentSchemas.leaders),
    redirects: jsonFile("Redirects", "redirects", contentSchemas.redirects),
    ...(Object.fromEntries(
      Object.entries(pageEntries).map(([name, page]) => [
        name,
        jsonFile(page.label, `pages/${page.file}`, page.schema as z.ZodObject),
      ]),
    ) as { [Name in PageEntryName]: ReturnType<typeof jsonFile> }),
  },
});
