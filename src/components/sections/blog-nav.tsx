import { blogCategories } from "../../lib/blog/categories.ts";
import type { CategoryId } from "../../lib/blog/filter.ts";
import { blogListPath } from "../../lib/blog/pages.ts";
import { SearchField } from "./search-field.tsx";
import { sitePaths } from "../../lib/navigation/urls.ts";

/**
 * The blog's category links (each a real, shareable page; the current one marked) and its search form,
 * which goes to the results page. Plain HTML: both work before and without JavaScript.
 */
export function BlogNav({ current, query }: { current?: CategoryId; query?: string }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label="Blog categories">
        <ul className="flex flex-wrap gap-2">
          {blogCategories.map((category) => (
            <li key={category.id}>
              <a
                href={blogListPath(category.id)}
                aria-current={category.id === current ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" action={sitePaths.blogSearch} method="get" className="lg:w-96">
        <SearchField defaultValue={query} />
      </form>
    </div>
  );
}
