import { z } from "astro/zod";
import { ctaBand, invitationTile, labeled, line, listPageFields, template } from "./parts.ts";

/** The words of /services and of every service page (src/content/pages/services.json); the offers are Services. */
export const servicesPageSchema = z.object({
  ...listPageFields("the services page"),
  cardLink: labeled(line(30), "Link on each card", "Such as Learn More; also on the home page's service cards."),
  invitation: invitationTile(
    "Completes the services grid, on this page and the home page, when a row would end with one card.",
  ),
  cta: ctaBand(),
  servicePage: labeled(
    z.object({
      back: labeled(line(40), "Link back", "Above the service's name."),
      offerTitle: labeled(line(60), "Offers heading"),
      approachTitle: labeled(line(60), "Steps heading"),
      whyTitle: labeled(template(60, ["company"]), "Reasons heading", "{company} is replaced by the company's name."),
      readingTitle: labeled(line(60), "Related reading heading"),
      readingLink: labeled(line(30), "Link on each related item"),
    }),
    "Headings of every service page",
    "The same on every service page; each service's own words are in Services.",
  ),
});

export type ServicesPageCopy = z.infer<typeof servicesPageSchema>;
