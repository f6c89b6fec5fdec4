import { z } from "astro/zod";
import { blogCategories } from "./blog-categories";
import { iconNames } from "./icons";

/**
 * Every content entity of the site as a zod schema. `content.config.ts` wires
 * them to loaders; components take the inferred types, so the schema is the
 * only description of each entity.
 */

const text = z.string().trim().min(1);
const urlKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lowercase words joined by hyphens");
/** Site-relative link, written without a trailing slash (the site's routes have none). */
/**
 * `sample: true` marks invented content (a person, a quote) written to show the design. Editors see it in
 * the file; visitors never do. Replace every sample with real, approved content before launch.
 */
const sample = z.boolean().optional();

/**
 * A pointer to a blog post or a case study by its URL key. Its card's title, summary and address come from
 * that entry (lib/insights.ts), never retyped here.
 */
const crossLink = z.object({ type: z.enum(["blog", "case"]), id: urlKey });

export const internalHref = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:\?[^\s#]+)?(?:#[\w-]+)?$/,
    "use a site path such as /services/cloud-migration, without a trailing slash",
  );
const icon = z.enum(iconNames);
const titled = z.object({ title: text, description: text });

export { blogCategories };
type PostCategoryId = Exclude<(typeof blogCategories)[number]["id"], "all">;
const postCategoryIds = blogCategories.map((c) => c.id).filter((id): id is PostCategoryId => id !== "all");

export const serviceSchema = z.object({
  order: z.number().int(),
  title: text,
  subtitle: text,
  /** Emoji shown on the service page header; the spec's default is a puzzle piece. */
  emoji: text.default("🧩"),
  icon,
  description: text,
  details: z.array(text).length(4),
  onHome: z.boolean().default(true),
  metaTitle: text,
  metaDescription: text.max(160),
  bannerImageAlt: text,
  introParagraph: text,
  whatWeOffer: z.array(titled).length(6),
  ourApproach: z.array(titled).length(5),
  whyChooseUs: z.array(titled).length(5),
  caseStudies: z.array(crossLink).length(2),
  cta: z.object({
    title: text,
    description: text,
    primaryText: text,
    secondaryText: text.optional(),
    secondaryLink: z.enum(["/success-stories", "/portfolio", "/blog"]).optional(),
  }),
});

export const industrySchema = z.object({
  name: text,
  heroTitle: text,
  metaTitle: text,
  metaDescription: text.max(160),
  introParagraph: text,
  icon,
  imageAlt: text,
  solutions: z.array(z.object({ title: text, description: text, icon })).min(1),
  results: z.array(z.object({ metric: text, description: text })).default([]),
  relatedContent: z.array(crossLink).max(2).optional(),
  testimonial: z.object({ quote: text, author: text, company: text, sample }).optional(),
});

const ctaDefaults = {
  title: "Ready to Start?",
  description: "Tell us what you are trying to change and we will reply within one business day with a first plan.",
  buttonText: "Contact Us",
  link: "/contact",
};

export const caseStudySchema = z.object({
  order: z.number().int(),
  title: text,
  industry: text,
  category: text,
  icon,
  imageAlt: text,
  challenge: text,
  solution: text,
  results: z.array(text).default([]),
  featuredOnHome: z.boolean().default(false),
  technologiesUsed: z.array(text).default([]),
  internalLinks: z.array(z.object({ text, url: internalHref })).default([]),
  cta: z
    .object({
      title: text.default(ctaDefaults.title),
      description: text.default(ctaDefaults.description),
      buttonText: text.default(ctaDefaults.buttonText),
      link: internalHref.default(ctaDefaults.link),
    })
    .default(ctaDefaults),
  datePublished: z.coerce.date().optional(),
});

export const portfolioSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  category: text,
  industry: text,
  description: text,
  technologies: z.array(text).min(1),
  outcome: text,
  imageAlt: text,
  /** Slugs of the services the project drew on; the detail page links to each. */
  relatedServices: z.array(urlKey).min(1),
});

export const postSchema = z.object({
  title: text,
  category: z.enum(postCategoryIds as [PostCategoryId, ...PostCategoryId[]]),
  summary: text,
  date: z.coerce.date(),
  tags: z.array(text).min(1),
  imageAlt: text,
  metaTitle: text,
  metaDescription: text.max(160),
});

export const testimonialSchema = z.object({
  quote: text,
  name: text,
  title: text,
  company: text,
  sample,
});

export const leaderSchema = z.object({
  order: z.number().int(),
  name: text,
  role: text,
  bio: text,
  sample,
});

/**
 * A file that holds a whole list is an object with the list under `items` (Keystatic cannot edit a file that is
 * a bare array). Each item carries its `id` first, the order the editor writes keys in.
 */
function listFile<Shape extends z.ZodRawShape>(id: z.ZodType, item: z.ZodObject<Shape>) {
  return z.object({ items: z.array(z.object({ id, ...item.shape })).min(1) });
}
export const testimonialsFileSchema = listFile(urlKey, testimonialSchema);
export const leadersFileSchema = listFile(urlKey, leaderSchema);
export const portfolioFileSchema = z.object({ items: z.array(portfolioSchema).min(1) });

/** The company's own details, which every page shows (footer, contact page, structured data). */
export const companySchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text.max(200),
  email: z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, "use an email address such as hello@example.com"),
  phone: z.string().regex(/^\+1 \(\d{3}\) \d{3}-\d{4}$/, "use the form +1 (307) 555-0142"),
  address: z.object({
    street: text,
    city: text,
    region: text,
    regionCode: z.string().regex(/^[A-Z]{2}$/, "use the two-letter state code, such as WY"),
    postalCode: z.string().regex(/^\d{5}(?:-\d{4})?$/, "use a ZIP code such as 82801"),
    country: text,
  }),
  officeHours: z.array(z.object({ days: text, hours: text })).min(1),
  socialProfiles: z.array(
    z.object({
      network: text,
      href: z.string().regex(/^https:\/\/\S+$/, "use the full https:// address of the profile"),
      placeholder: z.boolean().default(false),
    }),
  ),
});

/** Legal pages: Markdown bodies with a title and description; Last Updated is the build date. */
export const legalSchema = z.object({
  title: text,
  description: text.max(160),
});

export type Service = z.infer<typeof serviceSchema> & { id: string };
export type Industry = z.infer<typeof industrySchema> & { id: string };
export type CaseStudy = z.infer<typeof caseStudySchema> & { id: string };
export type PortfolioItem = z.infer<typeof portfolioSchema>;
export type Post = z.infer<typeof postSchema> & { id: string };
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CrossLink = z.infer<typeof crossLink>;
export type Leader = z.infer<typeof leaderSchema>;
