import { collection, config, fields, singleton } from "@keystatic/core";
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

export default config({
  storage: import.meta.env.PROD ? { kind: "github", repo: contentRepository } : { kind: "local" },
  ui: {
    brand: { name: "Bighorn Software" },
    navigation: {
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
        ...keystaticSchema(contentSchemas.posts, "title"),
        content: markdownBody("Article", "The post itself. Start sections with a level 2 heading."),
      },
    }),
    caseStudies: collection({
      label: "Success stories",
      path: "src/content/case-studies/*",
      slugField: "title",
      columns: ["title"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.caseStudies, "title"),
    }),
    services: collection({
      label: "Services",
      path: "src/content/services/*",
      slugField: "title",
      columns: ["title"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.services, "title"),
    }),
    industries: collection({
      label: "Industries",
      path: "src/content/industries/*",
      slugField: "name",
      columns: ["name"],
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.industries, "name"),
    }),
    legal: collection({
      label: "Legal pages",
      path: "src/content/legal/*",
      slugField: "title",
      columns: ["title"],
      format: { contentField: "content" },
      entryLayout: "content",
      schema: {
        ...keystaticSchema(contentSchemas.legal, "title"),
        content: markdownBody("Text", "The policy itself. Start sections with a level 2 heading."),
      },
    }),
  },
  singletons: {
    company: singleton({
      label: "Company details",
      path: "src/content/company",
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.company),
    }),
    portfolio: singleton({
      label: "Portfolio",
      path: "src/content/portfolio",
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.portfolio),
    }),
    testimonials: singleton({
      label: "Testimonials",
      path: "src/content/testimonials",
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.testimonials),
    }),
    leaders: singleton({
      label: "Leadership team",
      path: "src/content/leaders",
      format: { data: "json" },
      schema: keystaticSchema(contentSchemas.leaders),
    }),
  },
});
