import type { HastPluginDefinition } from "satteri";

/** The attribute that carries a Markdown picture's path from the Markdown step to the article's route. */
export const PICTURE_MARK = "data-picture";

/**
 * Takes each picture stored beside an article (`![A chart](./post/figure-chart.png)`) away from Astro's default
 * Markdown image step, which would publish it as one WebP the size of the upload, and marks it for the article's
 * route, which replaces it with AVIF and WebP at the sizes the column needs (src/build/article-html.ts).
 */
export const markdownPictures: HastPluginDefinition = {
  name: "bighorn:markdown-pictures",
  element: {
    filter: ["img"],
    visit(node, context) {
      const src = node.properties["src"];
      if (typeof src !== "string" || !src.startsWith("./")) return;
      context.setProperty(node, PICTURE_MARK, decodeURI(src));
      context.setProperty(node, "src", null);
    },
  },
};
