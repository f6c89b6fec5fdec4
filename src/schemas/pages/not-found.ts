import { z } from "astro/zod";
import { heading, labeled, line, linkCards } from "./parts.ts";

/** The page a visitor gets for an address that does not exist (src/content/pages/not-found.json). */
export const notFoundPageSchema = z.object({
  eyebrow: labeled(line(40), "Small line above", "Such as Error 404."),
  title: labeled(heading, "Heading", "Also the browser tab's title."),
  description: labeled(line(160), "Description", "What search engines would show; the page is never listed."),
  lead: labeled(line(300), "Sentence below", undefined, { multiline: true }),
  suggestions: linkCards("Suggestions", "Two to six pages to try instead.", { min: 2, max: 6 }),
  gone: labeled(
    z.object({
      eyebrow: labeled(line(40), "Small line above", "Such as Gone for good."),
      title: labeled(heading, "Heading", "Also the browser tab's title."),
      description: labeled(line(160), "Description", "What search engines would show; the page is never listed."),
      lead: labeled(line(300), "Sentence below", undefined, { multiline: true }),
    }),
    "Page for addresses that are gone",
    "Shown, with the suggestions above, at every address Redirects marks gone for good.",
  ),
});

export type NotFoundCopy = z.infer<typeof notFoundPageSchema>;
