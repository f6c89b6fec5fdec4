import { z } from "astro/zod";
import { bandFields, ctaBand, featureTiles, labeled, line, paragraph, searchResult } from "./parts.ts";

const titledText = (title: string, description: string) =>
  labeled(z.object({ title: labeled(line(60), "Heading"), text: paragraph("Text") }), title, description);

/** The About page's words (src/content/pages/about.json); the leaders come from Leadership team. */
export const aboutPageSchema = z.object({
  meta: searchResult("the About page"),
  ...bandFields(),
  story: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      paragraphs: labeled(
        z.array(paragraph("Paragraph")).min(1).max(6),
        "Paragraphs",
        "How the company began and why it works the way it does; one to six paragraphs.",
      ),
    }),
    "Our story",
  ),
  mission: titledText("Mission", "One or two sentences beside the story."),
  vision: titledText("Vision", "One or two sentences under the mission."),
  values: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      tiles: featureTiles("Values", "Two to eight values; four fill one row on a laptop.", { min: 2, max: 8 }),
    }),
    "Values",
  ),
  leaders: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      lead: labeled(line(300), "Sentence below", undefined, { multiline: true }),
    }),
    "Leadership section",
    "The heading over the leaders; the people come from Leadership team.",
  ),
  approach: labeled(
    z.object({
      title: labeled(line(60), "Heading"),
      steps: labeled(
        z
          .array(
            z
              .object({ title: labeled(line(60), "Step"), description: paragraph("Description") })
              .meta({ title: "Step", itemLabel: "title" }),
          )
          .min(2)
          .max(6),
        "Steps",
        "Two to six steps, in the order they happen; they are numbered on the page.",
      ),
    }),
    "How we work",
  ),
  cta: ctaBand(),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;
