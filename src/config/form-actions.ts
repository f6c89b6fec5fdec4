import { CONTACT_FORM_ENDPOINT, LEADS } from "astro:env/server";
import { formTargets } from "../../forms/targets.ts";
import { sitePaths, siteUrl } from "../lib/navigation/urls.ts";

/** Where this build's contact and newsletter forms post (see astro.config.ts, `LEADS`); routes only. */
export const forms = formTargets(LEADS, {
  endpoint: CONTACT_FORM_ENDPOINT,
  thankYouUrl: siteUrl(sitePaths.thankYou),
  subscribedUrl: siteUrl(sitePaths.subscribed),
});
