import { z } from "astro/zod";
import { heading, labeled, line, metaDescription, metaTitle } from "./parts.ts";

/**
 * The pages the lead service answers with when it cannot take a message (src/content/pages/lead-problems.json).
 * Each keeps the visitor's own words on the page to copy and offers the phone and email, so nothing typed is lost.
 */
const problemFields = () => ({
  meta: labeled(z.object({ title: metaTitle(), description: metaDescription() }), "Browser tab and description"),
  title: labeled(heading, "Heading"),
  reason: labeled(line(400), "Explanation", "What happened and what to do; the service may give a more precise one.", {
    multiline: true,
  }),
  textLabel: labeled(line(60), "Heading of their text", "Above the message the visitor wrote, kept to copy."),
  textHint: labeled(line(160), "Hint under it"),
  contactTitle: labeled(line(60), "Heading of the phone and email"),
  back: labeled(line(40), "Link back to the form"),
});
const problemPage = (title: string, description: string) => labeled(z.object(problemFields()), title, description);

export const leadProblemsSchema = z.object({
  invalid: labeled(
    z.object({
      ...problemFields(),
      messagesTitle: labeled(line(60), "Heading of the corrections", "Above the list of fields to correct."),
    }),
    "A message to correct",
    "When a field is missing or wrong and the browser did not catch it.",
  ),
  unavailable: problemPage("A message not saved", "When the message system cannot store the message."),
  tooMany: problemPage("Too many messages", "When one connection sends more messages than allowed in a short time."),
  refused: problemPage("A message from elsewhere", "When a post did not come from one of the site's forms."),
});

export type LeadProblemsCopy = z.infer<typeof leadProblemsSchema>;
/** One problem page's words; only the invalid one lists corrections. */
export type LeadProblemCopy = z.infer<ReturnType<typeof problemPage>> & { messagesTitle?: string };
