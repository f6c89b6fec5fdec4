import { blogCategories } from "./blog-categories";

/** The blog list shows at most six posts at a time. */
export const POSTS_PER_PAGE = 6;
const MAX_QUERY_LENGTH = 100;

export type CategoryId = (typeof blogCategories)[number]["id"];
export type BlogFilter = { category: CategoryId; query: string };
export type FilterablePost = { title: string; summary: string; tags: readonly string[]; category: string };

const categoryIds = new Set<string>(blogCategories.map((c) => c.id));
const isCategory = (value: string | null): value is CategoryId => value !== null && categoryIds.has(value);

/** Reads `?category=` and `?q=` from an address; unknown categories fall back to all posts. */
export function parseFilter(search: string): BlogFilter {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  return {
    category: isCategory(category) ? category : "all",
    query: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
  };
}

/** The address of a filtered view, so it can be shared and the back button restores it. */
export function filterHref(filter: BlogFilter, path = "/blog"): string {
  const params = new URLSearchParams();
  if (filter.category !== "all") params.set("category", filter.category);
  if (filter.query) params.set("q", filter.query);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Posts in the category whose title, summary or tags contain every word of the query, ignoring case. */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], filter: BlogFilter): T[] {
  const words = filter.query.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (filter.category !== "all" && post.category !== filter.category) return false;
    const haystack = [post.title, post.summary, ...post.tags].join(" ").toLocaleLowerCase("en");
    return words.every((word) => haystack.includes(word));
  });
}

export function categoryName(id: string): string {
  return blogCategories.find((c) => c.id === id)?.name ?? id;
}
