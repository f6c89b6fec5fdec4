import { z } from "astro/zod";
import { blogCategories } from "../../lib/blog/categories.ts";
import { bandFields, ctaBand, featureTiles, heading, labeled, line, searchResult } from "./parts.ts";

/** Each category page's sentence under its name, one field a category; the names are fixed by the site's menu. */
const categoryLeads = z.object(
  Object.fromEntries(
    blogCategories.map((category) => [category.id, labeled(line(300), category.name, undefined, { multiline: true })]),
  ) as Record<(typeof blogCategories)[number]["id"], z.ZodString>,
);

/** The blog's own words (src/content/pages/blog.json): its list, category and search pages, and every article. */
export const blogPageSchema = z.object({
  meta: searchResult("the blog (also the RSS feed's description)"),
  ...bandFields(),
  rssLink: labeled(line(40), "RSS link", "Under the introduction."),
  cardLink: labeled(
    line(30),
    "Link on each article card",
    "Such as Read Article; also on the home page's article cards.",
  ),
  topics: labeled(
    z.object({
      title: labeled(line(60), "Heading for screen readers"),
      tiles: featureTiles("Topics", "Two to eight; four fill one row on a laptop.", { min: 2, max: 8 }),
    }),
    "What we write about",
    "Shown on the blog's first page.",
  ),
  categories: labeled(
    categoryLeads,
    "Category pages",
    "The sentence under each category's name, also its search result description.",
  ),
  emptyCategory: labeled(line(120), "A category with no articles"),
  search: labeled(
    z.object({
      meta: searchResult("the search page"),
      title: labeled(heading, "Heading"),
      lead: labeled(line(300), "Sentence below", undefined, { multiline: true }),
      noScript: labeled(
        line(300),
        "Without JavaScript",
        "Shown above the category links when the visitor's browser runs no scripts.",
        { multiline: true },
      ),
    }),
    "Search page",
  ),
  newsletter: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      lead: labeled(line(200), "Sentence", undefined, { multiline: true }),
    }),
    "Newsletter box",
    "Beside the subscription box at the foot of the blog pages.",
  ),
  article: labeled(
    z.object({ back: labeled(line(40), "Link back", "Above the article."), cta: ctaBand("Under every article.") }),
    "Every article",
  ),
});

export type BlogPageCopy = z.infer<typeof blogPageSchema>;
