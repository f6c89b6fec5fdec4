import type { FormTarget } from "../../forms/targets.ts";
import type { ReactNode } from "react";
import type { BlogPageCopy } from "../schemas/pages/blog.ts";
import { blogCategories } from "../lib/blog/categories.ts";
import { blogListPath } from "../lib/blog/pages.ts";
import { BlogPage } from "./blog-page.tsx";
import { Tile } from "../components/ui/tile.tsx";

type BlogSearchPageProps = {
  copy: BlogPageCopy;
  /** Where the newsletter form posts (the form service). */
  newsletter: FormTarget;
  /** The search island. */
  children: ReactNode;
};

/** `/blog/search` below its header (the route's `BlogHeader`): the results island, and without JavaScript an honest note and the category pages. */
export function BlogSearchPage({ copy, newsletter, children }: BlogSearchPageProps) {
  return (
    <BlogPage copy={copy} newsletter={newsletter} listTitle="Results">
      {children}
      <noscript>
        <Tile className="mt-8">
          <p className="font-semibold">{copy.search.noScript}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {blogCategories.map((category) => (
              <li key={category.id}>
                <a href={blogListPath(category.id)} className="font-medium text-link underline underline-offset-2">
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </Tile>
      </noscript>
    </BlogPage>
  );
}
