import { z } from "astro/zod";
import { formerAddresses } from "./addresses.ts";
import { blogCategories } from "../lib/blog/categories.ts";
import {
  heading,
  imageAlt,
  labeled,
  metaDescription,
  metaTitle,
  paragraph,
  picture,
  text,
  wide,
  type Pictured,
} from "./fields.ts";

type PostCategoryId = Exclude<(typeof blogCategories)[number]["id"], "all">;
const postCategories = blogCategories.filter(
  (c): c is Extract<(typeof blogCategories)[number], { id: PostCategoryId }> => c.id !== "all",
);
const postCategoryIds = postCategories.map((c) => c.id);

/** A blog post's front matter; its Markdown body follows it in the same file. */
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
  formerAddresses: formerAddresses(),
});

export type Post = Pictured<z.infer<typeof postSchema>> & { id: string };
