import { z } from "astro/zod";
import { internalHref, schemaParts, urlKey } from "./content-schemas";

/**
 * The words of pages that are not drawn from a collection, as content an editor changes in the admin
 * (Pages, in /keystatic). Each page is one JSON file in src/content/pages/, checked against these schemas
 * when the site is built; the admin's fields, labels and help lines come from them too.
 */
const { line, heading, paragraph, labeled, icon, metaTitle, metaDescription } = schemaParts;

const action = (title: string, description: string) =>
  labeled(
    z.object({
      label: labeled(line(40), "Button text", "What happens next, such as Request a Consultation."),
      href: labeled(internalHref, "Goes to", "A site path, such as /contact."),
    }),
    title,
    description,
  );

/** A section's heading band: the small line above, the heading, the sentence below. */
const bandFields = () => ({
  eyebrow: labeled(line(40), "Small line above", "A few words in capitals over the heading."),
  title: labeled(heading, "Heading"),
  lead: labeled(line(300), "Sentence below", "One or two sentences under the heading.", { multiline: true }),
});
const band = (title: string, description?: string) => labeled(z.object(bandFields()), title, description);

export const homePageSchema = z.object({
  meta: labeled(
    z.object({ title: metaTitle(), description: metaDescription() }),
    "Search result",
    "How the home page appears in Google and when shared.",
  ),
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
      tiles: labeled(
        z
          .array(
            z
              .object({ icon: icon(), title: labeled(line(60), "Title"), description: paragraph("Description") })
              .meta({ title: "Reason", itemLabel: "title" }),
          )
          .min(2)
          .max(8),
        "Reasons",
        "Two to eight reasons to choose the company; four fill one row on a laptop.",
      ),
    }),
    "Why us section",
  ),
  insights: labeled(
    z.object({ ...bandFields(), link: action("Link under the articles", "Usually to /blog.") }),
    "Blog section",
    "The three newest articles are shown.",
  ),
  cta: labeled(
    z.object({
      title: labeled(heading, "Heading", "Why to get in touch; the button says what to do, so do not repeat it."),
      lead: labeled(line(400), "Text", undefined, { multiline: true }),
      action: action("Button", "Usually to the contact page."),
    }),
    "Closing call to action",
    "The band at the foot of the page.",
  ),
});

export type HomePage = z.infer<typeof homePageSchema>;

/** A page's copy, checked when the site is built; a refused value names the file and the field. */
export function pageCopy<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new Error(`src/content/pages/${file}.json is not valid:\n  ${problems.join("\n  ")}`);
}
