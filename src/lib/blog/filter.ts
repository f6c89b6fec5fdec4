import { blogCategories } from "./categories.ts";
import { sitePaths } from "../navigation/urls.ts";

/** The blog list shows at most six posts a page. */
export const POSTS_PER_PAGE = 6;
const MAX_QUERY_LENGTH = 100;

export type CategoryId = (typeof blogCategories)[number]["id"];
export type FilterablePost = { title: string; summary: string; tags: readonly string[]; category: string };

/** The search words in an address (`?q=`), trimmed and bounded. */
export function parseQuery(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

/** The address of the search results for a query, so they can be shared and the back button restores them. */
export function searchHref(query: string): string {
  return query ? `${sitePaths.blogSearch}?${new URLSearchParams({ q: query }).toString()}` : sitePaths.blogSearch;
}

/** Posts whose title, summary or tags contain every word of the query, ignoring case. */
export function searchPosts<T extends FilterablePost>(posts: readonly T[], query: string): T[] {
  const words = query.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    const haystack = [post.title, post.summary, ...post.tags].join(" ").toLocaleLowerCase("en");
    return words.every((word) => haystack.includes(word));
  });
}

export function categoryName(id: string): string {
  return blogCategories.find((c) => c.id === id)?.name ?? id;
}

/** "1 article", "7 articles". */
export function articleCount(count: number): string {
  return `${count} ${count === 1 ? "article" : "articles"}`;
}
