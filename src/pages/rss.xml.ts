import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { site } from "../config/site.ts";
import { getPosts } from "../lib/content/queries.ts";
import { pageCopy } from "../lib/content/page-copy.ts";
import { paths } from "../lib/navigation/urls.ts";

export async function GET(context: APIContext) {
  const posts = await getPosts();
  return rss({
    title: `${site.name} blog`,
    description: pageCopy.blogPage.meta.description,
    site: context.site ?? site.defaultUrl,
    items: posts.map((post) => ({
      title: post.title,
      description: post.summary,
      pubDate: post.date,
      link: paths.post(post.id),
      categories: post.tags,
    })),
    customData: "<language>en-us</language>",
    // Item links are the pages' canonical URLs, which have no trailing slash (one would cost a redirect).
    trailingSlash: false,
  });
}
