import { z } from "astro/zod";
import { formerAddresses } from "./addresses.ts";
import {
  heading,
  icon,
  imageAlt,
  internalHref,
  labeled,
  optionalLine,
  order,
  paragraph,
  picture,
  text,
  wide,
  type Pictured,
} from "./fields.ts";

/** A success story: its card, its page, its results and the facts of the engagement. */
export const caseStudySchema = z.object({
  title: labeled(heading, "Title", "Changing it keeps the page's address."),
  order: order("success stories"),
  industry: labeled(text, "Industry", "As the badge on the card shows it, such as Healthcare."),
  category: labeled(text, "Kind of work", "Such as Mobile App or AI & Machine Learning."),
  icon: icon(),
  image: picture("Photograph", wide("A product screenshot or a photo of the work, on the story's card and page")),
  imageAlt: imageAlt(),
  featuredOnHome: labeled(z.boolean().default(false), "Feature on the home page"),
  challenge: paragraph("The challenge"),
  solution: paragraph("Our solution"),
  results: labeled(
    z.array(labeled(text, "Result")).default([]),
    "Results",
    "One measurable outcome per line, starting with its figure (30% increase in ..., 5,000 customers ...): the figure is shown as a big number. The first is the story's headline.",
  ),
  engagement: labeled(
    z
      .object({
        duration: labeled(optionalLine(60), "Duration", "Such as 9 months, live in month 6."),
        team: labeled(optionalLine(80), "Team", "Such as 5: three engineers, a designer and a delivery lead."),
        scale: labeled(optionalLine(80), "Scale", "What the work serves, such as 9 hospitals, 60,000 visits a year."),
      })
      .default({ duration: "", team: "", scale: "" }),
    "Engagement facts",
    "Shown in a box beside the story, under the industry. Leave a line empty to leave it out.",
  ),
  technologiesUsed: labeled(z.array(labeled(text, "Technology")).default([]), "Technologies used"),
  internalLinks: labeled(
    z
      .array(
        z
          .object({
            text: labeled(text, "Link text"),
            url: labeled(internalHref, "Site path", "Such as /services/qa-testing."),
          })
          .meta({ title: "Link", itemLabel: "text" }),
      )
      .default([]),
    "Related pages",
    "Links to services or other pages of this site.",
  ),
  cta: labeled(
    z.object({
      title: labeled(heading.default("Ready to Start?"), "Heading"),
      description: paragraph("Text").default(
        "Tell us what you are trying to change and we will reply within 24 business hours with a first plan.",
      ),
      buttonText: labeled(text.default("Contact Us"), "Button"),
      link: labeled(internalHref.default("/contact"), "Button goes to", "A site path, such as /contact."),
    }),
    "Call to action",
    "The band at the foot of the page.",
  ),
  datePublished: labeled(z.coerce.date(), "Published on"),
  formerAddresses: formerAddresses(),
});

export type CaseStudy = Pictured<z.infer<typeof caseStudySchema>> & { id: string };
