import { z } from "astro/zod";
import { blogCategories } from "./blog-categories";
import { iconNames } from "./icons";
import type { Picture } from "./picture";
import { PICTURE_LIMIT, PICTURE_PATH } from "./picture-rules";

/**
 * Every content entity of the site as a zod schema. `content.config.ts` wires
 * them to loaders; components take the inferred types, so the schema is the
 * only description of each entity.
 */

/**
 * Every text field has a length limit, so nothing an editor types can stretch a layout: headings wrap
 * within it (and any unbroken word breaks, global.css), and the admin shows the limit as it counts.
 */
const line = (max: number) => z.string().trim().min(1).max(max, `Use at most ${max} characters.`);
/** One line of text: labels, buttons, short facts. */
const text = line(120);
/** A line an editor may leave empty: stored as "", and then not shown. */
const optionalLine = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).default("");

/** A page's main heading, or an entry's title shown as one. */
const heading = line(90);
/** A name shown on cards and in menus. */
const name = line(40);
/** A card's or a list item's own title. */
const itemTitle = line(60);
/** What a URL key looks like: the admin's web address rule (src/lib/route-guard.ts) builds on it. */
export const URL_KEY_PATTERN = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const URL_KEY_MESSAGE = "Use lowercase words joined by hyphens, such as cloud-migration.";
export const urlKey = z.string().regex(new RegExp(`^${URL_KEY_PATTERN}$`), URL_KEY_MESSAGE);
/** The web address name of an entry, or nothing. */
const optionalKey = z
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
};
function labeled<T extends z.ZodType>(
  schema: T,
  title: string,
  description?: string,
  more?: Omit<EditorMeta, "title" | "description">,
): T {
  return schema.meta({ title, ...(description === undefined ? {} : { description }), ...more });
}
const paragraph = (title: string, description?: string) => labeled(line(3000), title, description, { multiline: true });
const metaTitle = () =>
  labeled(line(70), "Search result title", "The blue link in Google results; keep it under 60 characters.");
const metaDescription = () =>
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
const picture = (title: string, description: string) =>
  labeled(pictureField.optional(), title, `${description} JPEG, PNG, WebP or AVIF, at most ${PICTURE_LIMIT.label}.`, {
    image: true,
  });
/** Where a 16:9 picture appears, and what makes it sharp there. */
const wide = (where: string) =>
  `${where}, cropped to 16:9 around what draws the eye; at least 1600 pixels wide looks sharp on every screen.`;
const imageAlt = () =>
  labeled(
    line(250),
    "Image description",
    "What the photograph shows, or without one the drawn illustration; read aloud to visitors who cannot see it.",
  );
const order = (what: string) =>
  labeled(z.number().int(), "Position", `Lower numbers come first in the list of ${what}.`);

/**
 * `sample: true` marks invented content (a person, a quote) written to show the design. Editors see it in
 * the admin and the file; visitors never do. Replace every sample with real, approved content before launch.
 */
const sample = labeled(
  z.boolean().default(false),
  "Sample content",
  "Ticked while this is an invented example. Replace it with a real, approved one before launch.",
);

/**
 * A pointer to a blog post or a case study by its URL key. Its card's title, summary and address come from
 * that entry (lib/insights.ts), never retyped here.
 */
const crossLink = z
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
/** Icon names as words for the admin's list: `heart-pulse` is shown as "Heart pulse". */
const iconLabels = Object.fromEntries(
  iconNames.map((name) => [name, name.charAt(0).toUpperCase() + name.slice(1).replaceAll("-", " ")]),
);
const icon = () =>
  labeled(z.enum(iconNames), "Icon", "The line drawing shown beside the title.", { optionLabels: iconLabels });
const titled = (what: string) =>
  z
    .object({ title: labeled(itemTitle, "Title"), description: paragraph("Description") })
    .meta({ title: what, itemLabel: "title" });

export { blogCategories };
type PostCategoryId = Exclude<(typeof blogCategories)[number]["id"], "all">;
const postCategories = blogCategories.filter(
  (c): c is Extract<(typeof blogCategories)[number], { id: PostCategoryId }> => c.id !== "all",
);
const postCategoryIds = postCategories.map((c) => c.id);

