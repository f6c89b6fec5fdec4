import * as z from "zod/mini";

/**
 * What the build hands the lead service, written straight into the build's private folder `_leads/` (every
 * server keeps it private): the site's facts (`site.json`: its name for mail subjects, the addresses it
 * answers with, the topics `?service=` and `?industry=` may name) and one page per problem, rendered in the
 * site's look with the blanks of forms/problem-page.ts.
 */
export const problemKinds = ["invalid", "unavailable", "tooMany", "refused"] as const;
export type ProblemKind = (typeof problemKinds)[number];

const topicNames = z.record(z.string(), z.string());

export const leadSiteDataSchema = z.object({
  siteName: z.string(),
  /** The site's public address (`https://www.example.com`), for links in the owners' alerts. */
  origin: z.string(),
  paths: z.object({ contact: z.string(), thankYou: z.string(), subscribed: z.string(), blog: z.string() }),
  topics: z.object({ services: topicNames, industries: topicNames }),
  /** The office's time zone (`America/Denver`) and its name (`Mountain Time`): the owners' inbox keeps this clock. */
  timeZone: z.string(),
  timeZoneName: z.string(),
});
export type LeadSiteData = z.infer<typeof leadSiteDataSchema>;

/** The private folder's routes, as the build writes them and the service reads them, under the build's root. */
export const leadFiles = {
  folder: "/_leads/",
  data: "/_leads/site.json",
  page: (kind: ProblemKind) => `/_leads/${kind}.html`,
} as const;
