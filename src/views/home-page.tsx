import type { CaseStudy, Industry, Post, Service, Testimonial } from "../schemas/index.ts";
import { paths } from "../lib/navigation/urls.ts";
import { CaseStudyCard } from "../components/sections/case-study-card.tsx";
import { CtaBand } from "../components/sections/cta-band.tsx";
import { Hero } from "../components/sections/hero.tsx";
import type { Proof } from "../lib/proof/proof.ts";
import { IndustryCard } from "../components/sections/industry-card.tsx";
import { PostCard } from "../components/sections/post-card.tsx";
import { ServiceCard } from "../components/sections/service-card.tsx";
import { TestimonialCard } from "../components/sections/testimonial-card.tsx";
import { FeatureGrid } from "../components/sections/feature-card.tsx";
import { ArrowLink } from "../components/ui/arrow-link.tsx";
import { Section } from "../components/ui/section.tsx";
import { GridList } from "../components/ui/grid-list.tsx";
import { InvitationTile } from "../components/sections/invitation-tile.tsx";
import type { HomePage as HomePageCopy } from "../schemas/pages/home.ts";
import type { BlogPageCopy } from "../schemas/pages/blog.ts";
import type { IndustriesPageCopy } from "../schemas/pages/industries.ts";
import type { ServicesPageCopy } from "../schemas/pages/services.ts";

export type HomePageProps = {
  copy: HomePageCopy;
  /** The words on service and industry cards and the tiles completing their grids, shared with their list pages. */
  serviceCards: Pick<ServicesPageCopy, "cardLink" | "invitation">;
  industryCards: Pick<IndustriesPageCopy, "cardLink" | "moreSolutions" | "invitation">;
  postCards: Pick<BlogPageCopy, "cardLink">;
  services: Service[];
  industries: Industry[];
  stories: CaseStudy[];
  testimonials: Testimonial[];
  posts: Post[];
  /** The hero's results, resolved from the case studies they come from. */
  highlights: Proof[];
};

function SectionLink({ href, label }: { href: string; label: string }) {
  return (
    <ArrowLink href={href} className="mx-auto mt-6 flex w-fit text-lg md:mt-10">
      {label}
    </ArrowLink>
  );
}

export function HomePage(props: HomePageProps) {
  const {
    copy,
    serviceCards,
    industryCards,
    postCards,
    services,
    industries,
    stories,
    testimonials,
    posts,
    highlights,
  } = props;
  return (
    <>
      <Hero {...copy.hero} highlights={highlights} />

      <Section id="services" header={copy.services}>
        <GridList
          of="cards"
          items={services}
          tile={<InvitationTile {...serviceCards.invitation} />}
          className="gap-3 sm:gap-6"
          getKey={(service) => service.id}
          columns={{ sm: 2, lg: 3 }}
        >
          {(service) => <ServiceCard service={service} linkLabel={serviceCards.cardLink} compactOnPhone />}
        </GridList>
      </Section>

      <Section id="industries" tone="tint" header={copy.industries}>
        <GridList
          of="cards"
          items={industries}
          tile={<InvitationTile {...industryCards.invitation} />}
          className="gap-3 max-sm:grid-cols-2 sm:gap-5"
          getKey={(industry) => industry.id}
          columns={{ sm: 2, lg: 4 }}
        >
          {(industry) => (
            <IndustryCard
              industry={industry}
              variant="compact"
              labels={{ link: industryCards.cardLink, moreSolutions: industryCards.moreSolutions }}
            />
          )}
        </GridList>
      </Section>

      <Section id="success-stories" header={copy.successStories}>
        <GridList
          of="cards"
          items={stories}
          getKey={(story) => story.id}
          columns={{ md: 3 }}
          className="gap-6"
          swipeOnPhone="cards with links"
        >
          {(story) => (
            <CaseStudyCard story={story} href={paths.caseStudy(story.id)} linkLabel={copy.successStories.cardLink} />
          )}
        </GridList>
        <SectionLink {...copy.successStories.link} />
      </Section>

      <Section id="testimonials" tone="tint" header={copy.testimonials}>
        <GridList
          of="cards"
          items={testimonials}
          getKey={(testimonial) => testimonial.name}
          columns={{ md: 3 }}
          className="gap-6"
          swipeOnPhone="text"
        >
          {(testimonial) => <TestimonialCard testimonial={testimonial} />}
        </GridList>
      </Section>

      <Section id="why-us" header={copy.values}>
        <FeatureGrid features={copy.values.tiles} />
      </Section>

      <Section id="insights" tone="tint" header={copy.insights}>
        <GridList
          of="cards"
          items={posts}
          getKey={(post) => post.id}
          columns={{ md: 3 }}
          className="gap-6"
          swipeOnPhone="cards with links"
        >
          {(post) => <PostCard post={post} linkLabel={postCards.cardLink} />}
        </GridList>
        <SectionLink {...copy.insights.link} />
      </Section>

      <CtaBand id="quote-title" {...copy.cta} />
    </>
  );
}
