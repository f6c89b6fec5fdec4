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
import { ValueTile } from "../sections/value-tile";
import { ArrowLink } from "../ui/arrow-link";
import { Section } from "../ui/section";

export type HomePageProps = {
  services: Service[];
  industries: Industry[];
  stories: CaseStudy[];
  testimonials: Testimonial[];
  posts: Post[];
};

/** Industry intros are cut to 100 characters on the home page (120 on the industries page). */
const HOME_INDUSTRY_INTRO_LENGTH = 100;

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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" tone="tint" header={copy.industries}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((industry) => (
            <li key={industry.id}>
              <IndustryCard industry={industry} introLength={HOME_INDUSTRY_INTRO_LENGTH} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="success-stories" header={copy.successStories}>
        <ul className="grid gap-6 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.slug}>
              <CaseStudyCard story={story} href={paths.caseStudy(story.slug)} linkLabel="Read the case study" />
            </li>
          ))}
        </ul>
        <SectionLink {...copy.successStories.link} />
      </Section>

      <Section id="testimonials" tone="tint" header={copy.testimonials}>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-us" header={copy.values}>
        <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.tiles.map((tile) => (
            <li key={tile.title}>
              <ValueTile {...tile} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="insights" tone="tint" header={copy.insights}>
        <ul className="grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <SectionLink {...copy.insights.link} />
      </Section>

      <CtaBand id="quote-title" title={copy.cta.title} lead={copy.cta.lead} action={copy.cta.action} />
    </>
  );
}
