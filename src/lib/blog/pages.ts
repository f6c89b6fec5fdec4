import { blogCategories } from "./categories.ts";
import { categoryName, POSTS_PER_PAGE, type CategoryId } from "./filter.ts";

/** One static page of the blog list: a category (or all posts) and a page number. */
export type BlogListPage<T> = {
  category: CategoryId;
  /** 1-based. */
  number: number;
  /** Pages in this category. */
  count: number;
  /** Posts in this category, on every page. */
  total: number;
  posts: T[];
};

/** `/blog`, `/blog/page/2`, `/blog/category/ai-automation`, `/blog/category/ai-automation/page/2`. */
export function blogListPath(category: CategoryId, number = 1): string {
  const base = category === "all" ? "/blog" : `/blog/category/${category}`;
  return number > 1 ? `${base}/page/${number}` : base;
}

/**
 * Every page of the blog list, newest posts first: all posts, then each category, six to a page. A
 * category with no posts yet still gets its first page, so its button never leads nowhere.
 */
export function blogListPages<T extends { category: string; date: Date }>(posts: readonly T[]): BlogListPage<T>[] {
  const newest = [...posts].sort((a, b) => b.date.getTime() - a.date.getTime());
  return blogCategories.flatMap(({ id }) => {
    const inCategory = id === "all" ? newest : newest.filter((post) => post.category === id);
    const count = Math.max(1, Math.ceil(inCategory.length / POSTS_PER_PAGE));
    return Array.from({ length: count }, (_, i) => ({
      category: id,
      number: i + 1,
      count,
      total: inCategory.length,
      posts: inCategory.slice(i * POSTS_PER_PAGE, (i + 1) * POSTS_PER_PAGE),
    }));
  });
}

/** The list's heading, which is also the page's breadcrumb: "Articles", "AI & Automation articles, page 2 of 3". */
export function blogListTitle({
  category,
  number,
  count,
}: Pick<BlogListPage<unknown>, "category" | "number" | "count">) {
  const base = category === "all" ? "Articles" : `${categoryName(category)} articles`;
  return number > 1 ? `${base}, page ${number} of ${count}` : base;
}
