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
  serviceSchema,
  testimonialsFileSchema,
} from "./src/lib/content-schemas";
import { keystaticSchema } from "./src/keystatic/fields-from-zod";
import { pageEntries, type PageEntryName } from "./src/lib/page-schemas";
import { webAddressRule } from "./src/lib/route-guard";

/**
 * The admin at /keystatic: every content file an editor changes, with fields derived from the zod schemas the
 * build validates. Locally (`npm run dev`) it writes the files in this working copy; the admin-only deployment
 * (`npm run build:admin`) commits to GitHub instead, and the host rebuilds the static site from that commit.
 */

/** The repository the admin deployment commits to. Change it if the site's repository moves. */
export const contentRepository = { owner: "bighorn-software", name: "website" } as const;

/** The zod schema of each collection entry and each singleton file; the admin's fields come from these. */
export const contentSchemas = {
  posts: postSchema,
  caseStudies: caseStudySchema,
  services: serviceSchema,
  industries: industrySchema,
  legal: legalSchema,
  company: companySchema,
  portfolio: portfolioFileSchema,
  testimonials: testimonialsFileSchema,
  leaders: leadersFileSchema,
  ...(Object.fromEntries(Object.entries(pageEntries).map(([name, page]) => [name, page.schema])) as {
    [Name in PageEntryName]: (typeof pageEntries)[Name]["schema"];
  }),
};

/**
 * Markdown bodies use what the site's article styles cover: section headings, lists, emphasis, links and quotes.
 * The page's title is its only level 1 heading, so the body starts at level 2.
 */
const markdownBody = (label: string, description: string) =>
  fields.markdoc({
    label,
    description,
    extension: "md",
    options: { heading: [2, 3], image: false, table: false, divider: false, codeBlock: false },
  });

/** A whole list or record kept in one JSON file, `src/content/<name>.json`. */
const jsonFile = <Shape extends z.ZodRawShape>(label: string, name: string, schema: z.ZodObject<Shape>) =>
  singleton({ label, path: `src/content/${name}`, format: { data: "json" }, schema: keystaticSchema(schema) });

export default config({
  storage: import.meta.env.PROD ? { kind: "github", repo: contentRepository } : { kind: "local" },
  ui: {
    brand: { name: "Bighorn Software" },
    navigation: {
      Pages: Object.keys(pageEntries) as PageEntryName[],
      Publishing: ["posts", "caseStudies", "portfolio"],
      "What we offer": ["services", "industries"],
      Company: ["company", "leaders", "testimonials", "legal"],
    },
  },
  collections: {
    posts: collection({
      label: "Blog posts",
      path: "src/content/blog/*",
      slugField: "title",
      columns: ["title"],
      format: { contentField: "content" },
      entryLayout: "content",
      schema: {
        ...keystaticSchema(contentSchemas.posts, "title", webAddressRule("posts")),
        content: markdownBody("Article", "The post itself. Start sections with a level 2 heading."),
      },
    }),
    caseStudies: collection({
      label: "Success stories",
      path: "src/content/case-studies/*",
      slugField: "title",
      columns: ["title"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.caseStudies, "title", webAddressRule("caseStudies")),
    }),
    services: collection({
      label: "Services",
      path: "src/content/services/*",
      slugField: "title",
      columns: ["title"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.services, "title", webAddressRule("services")),
    }),
    industries: collection({
      label: "Industries",
      path: "src/content/industries/*",
      slugField: "name",
      columns: ["name"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.industries, "name", webAddressRule("industries")),
    }),
    legal: collection({
      label: "Legal pages",
      path: "src/content/legal/*",
      slugField: "title",
      columns: ["title"],
      format: { contentField: "content" },
      entryLayout: "content",
      schema: {
        ...keystaticSchema(contentSchemas.legal, "title", webAddressRule("legal")),
        content: markdownBody("Text", "The policy itself. Start sections with a level 2 heading."),
      },
    }),
  },
  singletons: {
    company: jsonFile("Company details", "company", contentSchemas.company),
    portfolio: jsonFile("Portfolio", "portfolio", contentSchemas.portfolio),
    testimonials: jsonFile("Testimonials", "testimonials", contentSchemas.testimonials),
    leaders: jsonFile("Leadership team", "leaders", contentSchemas.leaders),
    ...(Object.fromEntries(
      Object.entries(pageEntries).map(([name, page]) => [
        name,
        jsonFile(page.label, `pages/${page.file}`, page.schema as z.ZodObject),
      ]),
    ) as { [Name in PageEntryName]: ReturnType<typeof jsonFile> }),
  },
});