export const serviceSchema = z.object({
  title: labeled(name, "Service name", "Shown on cards and as the page heading. Changing it keeps the page's address."),
  order: order("services"),
  subtitle: labeled(text, "Subtitle", "One sentence under the heading that says what the client gets."),
  /** Emoji shown on the service page header; the spec's default is a puzzle piece. */
  emoji: labeled(text.default("🧩"), "Emoji", "One emoji shown beside the page heading."),
  icon: icon(),
  description: paragraph("Card summary", "Two sentences for the service cards on the home and services pages."),
  details: labeled(
    z.array(labeled(text, "Point")).length(4),
    "Card points",
    "Exactly four short points listed on the card.",
  ),
  onHome: labeled(z.boolean().default(true), "Show on the home page"),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  image: picture("Banner photograph", wide("Beside the heading of the service page")),
  bannerImageAlt: imageAlt(),
  introParagraph: paragraph("Introduction", "The opening paragraph of the service page."),
  whatWeOffer: labeled(z.array(titled("Offer")).length(6), "What We Offer", "Exactly six offers."),
  ourApproach: labeled(z.array(titled("Step")).length(5), "Our Approach", "Exactly five steps, in order."),
  whyChooseUs: labeled(z.array(titled("Reason")).length(5), "Why Choose Us", "Exactly five reasons."),
  caseStudies: labeled(z.array(crossLink).length(2), "Related reading", "Exactly two blog posts or case studies."),
  cta: labeled(
    z.object({
      title: labeled(heading, "Heading"),
      description: paragraph("Text"),
      primaryText: labeled(text, "Main button", "Opens the contact form with this service chosen."),
      secondaryText: labeled(text, "Second button"),
      secondaryLink: labeled(z.enum(["/success-stories", "/portfolio", "/blog"]), "Second button goes to", undefined, {
        optionLabels: { "/success-stories": "Success stories", "/portfolio": "Portfolio", "/blog": "Blog" },
      }),
    }),
    "Call to action",
    "The band at the foot of the page.",
  ),
});

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
});

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
});

export const portfolioSchema = z
  .object({
    id: labeled(
      z.number().int().positive(),
      "Number",
      "The project's number in its address, /portfolio/1; never reuse one.",
    ),
    title: labeled(heading, "Project name"),
    category: labeled(text, "Kind of work", "The filter it appears under, such as Web App Development."),
    industry: labeled(text, "Industry"),
    problem: paragraph("The problem", "What the client could not do before, in one or two sentences."),
    approach: paragraph("Our approach", "How we went about it: the first step, the key decision, the roll-out."),
    description: paragraph("What we built", "The product itself, in one or two sentences; the list card shows it."),
    technologies: labeled(z.array(labeled(text, "Technology")).min(1), "Technologies", "At least one."),
    outcome: paragraph("The result", "What changed for the client, with a figure where there is one."),
    image: picture("Photograph", wide("A screenshot or photo of the product, on the project's card and page")),
    imageAlt: imageAlt(),
    /** Slugs of the services the project drew on; the detail page links to each. */
    relatedServices: labeled(
      z.array(labeled(urlKey, "Service", "The last part of the service's address, such as cloud-migration.")).min(1),
      "Services used",
      "At least one.",
    ),
  })
  .meta({ title: "Project", itemLabel: "title" });

export const postSchema = z.object({
  title: labeled(heading, "Title", "Changing it keeps the post's address."),
  category: labeled(z.enum(postCategoryIds as [PostCategoryId, ...PostCategoryId[]]), "Category", undefined, {
    optionLabels: Object.fromEntries(postCategories.map((c) => [c.id, c.name])),
  }),
  summary: paragraph("Summary", "One or two sentences for the post card and the top of the article."),
  date: labeled(z.coerce.date(), "Publication date"),
  tags: labeled(z.array(labeled(text, "Tag")).min(1), "Tags", "At least one; search matches them."),
  image: picture("Header image", wide("Above the article, on its card and in its share image")),
  imageAlt: imageAlt(),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
});

export const testimonialSchema = z.object({
  quote: paragraph("Quote"),
  name: labeled(name, "Name"),
  title: labeled(text, "Job title"),
  company: labeled(text, "Organization"),
  caseStudy: labeled(
    optionalKey,
    "About the case study",
    "The web address name of the case study this client speaks about, such as telehealth-hospital-network; its page then shows the quote.",
  ),
  sample,
});

export const leaderSchema = z.object({
  order: order("leaders"),
  name: labeled(name, "Name"),
  role: labeled(text, "Role"),
  bio: paragraph("Short biography"),
  portrait: picture(
    "Portrait",
    "A head-and-shoulders photo, cropped to a circle, at least 300 pixels square; without one, the initials are shown.",
  ),
  portraitAlt: labeled(
    line(250),
    "Portrait description",
    "What the photograph shows, such as Elena Marsh in the Sheridan office; read aloud to visitors who cannot see it.",
  ),
  sample,
});

