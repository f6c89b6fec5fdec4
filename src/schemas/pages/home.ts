import { z } from "astro/zod";
import { internalHref, urlKey } from "../fields.ts";
import { action, band, bandFields, ctaBand, featureTiles, heading, labeled, line, searchResult } from "./parts.ts";

/** The home page's words (src/content/pages/home.json); its cards come from the collections. */
export const homePageSchema = z.object({
  meta: searchResult("the home page"),
  hero: labeled(
    z.object({
      eyebrow: labeled(line(60), "Small line above", "Who we are in a few words, shown in capitals."),
      title: labeled(heading, "Headline", "The first words a visitor reads; the page's main heading."),
      lead: labeled(line(400), "Introduction", "Two or three sentences under the headline.", { multiline: true }),
      primary: action("Main button", "Usually to the contact page."),
      secondary: labeled(
        z
          .array(
            z
              .object({
                label: labeled(line(40), "Button text"),
                href: labeled(internalHref, "Goes to", "A site path, such as /services."),
              })
              .meta({ title: "Button", itemLabel: "label" }),
          )
          .max(2),
        "Other buttons",
        "Up to two quieter buttons beside the main one.",
      ),
      proof: labeled(
        z.array(labeled(line(60), "Point")).max(4),
        "Proof points",
        "Up to four short facts under the buttons, such as Replies within 24 business hours.",
      ),
      highlights: labeled(
        z
          .array(
            z
              .object({
                caseStudy: labeled(urlKey, "Case study", "Its web address name, such as telehealth-hospital-network."),
                result: labeled(
                  z.number().int().min(1),
                  "Result number",
                  "Which of its results: 1 for the first (its headline), 2 for the second ...",
                ),
              })
              .meta({ title: "Highlight", itemLabel: "caseStudy" }),
          )
          .max(3),
        "Result highlights",
        "Up to three results shown beside the headline, each taken from a case study, so a figure is typed once.",
      ),
    }),
    "Top of the page",
    "The headline, its buttons and the results beside it.",
  ),
  services: band("Services section", "The heading over the service cards; the cards come from Services."),
  industries: band("Industries section", "The heading over the industry cards; the cards come from Industries."),
  successStories: labeled(
    z.object({
      ...bandFields(),
      link: action("Link under the stories", "Usually to /success-stories."),
      cardLink: labeled(line(40), "Link on each story", "Such as Read the case study."),
    }),
    "Success stories section",
    "The stories shown are those marked Feature on the home page, in Success stories.",
  ),
  testimonials: band("Testimonials section", "The quotes come from Testimonials."),
  values: labeled(
    z.object({
      ...bandFields(),
      tiles: featureTiles("Reasons", "Two to eight reasons to choose the company; four fill one row on a laptop.", {
        min: 2,
        max: 8,
      }),
    }),
    "Why us section",
  ),
  insights: labeled(
    z.object({ ...bandFields(), link: action("Link under the articles", "Usually to /blog.") }),
    "Blog section",
    "The three newest articles are shown.",
  ),
  cta: ctaBand(),
});

export type HomePage = z.infer<typeof homePageSchema>;
