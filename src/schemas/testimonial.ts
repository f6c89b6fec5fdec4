import { z } from "astro/zod";
import { labeled, name, optionalKey, paragraph, sample, text, listFile } from "./fields.ts";

/** A client's quote on the home page, kept with the others in one file (src/content/testimonials.json). */
export const testimonialSchema = z.object({
  quote: paragraph("Quote"),
  name: labeled(name, "Name"),
  title: labeled(text, "Job title"),
  company: labeled(text, "Organization"),
  caseStudy: labeled(
    optionalKey,
    "About the case study",
    "The web address name of the case study this client speaks about, such as telehealth-hospital-network; its page then shows the quote.",
  ),
  sample,
});

export const testimonialsFileSchema = listFile(testimonialSchema, "Testimonial", "name");
export type Testimonial = z.infer<typeof testimonialSchema>;
