import type { FormTarget } from "../../forms/targets.ts";
import type { ReactNode } from "react";
import type { BlogPageCopy } from "../schemas/pages/blog.ts";
import { NewsletterForm } from "../components/shell/newsletter-form.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { FeatureGrid } from "../components/sections/feature-card.tsx";
import { Section } from "../components/ui/section.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Tile } from "../components/ui/tile.tsx";
import { sitePaths } from "../lib/navigation/urls.ts";

type BlogHeaderProps = {
  /** The blog's words (Blog pages in the admin). */
  copy: BlogPageCopy;
  /** The page's own heading; the blog's first page keeps the blog's. */
  title?: string | undefined;
  lead?: string | undefined;
};

/**
 * The top of every blog list page and the search page. Routes render it themselves, before the view: Astro
 * writes an island's loader scripts ahead of the component that holds the island, and the search page's
 * heading should not wait behind them to paint.
 */
export function BlogHeader({ copy, title = copy.title, lead = copy.lead }: BlogHeaderProps) {
  return (
    <PageHeader eyebrow={copy.eyebrow} title={title} lead={<p>{lead}</p>}>
      <a
        href={sitePaths.rss}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-medium text-link hover:underline"
      >
        <Icon name="rss" className="size-4" />
        {copy.rssLink}
      </a>
    </PageHeader>
  );
}

type BlogPageProps = {
  /** The blog's words (Blog pages in the admin). */
  copy: BlogPageCopy;
  /** Where the newsletter form posts (the form service). */
  newsletter: FormTarget;
  /** The blog's topics, shown on its first page only. */
  showTopics?: boolean;
  listTitle: string;
  /** Category links, search and the list (or search results). */
  children: ReactNode;
};

/** Below the blog's header on every list page and the search page: topics, the list, the newsletter. */
export function BlogPage({ copy, newsletter, showTopics = false, listTitle, children }: BlogPageProps) {
  return (
    <>
      {showTopics && (
        <Section id="topics" header={{ title: copy.topics.title, visuallyHidden: true }}>
          <FeatureGrid features={copy.topics.tiles} />
        </Section>
      )}
      <Section id="articles" tone="tint" header={{ title: listTitle, align: "start" }}>
        {children}
      </Section>
      <Section id="newsletter">
        <Tile padding="xl" radius="lg" className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2 md:items-end">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{copy.newsletter.title}</h2>
            <p className="mt-2 text-muted">{copy.newsletter.lead}</p>
          </div>
          <NewsletterForm target={newsletter} idPrefix="blog" />
        </Tile>
      </Section>
    </>
  );
}
