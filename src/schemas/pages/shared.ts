import { z } from "astro/zod";
import { labeled, line } from "./parts.ts";

/** Words in the frame of every page (src/content/pages/shared.json). */
export const sharedCopySchema = z.object({
  footerNewsletter: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      lead: labeled(line(200), "Sentence", undefined, { multiline: true }),
    }),
    "Footer newsletter",
    "Beside the subscription box in every page's footer.",
  ),
  rights: labeled(
    line(60),
    "After the copyright line",
    "Follows the year and the legal name, such as All rights reserved.",
  ),
});

export type SharedCopy = z.infer<typeof sharedCopySchema>;
