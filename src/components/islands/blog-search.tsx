import { useEffect, useState } from "react";
import { articleCount, parseQuery, searchHref, searchPosts } from "../../lib/blog-filter";
import { PostList, type ListedPost } from "../sections/post-list";
import { SearchField } from "../sections/search-field";

/**
 * The search results page: reads `?q=` from the address, lists every matching post from the whole blog,
 * and searches again in place (keeping the address shareable and the back button working). Rendered on
 * the server it is the empty form; the page's <noscript> says what to do without JavaScript.
 */
export function BlogSearch({ posts, linkLabel }: { posts: ListedPost[]; linkLabel: string }) {
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState("");

  useEffect(() => {
    const sync = () => {
      const current = parseQuery(window.location.search);
      setQuery(current);
      setDraft(current);
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => {
      window.removeEventListener("popstate", sync);
    };
  }, []);

  const matches = query ? searchPosts(posts, query) : [];
  return (
    <div className="flex flex-col gap-8">
      <form
        role="search"
        action="/blog/search"
        method="get"
        className="lg:w-2/3"
        onSubmit={(event) => {
          event.preventDefault();
          const next = draft.trim();
          window.history.pushState(null, "", searchHref(next));
          setQuery(next);
        }}
      >
        <SearchField
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
          }}
        />
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
