import { getCollection } from "astro:content";
import type { CaseStudy, Industry, Leader, PortfolioItem, Post, Service } from "./content-schemas";
import { pageCopy } from "./page-copy";
import type { TopicOption } from "./contact-prefill";
import { industryContactKey, sortByName } from "./industries";
import { isPublished, publishingCutoff } from "./schedule";

/**
 * Collection queries shared by routes. Entities carry their URL key as `id`, Astro's own name for it,
 * beside their data so components never see Astro's entry wrapper.
 */

export async function getServices(): Promise<Service[]> {
  const entries = await getCollection("services");
  return entries.map((e) => ({ ...e.data, id: e.id })).sort((a, b) => a.order - b.order);
}

export async function getIndustries(): Promise<Industry[]> {
  const entries = await getCollection("industries");
  return sortByName(entries.map((e) => ({ ...e.data, id: e.id })));
}

export async function getCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies");
  return entries.map((e) => ({ ...e.data, id: e.id })).sort((a, b) => a.order - b.order);
}

/** The blog's entries that this build publishes (src/lib/schedule.ts): dated today or earlier. */
export async function getPublishedPostEntries() {
  const cutoff = publishingCutoff();
  return getCollection("blog", (e) => isPublished(e.data.date, cutoff, { preview: import.meta.env.DEV }));
}

export async function getPosts(): Promise<Post[]> {
  const entries = await getPublishedPostEntries();
  return entries.map((e) => ({ ...e.data, id: e.id })).sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** Ids of posts written but dated later: links to them wait, without a card, until they are published. */
export async function getScheduledPostIds(): Promise<Set<string>> {
  const published = new Set((await getPublishedPostEntries()).map((e) => e.id));
  return new Set((await getCollection("blog")).map((e) => e.id).filter((id) => !published.has(id)));
}

/** What a post card and the blog search need of each post, newest first. */
export async function getListedPosts() {
  return (await getPosts()).map(({ id, title, summary, category, date, imageAlt, tags }) => ({
    id,
    title,
    summary,
    category,
    date,
    imageAlt,
    tags,
  }));
}

export async function getTestimonials() {
  return (await getCollection("testimonials")).map((e) => e.data);
}

export async function getPortfolio(): Promise<PortfolioItem[]> {
  return (await getCollection("portfolio")).map((e) => e.data).sort((a, b) => a.id - b.id);
}

export async function getLeaders(): Promise<Leader[]> {
  return (await getCollection("leaders")).map((e) => e.data).sort((a, b) => a.order - b.order);
}

/**
 * What `?service=` and `?industry=` on the contact page may name: every service id (and the extra topics
 * pages link to), every industry id and its spec key. The form shows the topic; the lead service files it.
 */
export async function getContactTopics(): Promise<{ services: TopicOption[]; industries: TopicOption[] }> {
  return {
    services: [
      ...(await getServices()).map((s) => ({ keys: [s.id], name: s.title })),
      ...pageCopy.contactPage.extraTopics,
    ],
    industries: (await getIndustries()).map((i) => ({ keys: [i.id, industryContactKey(i.name)], name: i.name })),
  };
}
