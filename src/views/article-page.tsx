import type { ReactNode } from "react";
import { categoryName } from "../lib/blog/filter.ts";
import type { Post } from "../schemas/index.ts";
import { formatDate, isoDate } from "../lib/text/dates.ts";
import type { BlogPageCopy } from "../schemas/pages/blog.ts";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { BackLink } from "../components/ui/back-link.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { Container } from "../components/ui/container.tsx";
import { EntityVisual } from "../components/ui/entity-visual.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { sitePaths } from "../lib/navigation/urls.ts";

type ArticlePageProps = {
  /** The words every article shares (Blog pages in the admin). */
  copy: BlogPageCopy["article"];
  post: Post;
  readingMinutes: number;
  children: ReactNode;
};

/** A blog article; the route renders the Markdown body and passes it in as children. */
export function ArticlePage({ copy, post, readingMinutes, children }: ArticlePageProps) {
  return (
    <>
      <article>
        <Container size="narrow" className="py-10 md:py-14">
          <BackLink href={sitePaths.blog}>{copy.back}</BackLink>
          <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted">
            <Badge>{categoryName(post.category)}</Badge>
            <time dateTime={isoDate(post.date)}>{formatDate(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{readingMinutes} min read</span>
          </div>
          <PageTitle className="mt-4">{post.title}</PageTitle>
          <p className="mt-5 text-xl text-pretty text-muted">{post.summary}</p>
          <EntityVisual
            name={post.title}
            alt={post.imageAlt}
            picture={post.picture}
            sizes="(min-width: 928px) 864px, 100vw"
            priority
            className="mt-10 rounded-xl"
            icon={{ name: "newspaper", size: 16 }}
          />
          <div className="prose-article mt-10">{children}</div>
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="muted">{tag}</Badge>
              </li>
            ))}
          </ul>
        </Container>
      </article>
      <CtaBand id="article-cta-title" {...copy.cta} />
    </>
  );
}
