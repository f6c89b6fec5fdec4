import { z } from "astro/zod";
import { formerAddresses } from "./addresses.ts";
import {
  crossLink,
  heading,
  icon,
  imageAlt,
  itemTitle,
  labeled,
  line,
  metaDescription,
  metaTitle,
  name,
  paragraph,
  picture,
  sample,
  text,
  urlKey,
  wide,
  type Pictured,
} from "./fields.ts";

/** An industry: its card, its page, the results that prove it and a client quote. */
const industryQuote = z
  .object({
    quote: paragraph("Quote"),
    author: labeled(text, "Who said it", "Name and role, such as Dana Whitfield, CIO."),
    company: labeled(text, "Organization"),
    sample,
  })
  .meta({ title: "Quote", itemLabel: "author" });

export const industrySchema = z.object({
  name: labeled(name, "Industry name", "Shown on cards and in the menu. Changing it keeps the page's address."),
  heroTitle: labeled(heading, "Page heading", "The promise at the top of the industry page."),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  introParagraph: paragraph("Introduction", "The paragraph under the heading, also used on the industry card."),
  icon: icon(),
  image: picture("Photograph", wide("Beside the heading of the industry page")),
  imageAlt: imageAlt(),
  solutions: labeled(
    z
      .array(
        z
          .object({ title: labeled(itemTitle, "Title"), description: paragraph("Description"), icon: icon() })
          .meta({ title: "Solution", itemLabel: "title" }),
      )
      .min(1),
    "Solutions",
    "What we build for this industry; at least one.",
  ),
  provenBy: labeled(
    z.array(labeled(urlKey, "Case study")).max(2).default([]),
    "Case studies",
    "Web address names of up to two case studies in this industry, such as telehealth-hospital-network. Their results lead the Key Results, named and linked, so a figure is typed once, in the case study.",
  ),
  results: labeled(
    z
      .array(
        z
          .object({
            metric: labeled(
              line(24),
              "Figure",
              "Such as 30%, 2x or Zero; not a figure a case study above already shows.",
            ),
            description: labeled(text, "What it measures", "Starts in lower case: it follows the figure."),
          })
          .meta({ title: "Result", itemLabel: "metric" }),
      )
      .default([]),
    "Other results",
    "Results of work in this industry that has no case study. With no case study and no result, the Key Results section is hidden.",
  ),
  relatedContent: labeled(
    z.array(crossLink).max(2).default([]),
    "Further insights",
    "Up to two blog posts or case studies.",
  ),
  /** At most one: Keystatic has no optional group of fields, so "no quote" is an empty list. */
  testimonial: labeled(
    z.array(industryQuote).max(1).default([]),
    "Client quote",
    "Add at most one; leave empty to hide the quote.",
  ),
  formerAddresses: formerAddresses(),
});

export type Industry = Pictured<z.infer<typeof industrySchema>> & { id: string };
