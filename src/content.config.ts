import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import {
  caseStudySchema,
  leadersFileSchema,
  portfolioFileSchema,
  testimonialsFileSchema,
  industrySchema,
  leaderSchema,
  legalSchema,
  portfolioSchema,
  postSchema,
  serviceSchema,
  testimonialSchema,
} from "./lib/content-schemas";

// One entry per file where an editor adds records one at a time (the file name is the entry's `id` and URL key);
// one file per collection where the records are few and read together.
export const collections = {
  services: defineCollection({
    loader: glob({ pattern: "*.json", base: "./src/content/services" }),
    schema: serviceSchema,
  }),
  industries: defineCollection({
    loader: glob({ pattern: "*.json", base: "./src/content/industries" }),
    schema: industrySchema,
  }),
  caseStudies: defineCollection({
    loader: glob({ pattern: "*.json", base: "./src/content/case-studies" }),
    schema: caseStudySchema,
  }),
  blog: defineCollection({ loader: glob({ pattern: "*.md", base: "./src/content/blog" }), schema: postSchema }),
  portfolio: defineCollection({
    loader: file("./src/content/portfolio.json", {
      parser: (text) => portfolioFileSchema.parse(JSON.parse(text)).items,
    }),
    schema: portfolioSchema,
  }),
  testimonials: defineCollection({
    loader: file("./src/content/testimonials.json", {
      parser: (text) => testimonialsFileSchema.parse(JSON.parse(text)).items,
    }),
    schema: testimonialSchema,
  }),
  legal: defineCollection({ loader: glob({ pattern: "*.md", base: "./src/content/legal" }), schema: legalSchema }),
  leaders: defineCollection({
    loader: file("./src/content/leaders.json", { parser: (text) => leadersFileSchema.parse(JSON.parse(text)).items }),
    schema: leaderSchema,
  }),
};
