import { getCollection } from "astro:content";
import type { ImageMetadata } from "astro";
import { makePicture, type PictureShape } from "../../build/pictures.ts";
import type { CaseStudy, Industry, Leader, PortfolioItem, Post, Service } from "../../schemas/index.ts";
import { pageCopy } from "./page-copy.ts";
import { topicNames, type TopicNames } from "../../../forms/topics.ts";
import { industryContactKey, sortByName } from "./industries.ts";
import { isPublished, publishingCutoff } from "./schedule.ts";
import { buildTime } from "../../integrations/build-settings.ts";

/**
 * Collection queries shared by routes. Entities carry their URL key as `id`, Astro's own name for it,
 * beside their data so components never see Astro's entry wrapper, and their uploaded picture as the
 * resized versions pages show (`picture`), never as the uploaded file.
 */

/** The entry's data with its picture field replaced by the picture's resized versions. */
async function withPicture<Data extends { image?: ImageMetadata | undefined }>(
  { image, ...data }: Data,
  alt: string,
  shape: PictureShape = "wide",
) {
  return { ...data, picture: await makePicture(image, alt, shape) };
}

export async function getServices(): Promise<Service[]> {
  const entries = await getCollection("services");
  const services = await Promise.all(
    entries.map(async (e) => ({ ...(await withPicture(e.data, e.data.bannerImageAlt)), id: e.id })),
  );
  return services.sort((a, b) => a.order - b.order);
}

export async function getIndustries(): Promise<Industry[]> {
  const entries = await getCollection("industries");
  return sortByName(
    await Promise.all(entries.map(async (e) => ({ ...(await withPicture(e.data, e.data.imageAlt)), id: e.id }))),
  );
}

export async function getCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies");
  const stories = await Promise.all(
    entries.map(async (e) => ({ ...(await withPicture(e.data, e.data.imageAlt)), id: e.id })),
  );
  return stories.sort((a, b) => a.order - b.order);
}

/** The blog's entries that this build publishes (src/lib/content/schedule.ts): dated today or earlier. */
export async function getPublishedPostEntries() {
  const cutoff = publishingCutoff(buildTime);
  return getCollection("blog", (e) => isPublished(e.data.date, cutoff, { preview: import.meta.env.DEV }));
}

export async function getPosts(): Promise<Post[]> {
  const entries = await getPublishedPostEntries();
  const posts = await Promise.all(
    entries.map(async (e) => ({ ...(await withPicture(e.data, e.data.imageAlt)), id: e.id })),
  );
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** Ids of posts written but dated later: links to them wait, without a card, until they are published. */
export async function getScheduledPostIds(): Promise<Set<string>> {
  const published = new Set((await getPublishedPostEntries()).map((e) => e.id));
  return new Set((await getCollection("blog")).map((e) => e.id).filter((id) => !published.has(id)));
}

/** What a post card and the blog search need of each post, newest first. */
export async function getListedPosts() {
  return (await getPosts()).map(({ id, title, summary, category, date, imageAlt, tags, picture }) => ({
    id,
    title,
    summary,
    category,
    date,
    imageAlt,
    tags,
    picture,
  }));
}

export async function getTestimonials() {
  return (await getCollection("testimonials")).map((e) => e.data);
}

export async function getPortfolio(): Promise<PortfolioItem[]> {
  const items = await Promise.all((await getCollection("portfolio")).map((e) => withPicture(e.data, e.data.imageAlt)));
  return items.sort((a, b) => a.id - b.id);
}

export async function getLeaders(): Promise<Leader[]> {
  const leaders = await Promise.all(
    (await getCollection("leaders")).map(async ({ data: { portrait, ...leader } }) => ({
      ...leader,
      picture: await makePicture(portrait, leader.portraitAlt, "portrait"),
    })),
  );
  return leaders.sort((a, b) => a.order - b.order);
}

/**
 * What `?service=` and `?industry=` on the contact page may name: every service id (and the extra topics
 * pages link to), every industry id and its spec key. The form shows the topic; the lead service files it.
 */
export async function getContactTopics(): Promise<{ services: TopicNames; industries: TopicNames }> {
  return {
    services: topicNames([
      ...(await getServices()).map((s) => ({ keys: [s.id], name: s.title })),
      ...pageCopy.contactPage.extraTopics,
    ]),
    industries: topicNames(
      (await getIndustries()).map((i) => ({ keys: [i.id, industryContactKey(i.name)], name: i.name })),
    ),
  };
}
