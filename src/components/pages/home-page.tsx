import { ArrowRight } from "lucide-react";
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
import { Section, SectionHeader } from "../ui/section";

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
      <a
        href={href}
        className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-link hover:underline"
      >
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
    </p>
  );
}

export function HomePage({ services, industries, stories, testimonials, posts }: HomePageProps) {
  const copy = homeCopy;
  return (
    <>
      <Hero {...copy.hero} />

      <Section aria-labelledby="services-title" id="services">
        <SectionHeader id="services-title" {...copy.services} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="industries-title" id="industries" tone="tint">
        <SectionHeader id="industries-title" {...copy.industries} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((industry) => (
            <li key={industry.id}>
              <IndustryCard industry={industry} introLength={HOME_INDUSTRY_INTRO_LENGTH} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="stories-title" id="success-stories">
        <SectionHeader id="stories-title" {...copy.successStories} />
        <ul className="grid gap-6 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.slug}>
              <CaseStudyCard story={story} href={paths.caseStudy(story.slug)} linkLabel="Read the case study" />
            </li>
          ))}
        </ul>
        <SectionLink {...copy.successStories.link} />
      </Section>

      <Section aria-labelledby="testimonials-title" id="testimonials" tone="tint">
        <SectionHeader id="testimonials-title" {...copy.testimonials} />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="values-title" id="why-us">
        <SectionHeader id="values-title" {...copy.values} />
        <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.tiles.map((tile) => (
            <li key={tile.title}>
              <ValueTile {...tile} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="insights-title" id="insights" tone="tint">
        <SectionHeader id="insights-title" {...copy.insights} />
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
