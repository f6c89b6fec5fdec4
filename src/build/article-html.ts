import type { ImageMetadata } from "astro";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { ResponsivePicture } from "../components/ui/responsive-picture.tsx";
import { PICTURE_MARK } from "../integrations/markdown-pictures.ts";
import { makePicture } from "./pictures.ts";

/**
 * Pictures inside articles, as the admin stores them: beside the post, named `figure-…` (keystatic.config.ts).
 * Only these are imported, so no other file in the content folder reaches the build.
 */
const figures = import.meta.glob<ImageMetadata>("/src/content/blog/*/figure-*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG}", {
  eager: true,
  import: "default",
});

/** The article column's width at each breakpoint (`Container size="narrow"`). */
const ARTICLE_SIZES = "(min-width: 928px) 864px, 100vw";
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * An article's HTML with each marked picture (src/integrations/markdown-pictures.ts) replaced by its resized
 * AVIF and WebP versions. A picture that is missing or undescribed stops the build, naming the article.
 */
export async function articleHtml(html: string, file: string): Promise<string> {
  const tags = html.match(new RegExp(`<img\\b[^>]*\\s${PICTURE_MARK}="[^"]*"[^>]*>`, "g")) ?? [];
  let out = html;
  for (const tag of tags) {
    const path = attribute(tag, PICTURE_MARK) ?? "";
    const alt = attribute(tag, "alt") ?? "";
    const source = figures[`/src/content/blog/${path.replace(/^\.\//, "")}`];
    if (!source) {
      throw new Error(
        `${file}: the picture ${path} is not one the admin stored beside the post. Insert it in the admin.`,
      );
    }
    if (!alt.trim()) throw new Error(`${file}: the picture ${path} has no description. Add one in the admin.`);
    const picture = await makePicture(source, alt, "natural");
    if (!picture) continue;
    out = out.replace(tag, renderToStaticMarkup(createElement(ResponsivePicture, { picture, sizes: ARTICLE_SIZES })));
  }
  return out;
}
