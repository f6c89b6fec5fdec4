import { z } from "astro/zod";
import { heading, labeled, line, linkCards, searchResult } from "./parts.ts";

/** A page that confirms something was sent (thank-you.json, subscribed.json), and offers where to go next. */
export const confirmationPageSchema = (page: string, noteDescription: string) =>
  z.object({
    meta: searchResult(page),
    title: labeled(heading, "Heading"),
    lead: labeled(line(400), "What happens next", undefined, { multiline: true }),
    note: labeled(line(200), "Line before the contact", noteDescription, { multiline: true }),
    next: labeled(
      z.object({
        title: labeled(line(60), "Heading"),
        links: linkCards("Suggestions", "Two or three pages to read meanwhile.", { min: 2, max: 3 }),
      }),
      "Where to go next",
    ),
  });

export const thankYouPageSchema = confirmationPageSchema(
  "the thank-you page",
  "Followed by the company's phone number and first office hours, such as Phone:.",
);
export const subscribedPageSchema = confirmationPageSchema(
  "the page shown after subscribing",
  "Followed by the company's email address, such as how to take the subscription back.",
);

export type ConfirmationCopy = z.infer<typeof thankYouPageSchema>;
