import { Icon } from "../ui/icon";
import { useEffect, useState, type MouseEvent } from "react";
import { blogCategories } from "../../lib/blog-categories";
import {
  categoryName,
  filterHref,
  filterPosts,
  parseFilter,
  POSTS_PER_PAGE,
  type BlogFilter,
} from "../../lib/blog-filter";
import type { Post } from "../../lib/content-schemas";
import { PostCard } from "../sections/post-card";

type ListedPost = Pick<Post, "slug" | "title" | "summary" | "category" | "date" | "imageAlt" | "tags">;

const everything: BlogFilter = { category: "all", query: "" };

function describe(filter: BlogFilter, matches: number): string {
  const noun = matches === 1 ? "article" : "articles";
  const where = filter.category === "all" ? "" : ` in ${categoryName(filter.category)}`;
  const about = filter.query ? ` matching “${filter.query}”` : "";
  return `${matches} ${noun}${where}${about}`;
}

/**
 * The blog's category buttons, search and list. As static HTML the buttons are
 * links and every post is listed; hydrated, the view follows the address
 * (`?category=`, `?q=`), so it can be shared and the back button restores it.
 */
export function BlogExplorer({ posts }: { posts: ListedPost[] }) {
  const [filter, setFilter] = useState<BlogFilter>(everything);
  const [shown, setShown] = useState(posts.length);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const sync = () => {
      setFilter(parseFilter(window.location.search));
      setShown(POSTS_PER_PAGE);
    };
    sync();
    // Hydration keeps the server's full list; the limit applies from the first client render on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    window.addEventListener("popstate", sync);
    return () => {
      window.removeEventListener("popstate", sync);
    };
  }, []);

  function apply(next: BlogFilter, mode: "push" | "replace") {
    setFilter(next);
    setShown(POSTS_PER_PAGE);
    const href = filterHref(next);
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  }

  function chooseCategory(event: MouseEvent<HTMLAnchorElement>, category: BlogFilter["category"]) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    apply({ ...filter, category }, "push");
  }

  const matches = filterPosts(posts, filter);
  const visible = ready ? matches.slice(0, shown) : posts;
  const hidden = matches.length - visible.length;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            {blogCategories.map((category) => {
              const current = filter.category === category.id;
              return (
                <li key={category.id}>
                  <a
                    href={filterHref({ category: category.id, query: "" })}
                    aria-current={current ? "page" : undefined}
                    onClick={(event) => {
                      chooseCategory(event, category.id);
                    }}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
                  >
                    {category.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <form
          role="search"
          action="/blog"
          className="relative lg:w-80"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          {filter.category !== "all" && <input type="hidden" name="category" value={filter.category} />}
          <input
            id="blog-search"
            name="q"
            type="search"
            maxLength={100}
            placeholder="Search articles"
            value={filter.query}
            onInput={(event) => {
              apply({ ...filter, query: event.currentTarget.value }, "replace");
            }}
            className="min-h-11 w-full rounded-md border border-line bg-surface pr-3 pl-9 text-ink placeholder:text-muted"
          />
        </form>
      </div>

      <p aria-live="polite" className="text-sm text-muted" data-testid="blog-count">
        {ready &&
          (hidden > 0
            ? `Showing ${visible.length} of ${describe(filter, matches.length)}`
            : `Showing ${describe(filter, matches.length)}`)}
      </p>

      {visible.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-dashed border-line p-10 text-center">
          <p className="text-lg font-semibold">
            No articles match {filter.query ? `“${filter.query}”` : "this filter"}
            {filter.category !== "all" && ` in ${categoryName(filter.category)}`}.
          </p>
          <p className="mt-2 text-muted">Try a different word or another category.</p>
          <button
            type="button"
            onClick={() => {
              apply(everything, "push");
            }}
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-4 font-semibold hover:border-accent"
          >
            <Icon name="x" className="size-4" />
            Clear filters
          </button>
        </div>
      )}

      {hidden > 0 && (
        <button
          type="button"
          onClick={() => {
            setShown((count) => count + POSTS_PER_PAGE);
          }}
          className="inline-flex min-h-11 items-center self-center rounded-md border border-line bg-surface px-5 font-semibold hover:border-accent"
        >
          Show {Math.min(hidden, POSTS_PER_PAGE)} more {hidden === 1 ? "article" : "articles"}
        </button>
      )}
    </div>
  );
}
