import { z } from "astro/zod";
import { iconNames, iconWords } from "../lib/pictures/icons.ts";
import type { Picture } from "../lib/pictures/picture.ts";
import { PICTURE_LIMIT, PICTURE_PATH } from "../lib/pictures/rules.ts";

/**
 * The field builders every schema here is made of: lengths, patterns, pictures, links and the admin's labels
 * (`labeled`), so the same kind of field reads and checks the same way in every entity and on every page.
 */

/**
 * Every text field has a length limit, so nothing an editor types can stretch a layout: headings wrap
 * within it (and any unbroken word breaks, design.css), and the admin shows the limit as it counts.
 */
export const line = (max: number) => z.string().trim().min(1).max(max, `Use at most ${max} characters.`);
/** One line of text: labels, buttons, short facts. */
export const text = line(120);
/** A line an editor may leave empty: stored as "", and then not shown. */
export const optionalLine = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).default("");

/** A page's main heading, or an entry's title shown as one. */
export const heading = line(90);
/** A name shown on cards and in menus. */
export const name = line(40);
/** A card's or a list item's own title. */
export const itemTitle = line(60);
/** What a URL key looks like: the admin's web address rule (src/lib/content/route-guard.ts) builds on it. */
export const URL_KEY_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const URL_KEY_MESSAGE = "Use lowercase words joined by hyphens, such as cloud-migration.";
export const urlKey = z.string().regex(new RegExp(`^${URL_KEY_PATTERN}$`), URL_KEY_MESSAGE);
/** The web address name of an entry, or nothing. */
export const optionalKey = z
  .string()
  .regex(new RegExp(`^(?:${URL_KEY_PATTERN})?$`), "Use lowercase words joined by hyphens, or leave it empty.")
  .default("");

/**
 * How the admin (Keystatic, generated from these schemas in `admin/fields-from-zod.ts`) presents a field:
 * its label and help line, written for the person who edits the site rather than for a developer.
 */
export type EditorMeta = {
  title: string;
  description?: string;
  /** Edit in a text area rather than a one-line box. */
  multiline?: boolean;
  /** For a list of records: the field whose value names each record in the list. */
  itemLabel?: string;
  /** For a choice: the words shown for each stored value. */
  optionLabels?: Record<string, string>;
  /** A picture uploaded in the admin: the field stores its path, relative to the entry's file. */
  image?: true;
  /** An entry's former addresses: the admin adds the address it had whenever its web address name changes. */
  formerAddresses?: true;
};
export function labeled<T extends z.ZodType>(
  schema: T,
  title: string,
  description?: string,
  more?: Omit<EditorMeta, "title" | "description">,
): T {
  return schema.meta({ title, ...(description === undefined ? {} : { description }), ...more });
}
export const paragraph = (title: string, description?: string) =>
  labeled(line(3000), title, description, { multiline: true });
export const metaTitle = () =>
  labeled(line(70), "Search result title", "The blue link in Google results; keep it under 60 characters.");
export const metaDescription = () =>
  labeled(
    line(160),
    "Search result description",
    "The two lines under the link in Google results, at most 160 characters.",
    { multiline: true },
  );
/**
 * A photograph an editor uploads. Without one the page shows its drawn illustration, so every picture is
 * optional; the site serves it resized in AVIF and WebP, never the uploaded file.
 */
export const pictureField = z
  .string()
  .regex(PICTURE_PATH, "Choose the picture in the admin: a JPEG, PNG, WebP or AVIF file beside this entry.");
export const picture = (title: string, description: string) =>
  labeled(pictureField.optional(), title, `${description} JPEG, PNG, WebP or AVIF, at most ${PICTURE_LIMIT.label}.`, {
    image: true,
  });
/** Where a 16:9 picture appears, and what makes it sharp there. */
export const wide = (where: string) =>
  `${where}, cropped to 16:9 around what draws the eye; at least 1600 pixels wide looks sharp on every screen.`;
export const imageAlt = (
  description = "What the photograph shows, or without one the drawn illustration; read aloud to visitors who cannot see it.",
) => labeled(line(250), "Image description", description);
export const order = (what: string) =>
  labeled(z.number().int(), "Position", `Lower numbers come first in the list of ${what}.`);

/**
 * `sample: true` marks invented content (a person, a quote) written to show the design. Editors see it in
 * the admin and the file; visitors never do. Replace every sample with real, approved content before launch.
 */
export const sample = labeled(
  z.boolean().default(false),
  "Sample content",
  "Ticked while this is an invented example. Replace it with a real, approved one before launch.",
);

/**
 * A pointer to a blog post or a case study by its URL key. Its card's title, summary and address come from
 * that entry (lib/insights.ts), never retyped here.
 */
export const crossLink = z
  .object({
    type: labeled(z.enum(["blog", "case"]), "Kind", undefined, {
      optionLabels: { blog: "Blog post", case: "Case study" },
    }),
    id: labeled(urlKey, "Web address name", "The last part of its address, such as ai-in-healthcare."),
  })
  .meta({ title: "Link", itemLabel: "id" });

export const internalHref = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:\?[^\s#]+)?(?:#[\w-]+)?$/,
    "Use a site path such as /services/cloud-migration, without a trailing slash.",
  );
/** Icon names as words for the admin's list: `heart-pulse` is shown as "Heart with a pulse line". */
export const iconLabels = Object.fromEntries(
  iconNames.map((name) => {
    const words = iconWords(name);
    return [name, words.charAt(0).toUpperCase() + words.slice(1)];
  }),
);
export const icon = () =>
  labeled(z.enum(iconNames), "Icon", "The line drawing shown beside the title.", { optionLabels: iconLabels });
export const titled = (what: string) =>
  z
    .object({ title: labeled(itemTitle, "Title"), description: paragraph("Description") })
    .meta({ title: what, itemLabel: "title" });

/**
 * A file that holds a whole list is an object with the list under `items` (Keystatic cannot edit a file that is
 * a bare array). Each item carries its `id` first, the order the editor writes keys in.
 */
export function listFile<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>, title: string, itemLabel: string) {
  const id = labeled(urlKey, "Key", "A short unique name for this entry, such as regional-health.");
  return z.object({
    items: labeled(z.array(z.object({ id, ...item.shape }).meta({ title, itemLabel })).min(1), `${title}s`),
  });
}

/** An entity as pages get it: its picture field resolved to the resized versions (src/build/pictures.ts). */
export type Pictured<T, Field extends keyof T = "image" & keyof T> = Omit<T, Field> & { picture?: Picture | undefined };
export type CrossLink = z.infer<typeof crossLink>;
