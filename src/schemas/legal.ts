import { z } from "astro/zod";
import { formerAddresses } from "./addresses.ts";
import { heading, labeled, metaDescription } from "./fields.ts";

/** Legal pages: Markdown bodies with a title and description; Last Updated is the build date. */
export const legalSchema = z.object({
  title: labeled(heading, "Title", "Changing it keeps the page's address."),
  description: metaDescription(),
  formerAddresses: formerAddresses(),
});
