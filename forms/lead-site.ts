import { z } from "zod/mini";

/**
 * What the build hands the service (`dist/_leads/site.json`): the site's name for mail subjects, the
 * addresses it answers with, the topics `?service=` and `?industry=` may name, and the error pages,
 * rendered by the build in the site's look with blanks the service fills in.
 */
export const problemKinds = ["invalid", "unavailable", "tooMany", "refused"] as const;
export type ProblemKind = (typeof problemKinds)[number];

const topicOption = z.object({ keys: z.array(z.string()), name: z.string() });

export const leadSiteSchema = z.object({
  siteName: z.string(),
  paths: z.object({ contact: z.string(), thankYou: z.string(), subscribed: z.string(), blog: z.string() }),
  topics: z.object({ services: z.array(topicOption), industries: z.array(topicOption) }),
  pages: z.object({
    invalid: z.string(),
    unavailable: z.string(),
    tooMany: z.string(),
    refused: z.string(),
  }),
});
export type LeadSite = z.infer<typeof leadSiteSchema>;

/** Where the build writes it, under the build's root; every server keeps the `/_leads/` prefix private. */
export const LEAD_SITE_FILE = "_leads/site.json";
