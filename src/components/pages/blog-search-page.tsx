import type { ReactNode } from "react";
import { blogPageCopy as copy } from "../../config/blog";
import { blogCategories } from "../../lib/blog-categories";
import { blogListPath } from "../../lib/blog-pages";
import { BlogPage } from "./blog-page";

type BlogSearchPageProps = {
  newsletter: { endpoint: string; subscribedUrl: string };
  /** The search island. */
  children: ReactNode;
};

/** `/blog/search`: the results island, and without JavaScript an honest note and the category pages. */
export function BlogSearchPage({ newsletter, children }: BlogSearchPageProps) {
  return (
    <BlogPage newsletter={newsletter} title={copy.search.title} lead={copy.search.lead} listTitle="Results">
      {children}
      <noscript>
        <div className="mt-8 rounded-lg border border-line bg-surface p-6">
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
        </div>
      </noscript>
    </BlogPage>
  );
}
