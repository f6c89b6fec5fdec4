import { z } from "astro/zod";
import { ctaBand, labeled, line, listPageFields } from "./parts.ts";

const label = (title: string, description?: string) => labeled(line(60), title, description);

/** The words of /success-stories and of every case study page (src/content/pages/success-stories.json). */
export const successStoriesPageSchema = z.object({
  ...listPageFields("the success stories page"),
  readLink: label("Link to a case study", "On each story of the list."),
  storyLabels: labeled(
    z.object({ challenge: label("Challenge"), solution: label("Solution"), results: label("Results") }),
    "Headings inside a story of the list",
  ),
  cta: ctaBand(),
  casePage: labeled(
    z.object({
      back: label("Link back", "Above the case study's title."),
      resultsTitle: label("Results heading", "Read aloud before the big numbers."),
      challengeTitle: label("Challenge heading"),
      solutionTitle: label("Solution heading"),
      technologiesTitle: label("Technologies heading"),
      quoteTitle: label("Client quote heading"),
      factsTitle: label("Engagement facts heading"),
      facts: labeled(
        z.object({
          industry: label("Industry"),
          work: label("Kind of work"),
          duration: label("Duration"),
          team: label("Team"),
          scale: label("Scale"),
        }),
        "Engagement fact labels",
      ),
      relatedTitle: label("Related services heading"),
      otherCases: label("Other case studies, for screen readers", "Names the links to the previous and next case."),
      previous: label("Previous case study"),
      next: label("Next case study"),
    }),
    "Words of every case study page",
    "The same on every case study; each story's own words are in Success stories.",
  ),
});

export type SuccessStoriesPageCopy = z.infer<typeof successStoriesPageSchema>;
