import { z } from "astro/zod";
import { heading, icon, internalHref, labeled, line, metaDescription, metaTitle, paragraph } from "../fields.ts";

/**
 * The building blocks of the pages' own words (src/content/pages/*.json): a button, a heading band, a search
 * result, a closing call to action. Each page's schema is made of these, so the admin labels the same kind of
 * field the same way on every page.
 */
export { heading, icon, labeled, line, metaDescription, metaTitle, paragraph };

/** A sentence that may hold `{name}` blanks the site fills in; any other blank is refused with the ones allowed. */
export function template(max: number, names: readonly string[]) {
  const blanks = ["a", ...names];
  const allowed = blanks.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return z
    .string()
    .trim()
    .min(1)
    .max(max, `Use at most ${max} characters.`)
    .regex(
      // Not only spaces (the admin counts them as characters), and no blank the site cannot fill.
      new RegExp(`^(?=[\\s\\S]*\\S)(?:[^{}]|\\{(?:${allowed})\\})*$`),
      `Write the sentence; curly brackets hold only ${blanks.map((name) => `{${name}}`).join(", ")}.`,
    );
}

export const action = (title: string, description: string) =>
  labeled(
    z.object({
      label: labeled(line(40), "Button text", "What happens next, such as Request a Consultation."),
      href: labeled(internalHref, "Goes to", "A site path, such as /contact."),
    }),
    title,
    description,
  );

/** A link with a sentence about where it leads, as a list of suggestions. */
export const linkCards = (title: string, description: string, count: { min: number; max: number }) =>
  labeled(
    z
      .array(
        z
          .object({
            label: labeled(line(40), "Link text"),
            href: labeled(internalHref, "Goes to", "A site path, such as /services."),
            description: labeled(line(160), "Sentence", "What the visitor finds there."),
          })
          .meta({ title: "Suggestion", itemLabel: "label" }),
      )
      .min(count.min)
      .max(count.max),
    title,
    description,
  );

/** A section's heading band: the small line above, the heading, the sentence below. */
export const bandFields = () => ({
  eyebrow: labeled(line(40), "Small line above", "A few words in capitals over the heading."),
  title: labeled(heading, "Heading"),
  lead: labeled(line(400), "Sentence below", "One or two sentences under the heading.", { multiline: true }),
});
export const band = (title: string, description?: string) => labeled(z.object(bandFields()), title, description);

/** How a page appears in search results and when shared. */
export const searchResult = (page: string) =>
  labeled(
    z.object({ title: metaTitle(), description: metaDescription() }),
    "Search result",
    `How ${page} appears in Google and when shared.`,
  );

/** The band at the foot of a page. */
export const ctaBand = (description = "The band at the foot of the page.") =>
  labeled(
    z.object({
      title: labeled(heading, "Heading", "Why to get in touch; the button says what to do, so do not repeat it."),
      lead: labeled(line(400), "Text", undefined, { multiline: true }),
      action: action("Button", "Usually to the contact page."),
    }),
    "Closing call to action",
    description,
  );

/** Icon, title and sentence: values, reasons, topics. */
export const featureTiles = (title: string, description: string, count: { min: number; max: number }) =>
  labeled(
    z
      .array(
        z
          .object({ icon: icon(), title: labeled(line(60), "Title"), description: paragraph("Description") })
          .meta({ title: "Tile", itemLabel: "title" }),
      )
      .min(count.min)
      .max(count.max),
    title,
    description,
  );

/** The head of a page that lists a collection, and the tile that completes its grid. */
export const listPageFields = (page: string) => ({
  meta: searchResult(page),
  ...bandFields(),
  listHeading: labeled(
    line(60),
    "List heading for screen readers",
    "Read aloud before the list; the page heading already says it on screen.",
  ),
});

export const invitationTile = (description: string) =>
  labeled(
    z.object({
      title: labeled(line(60), "Title"),
      description: labeled(line(200), "Sentence", undefined, { multiline: true }),
      link: action("Link", "Usually to the contact page."),
    }),
    "Invitation tile",
    description,
  );
