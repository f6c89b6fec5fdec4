import type { APIRoute } from "astro";
import { site } from "../config/site.ts";
import { getContactTopics } from "../lib/content/queries.ts";
import { sitePaths } from "../lib/navigation/urls.ts";

/** What the lead service needs to know of the site (forms/handoff.ts), at `/_leads/site.json`. */
export const GET: APIRoute = async () =>
  Response.json({
    siteName: site.name,
    origin: new URL(import.meta.env.SITE).origin,
    paths: {
      contact: sitePaths.contact,
      thankYou: sitePaths.thankYou,
      subscribed: sitePaths.subscribed,
      blog: sitePaths.blog,
    },
    topics: await getContactTopics(),
    timeZone: site.timeZone.id,
    timeZoneName: site.timeZone.name,
  });
