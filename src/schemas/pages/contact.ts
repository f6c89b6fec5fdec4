import { z } from "astro/zod";
import { urlKey } from "../fields.ts";
import { bandFields, labeled, line, searchResult, template } from "./parts.ts";

/** The contact page's words (src/content/pages/contact.json); phone, email, address and hours are Company details. */
export const contactPageSchema = z.object({
  meta: searchResult("the contact page"),
  ...bandFields(),
  form: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      lead: labeled(line(200), "Sentence below", "Under the heading, above the fields.", { multiline: true }),
      topicLine: labeled(
        template(120, ["topic"]),
        "Topic line",
        "Shown above the fields when a link names a service or industry; {topic} is its name, such as Cloud Migration for Healthcare.",
      ),
      privacy: labeled(
        z.object({
          sentence: labeled(
            template(200, ["link"]),
            "Sentence",
            "{link} marks where the link to the privacy policy goes.",
          ),
          link: labeled(line(40), "Link text"),
        }),
        "Privacy note",
        "The line under the form.",
      ),
    }),
    "Form box",
    "The form's fields, messages and button are fixed: the lead service and the site's checks rely on them.",
  ),
  details: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      phone: labeled(line(30), "Phone label"),
      email: labeled(line(30), "Email label"),
      office: labeled(line(30), "Address label"),
      hours: labeled(line(30), "Office hours label"),
    }),
    "Direct lines",
    "Headings beside the form; the phone, email, address and hours themselves are in Company details.",
  ),
  extraTopics: labeled(
    z
      .array(
        z
          .object({
            name: labeled(line(40), "Topic", "As the form's topic line shows it, such as Telehealth."),
            keys: labeled(
              z.array(labeled(urlKey, "Word in a link")).min(1),
              "Words in links",
              "The words after ?service= that choose this topic, such as telehealth for /contact?service=telehealth.",
            ),
          })
          .meta({ title: "Topic", itemLabel: "name" }),
      )
      .default([]),
    "Other topics",
    "Topics a link can choose that are not services of their own. Every service is a topic already.",
  ),
});

export type ContactPageCopy = z.infer<typeof contactPageSchema>;
