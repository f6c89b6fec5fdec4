import { homeCopy } from "../../config/home";
import type { CaseStudy, Industry, Post, Service, Testimonial } from "../../lib/content-schemas";
import { paths } from "../../lib/urls";
import { CaseStudyCard } from "../sections/case-study-card";
import { CtaBand } from "../sections/cta-band";
import { Hero } from "../sections/hero";
import { IndustryCard } from "../sections/industry-card";
import { PostCard } from "../sections/post-card";
import { ServiceCard } from "../sections/service-card";
import { TestimonialCard } from "../sections/testimonial-card";
import { FeatureCard } from "../sections/feature-card";
import { ArrowLink } from "../ui/arrow-link";
import { Section } from "../ui/section";
import { GridList } from "../ui/grid-list";

export type HomePageProps = {
  services: Service[];
  industries: Industry[];
  stories: CaseStudy[];
  testimonials: Testimonial[];
  posts: Post[];
};

function SectionLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-10 text-center">
      <ArrowLink href={href} className="text-lg">
        {label}
      </ArrowLink>
    </p>
  );
}

export function HomePage({ services, industries, stories, testimonials, posts }: HomePageProps) {
  const copy = homeCopy;
  return (
    <>
      <Hero {...copy.hero} />

      <Section id="services" header={copy.services}>
        <GridList
          items={services}
          getKey={(service) => service.id}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {(service) => <ServiceCard service={service} />}
        </GridList>
      </Section>

      <Section id="industries" tone="tint" header={copy.industries}>
        <GridList
          items={industries}
          getKey={(industry) => industry.id}
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        >
          {(industry) => <IndustryCard industry={industry} variant="compact" />}
        </GridList>
      </Section>

      <Section id="success-stories" header={copy.successStories}>
        <GridList items={stories} getKey={(story) => story.id} className="grid gap-6 md:grid-cols-3">
          {(story) => (
            <CaseStudyCard story={story} href={paths.caseStudy(story.id)} linkLabel={copy.successStories.cardLink} />
          )}
        </GridList>
        <SectionLink {...copy.successStories.link} />
      </Section>

      <Section id="testimonials" tone="tint" header={copy.testimonials}>
        <GridList items={testimonials} getKey={(testimonial) => testimonial.name} className="grid gap-6 md:grid-cols-3">
          {(testimonial) => <TestimonialCard testimonial={testimonial} />}
        </GridList>
      </Section>

      <Section id="why-us" header={copy.values}>
        <GridList
          items={copy.values.tiles}
          getKey={(tile) => tile.title}
          className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4"
        >
          {(tile) => <FeatureCard {...tile} framed={false} />}
        </GridList>
      </Section>

      <Section id="insights" tone="tint" header={copy.insights}>
        <GridList items={posts} getKey={(post) => post.id} className="grid gap-6 md:grid-cols-3">
          {(post) => <PostCard post={post} />}
        </GridList>
        <SectionLink {...copy.insights.link} />
      </Section>

      <CtaBand id="quote-title" title={copy.cta.title} lead={copy.cta.lead} action={copy.cta.action} />
    </>
  );
}
