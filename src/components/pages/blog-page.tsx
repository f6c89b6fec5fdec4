import { Icon } from "../ui/icon";
import type { ReactNode } from "react";
import { blogPageCopy as copy } from "../../config/blog";
import { NewsletterForm } from "../shell/newsletter-form";
import { PageHeader } from "../sections/page-header";
import { ValueTile } from "../sections/value-tile";
import { Section } from "../ui/section";
import { GridList } from "../ui/grid-list";

type BlogPageProps = {
  newsletter: { endpoint: string; thankYouUrl: string };
  /** The category buttons, search and post list: an island the route hydrates. */
  children: ReactNode;
};

export function BlogPage({ newsletter, children }: BlogPageProps) {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>}>
        <a
          href="/rss.xml"
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-medium text-link hover:underline"
        >
          <Icon name="rss" className="size-4" />
          {copy.rssLabel}
        </a>
      </PageHeader>
      <Section id="topics" header={{ title: "What we write about", visuallyHidden: true }}>
        <GridList
          items={copy.features}
          getKey={(feature) => feature.title}
          className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4"
        >
          {(feature) => <ValueTile {...feature} />}
        </GridList>
      </Section>
      <Section id="articles" tone="tint" header={{ title: copy.listTitle, align: "start" }}>
        {children}
      </Section>
      <Section id="newsletter">
        <div className="mx-auto grid max-w-4xl gap-6 rounded-xl border border-line bg-surface p-8 md:grid-cols-2 md:items-end">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{copy.newsletter.title}</h2>
            <p className="mt-2 text-muted">{copy.newsletter.lead}</p>
          </div>
          <NewsletterForm endpoint={newsletter.endpoint} thankYouUrl={newsletter.thankYouUrl} idPrefix="blog" />
        </div>
      </Section>
    </>
  );
}
