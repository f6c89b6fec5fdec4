import type { ImageMetadata } from "astro";
import { defineCollection, type SchemaContext } from "astro:content";
import type { z } from "astro/zod";
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
  pictureField,
  postSchema,
  serviceSchema,
  testimonialSchema,
} from "./schemas/index.ts";
import { collectionFile, collectionFiles, entryFolder, type EntryCollection } from "./lib/content/collections.ts";

/**
 * A picture field as Astro's image pipeline takes it: the path the schema accepts, resolved to the file beside the
 * entry, which must exist. Pages get it resized (src/build/pictures.ts), never as uploaded.
 */
const picture = ({ image }: SchemaContext) =>
  // `image()` is a string transform at run time; its declared input type is the metadata it produces.
  pictureField.pipe(image() as unknown as z.ZodType<ImageMetadata, string>).optional();

/** An entry collection's loader: one entry per file in its folder (src/lib/content/collections.ts). */
const entries = (name: EntryCollection) =>
  glob({ pattern: `*${collectionFiles[name].extension}`, base: `./${entryFolder(name)}` });

// One entry per file where an editor adds records one at a time (the file name is the entry's `id` and URL key);
// one file per collection where the records are few and read together.
export const collections = {
  services: defineCollection({
    loader: entries("services"),
    schema: (context) => serviceSchema.extend({ image: picture(context) }),
  }),
  industries: defineCollection({
    loader: entries("industries"),
    schema: (context) => industrySchema.extend({ image: picture(context) }),
  }),
  caseStudies: defineCollection({
    loader: entries("caseStudies"),
    schema: (context) => caseStudySchema.extend({ image: picture(context) }),
  }),
  blog: defineCollection({
    loader: entries("blog"),
    schema: (context) => postSchema.extend({ image: picture(context) }),
  }),
  portfolio: defineCollection({
    loader: file(`./${collectionFile("portfolio")}`, {
      parser: (text) => portfolioFileSchema.parse(JSON.parse(text)).items,
    }),
    schema: (context) => portfolioSchema.extend({ image: picture(context) }),
  }),
  testimonials: defineCollection({
    loader: file(`./${collectionFile("testimonials")}`, {
      parser: (text) => testimonialsFileSchema.parse(JSON.parse(text)).items,
    }),
    schema: testimonialSchema,
  }),
  legal: defineCollection({ loader: entries("legal"), schema: legalSchema }),
  leaders: defineCollection({
    loader: file(`./${collectionFile("leaders")}`, {
      parser: (text) => leadersFileSchema.parse(JSON.parse(text)).items,
    }),
    schema: (context) => leaderSchema.extend({ portrait: picture(context) }),
  }),
};
