import type { FormTarget } from "../../forms/targets.ts";
import type { BlogPageCopy } from "../schemas/pages/blog.ts";
import { articleCount, categoryName, POSTS_PER_PAGE } from "../lib/blog/filter.ts";
import { blogListPath, blogListTitle, type BlogListPage as ListPage } from "../lib/blog/pages.ts";
import { BlogNav } from "../components/sections/blog-nav.tsx";
import { Pagination } from "../components/sections/pagination.tsx";
import { PostList, type ListedPost } from "../components/sections/post-list.tsx";
import { BlogHeader, BlogPage } from "./blog-page.tsx";

type BlogListPageProps = {
  copy: BlogPageCopy;
  page: ListPage<ListedPost>;
  /** Where the newsletter form posts (the form service). */
  newsletter: FormTarget;
};

/** One static page of the blog list: all posts or one category, six posts, and links to the other pages. */
export function BlogListPage({ copy, page, newsletter }: BlogListPageProps) {
  const isCategory = page.category !== "all";
  const first = (page.number - 1) * POSTS_PER_PAGE + 1;
  const last = first + page.posts.length - 1;
  return (
    <>
      <BlogHeader
        copy={copy}
        {...(isCategory ? { title: categoryName(page.category), lead: copy.categories[page.category] } : {})}
      />
      <BlogPage
        copy={copy}
        newsletter={newsletter}
        showTopics={!isCategory && page.number === 1}
        listTitle={blogListTitle(page)}
      >
        <div className="flex flex-col gap-8">
          <BlogNav current={page.category} />
          <p className="text-sm text-muted" data-testid="blog-count">
            {page.total === 0
              ? copy.emptyCategory
              : page.count > 1
                ? `Showing ${first}–${last} of ${articleCount(page.total)}`
                : `Showing ${articleCount(page.total)}`}
          </p>
          <PostList posts={page.posts} linkLabel={copy.cardLink} />
        </div>
        <Pagination current={page.number} count={page.count} href={(n) => blogListPath(page.category, n)} />
      </BlogPage>
    </>
  );
}
