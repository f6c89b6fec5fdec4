import { useEffect, useRef, useState } from "react";
import { articleCount, parseQuery, searchHref, searchPosts } from "../../lib/blog/filter.ts";
import { ISLAND_READY } from "../../lib/layout/hydrate-on-intent.ts";
import { PostList, type ListedPost } from "../sections/post-list.tsx";
import { SearchField } from "../sections/search-field.tsx";
import { sitePaths } from "../../lib/navigation/urls.ts";
// What the page's island loader hydrates this island with, from this file (src/lib/layout/island-hydrator.ts).
export { hydrate } from "../../lib/layout/island-hydrator.ts";

/**
 * The search results page: reads `?q=` from the address, lists every matching post from the whole blog,
 * and searches again in place (keeping the address shareable and the back button working). Rendered on
 * the server it is the empty form; the page's <noscript> says what to do without JavaScript. It hydrates when
 * the page opens with a query or the visitor types one (`client:intent`).
 */
export function BlogSearch({ posts, linkLabel }: { posts: ListedPost[]; linkLabel: string }) {
  const [query, setQuery] = useState<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // The box is the browser's own (uncontrolled): words typed while the search loaded stay in it, caret and all.
  const box = () => formRef.current?.elements.namedItem("q") as HTMLInputElement | null | undefined;

  useEffect(() => {
    // The address's query fills the box; on opening, words already typed into an empty address's box stay.
    const sync = (opening = false) => {
      const current = parseQuery(window.location.search);
      setQuery(current);
      const input = box();
      if (input && (current || !opening)) input.value = current;
    };
    const back = () => {
      sync();
    };
    sync(true);
    window.addEventListener("popstate", back);
    // A search sent while it loaded is sent again now (src/lib/layout/hydrate-on-intent.ts).
    formRef.current?.dispatchEvent(new CustomEvent(ISLAND_READY, { bubbles: true }));
    return () => {
      window.removeEventListener("popstate", back);
    };
  }, []);

  const matches = query ? searchPosts(posts, query) : [];
  return (
    <div className="flex flex-col gap-8">
      <form
        ref={formRef}
        role="search"
        action={sitePaths.blogSearch}
        method="get"
        className="lg:w-2/3"
        onSubmit={(event) => {
          event.preventDefault();
          const next = (box()?.value ?? "").trim();
          window.history.pushState(null, "", searchHref(next));
          setQuery(next);
        }}
      >
        <SearchField />
      </form>
      <p aria-live="polite" className="text-sm text-muted" data-testid="blog-count">
        {query === undefined
          ? ""
          : query
            ? `${articleCount(matches.length)} matching “${query}”`
            : "Type a word or two to search every article."}
      </p>
      {query && matches.length === 0 && (
        <div className="rounded-lg border border-dashed border-line p-10 text-center">
          <p className="text-lg font-semibold">No articles match “{query}”.</p>
          <p className="mt-2 text-muted">Try a different word, or browse the articles by category.</p>
        </div>
      )}
      {matches.length > 0 && <PostList posts={matches} linkLabel={linkLabel} />}
    </div>
  );
}
