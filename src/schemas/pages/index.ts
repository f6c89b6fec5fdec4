import type { z } from "astro/zod";
import { aboutPageSchema } from "./about.ts";
import { blogPageSchema } from "./blog.ts";
import { subscribedPageSchema, thankYouPageSchema } from "./confirmation.ts";
import { contactPageSchema } from "./contact.ts";
import { homePageSchema } from "./home.ts";
import { industriesPageSchema } from "./industries.ts";
import { leadProblemsSchema } from "./lead-problems.ts";
import { notFoundPageSchema } from "./not-found.ts";
import { portfolioPageSchema } from "./portfolio.ts";
import { servicesPageSchema } from "./services.ts";
import { sharedCopySchema } from "./shared.ts";
import { successStoriesPageSchema } from "./success-stories.ts";

/**
 * Every page's own words, one JSON file each in src/content/pages/, in the order the admin lists them under
 * Pages. The key names the admin's entry; `file` its file; the schema checks it at build and makes its fields.
 */
export const pageEntries = {
  homePage: { file: "home", label: "Home page", schema: homePageSchema },
  servicesPage: { file: "services", label: "Services pages", schema: servicesPageSchema },
  industriesPage: { file: "industries", label: "Industry pages", schema: industriesPageSchema },
  successStoriesPage: { file: "success-stories", label: "Success stories pages", schema: successStoriesPageSchema },
  portfolioPage: { file: "portfolio", label: "Portfolio pages", schema: portfolioPageSchema },
  aboutPage: { file: "about", label: "About page", schema: aboutPageSchema },
  blogPage: { file: "blog", label: "Blog pages", schema: blogPageSchema },
  contactPage: { file: "contact", label: "Contact page", schema: contactPageSchema },
  thankYouPage: { file: "thank-you", label: "Thank-you page", schema: thankYouPageSchema },
  subscribedPage: { file: "subscribed", label: "Subscribed page", schema: subscribedPageSchema },
  leadProblemPages: { file: "lead-problems", label: "Message problem pages", schema: leadProblemsSchema },
  notFoundPage: { file: "not-found", label: "Page not found", schema: notFoundPageSchema },
  sharedCopy: { file: "shared", label: "Every page (footer)", schema: sharedCopySchema },
} as const satisfies Record<string, { file: string; label: string; schema: z.ZodObject }>;

export type PageEntryName = keyof typeof pageEntries;

/** A page's words, checked when the site is built; a refused value names the file and the field. */
export function parsePageCopy<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new Error(`src/content/pages/${file}.json is not valid:\n  ${problems.join("\n  ")}`);
}
