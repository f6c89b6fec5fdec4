import type { CaseStudy, CrossLink, Post } from "../../schemas/index.ts";
import { paths } from "../navigation/urls.ts";

/** A card pointing to further reading, with the title, summary and address of the entry it names. */
export type Insight = { type: CrossLink["type"]; id: string; title: string; summary: string; href: string };

type Library = {
  posts: readonly Pick<Post, "id" | "title" | "summary">[];
  /** Posts dated later than this build: a link to one is left out until it is published. */
  scheduledPosts?: ReadonlySet<string>;
  caseStudies: readonly Pick<CaseStudy, "id" | "title" | "results" | "challenge">[];
};

/**
 * Resolves cross-links (`{ type, id }`) against the blog and the case studies. Content never retypes a
 * title or an address, so a renamed article or a moved case study cannot leave a stale card; a link to an
 * entry that does not exist fails the build and names `owner`.
 */
export function resolveInsights(links: readonly CrossLink[], library: Library, owner: string): Insight[] {
  const waiting = (link: CrossLink) => link.type === "blog" && library.scheduledPosts?.has(link.id) === true;
  return links
    .filter((link) => !waiting(link))
    .map(({ type, id }) => {
      if (type === "blog") {
        const post = library.posts.find((p) => p.id === id);
        if (!post) throw new Error(`${owner} links to the blog post "${id}", which does not exist`);
        return { type, id, title: post.title, summary: post.summary, href: paths.post(id) };
      }
      const story = library.caseStudies.find((s) => s.id === id);
      if (!story) throw new Error(`${owner} links to the case study "${id}", which does not exist`);
      // A case study's headline result is its one-line summary.
      return {
        type,
        id,
        title: story.title,
        summary: story.results[0] ?? story.challenge,
        href: paths.caseStudy(id),
      };
    });
}
