import type { CaseStudy, CrossLink, Post } from "./content-schemas";
import { paths } from "./urls";

/** A card pointing to further reading, with the title, summary and address of the entry it names. */
export type Insight = { type: CrossLink["type"]; slug: string; title: string; summary: string; href: string };

type Library = {
  posts: readonly Pick<Post, "slug" | "title" | "summary">[];
  caseStudies: readonly Pick<CaseStudy, "slug" | "title" | "results" | "challenge">[];
};

/**
 * Resolves cross-links (`{ type, slug }`) against the blog and the case studies. Content never retypes a
 * title or an address, so a renamed article or a moved case study cannot leave a stale card; a link to an
 * entry that does not exist fails the build and names `owner`.
 */
export function resolveInsights(links: readonly CrossLink[], library: Library, owner: string): Insight[] {
  return links.map(({ type, slug }) => {
    if (type === "blog") {
      const post = library.posts.find((p) => p.slug === slug);
      if (!post) throw new Error(`${owner} links to the blog post "${slug}", which does not exist`);
      return { type, slug, title: post.title, summary: post.summary, href: paths.post(slug) };
    }
    const story = library.caseStudies.find((s) => s.slug === slug);
    if (!story) throw new Error(`${owner} links to the case study "${slug}", which does not exist`);
    // A case study's headline result is its one-line summary.
    return {
      type,
      slug,
      title: story.title,
      summary: story.results[0] ?? story.challenge,
      href: paths.caseStudy(slug),
    };
  });
}