/**
 * A file that holds a whole list is an object with the list under `items` (Keystatic cannot edit a file that is
 * a bare array). Each item carries its `id` first, the order the editor writes keys in.
 */
function listFile<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>, title: string, itemLabel: string) {
  const id = labeled(urlKey, "Key", "A short unique name for this entry, such as regional-health.");
  return z.object({
    items: labeled(z.array(z.object({ id, ...item.shape }).meta({ title, itemLabel })).min(1), `${title}s`),
  });
}
export const testimonialsFileSchema = listFile(testimonialSchema, "Testimonial", "name");
export const leadersFileSchema = listFile(leaderSchema, "Leader", "name");
export const portfolioFileSchema = z.object({ items: labeled(z.array(portfolioSchema).min(1), "Projects") });

/** The company's own details, which every page shows (footer, contact page, structured data). */
export const companySchema = z.object({
  name: labeled(text, "Company name", "As visitors know it."),
  legalName: labeled(text, "Legal name", "As registered; shown in the copyright line and the legal pages."),
  tagline: labeled(text, "Tagline", "One line shown in the footer."),
  description: labeled(
    line(200),
    "Description",
    "What the company does, at most 200 characters; search engines show it.",
    {
      multiline: true,
    },
  ),
  email: labeled(
    z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, "Use an email address such as hello@example.com."),
    "Email address",
    "Where the site's email links point.",
  ),
  phone: labeled(z.string().regex(/^\+1 \(\d{3}\) \d{3}-\d{4}$/, "Use the form +1 (307) 555-0142."), "Phone number"),
  address: labeled(
    z.object({
      street: labeled(text, "Street and suite"),
      city: labeled(text, "City"),
      region: labeled(text, "State"),
      regionCode: labeled(z.string().regex(/^[A-Z]{2}$/, "Use the two-letter state code, such as WY."), "State code"),
      postalCode: labeled(z.string().regex(/^\d{5}(?:-\d{4})?$/, "Use a ZIP code such as 82801."), "ZIP code"),
      country: labeled(text, "Country"),
    }),
    "Office address",
  ),
  officeHours: labeled(
    z
      .array(
        z
          .object({
            days: labeled(text, "Days", "Such as Monday-Friday."),
            hours: labeled(text, "Hours", "Such as 9:00 AM-6:00 PM MST, or Closed."),
          })
          .meta({ title: "Opening hours", itemLabel: "days" }),
      )
      .min(1),
    "Office hours",
  ),
  socialProfiles: labeled(
    z.array(
      z
        .object({
          network: labeled(text, "Network", "Such as LinkedIn."),
          href: labeled(
            z.string().regex(/^https:\/\/\S+$/, "Use the full https:// address of the profile."),
            "Profile address",
          ),
          placeholder: labeled(
            z.boolean().default(false),
            "Placeholder",
            "Ticked while the address is the network's home page, not our own profile: the footer still links it, but search engines are not told it is ours.",
          ),
        })
        .meta({ title: "Profile", itemLabel: "network" }),
    ),
    "Social profiles",
  ),
});

/** Legal pages: Markdown bodies with a title and description; Last Updated is the build date. */
export const legalSchema = z.object({
  title: labeled(heading, "Title", "Changing it keeps the page's address."),
  description: metaDescription(),
});

/** An entity as pages get it: its picture field resolved to the resized versions (src/data/pictures.ts). */
type Pictured<T, Field extends keyof T = "image" & keyof T> = Omit<T, Field> & { picture?: Picture | undefined };
export type Service = Pictured<z.infer<typeof serviceSchema>> & { id: string };
export type Industry = Pictured<z.infer<typeof industrySchema>> & { id: string };
export type CaseStudy = Pictured<z.infer<typeof caseStudySchema>> & { id: string };
export type PortfolioItem = Pictured<z.infer<typeof portfolioSchema>>;
export type Post = Pictured<z.infer<typeof postSchema>> & { id: string };
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CrossLink = z.infer<typeof crossLink>;
export type Leader = Pictured<z.infer<typeof leaderSchema>, "portrait">;

/** The field builders, for the schemas of the pages' own copy (src/lib/page-schemas.ts). */
export const schemaParts = { line, text, heading, paragraph, labeled, icon, metaTitle, metaDescription };
