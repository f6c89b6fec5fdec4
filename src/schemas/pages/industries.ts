import { z } from "astro/zod";
import { ctaBand, invitationTile, labeled, line, listPageFields, template } from "./parts.ts";

const industryBlanks = ["industry", "industry lowercase"];
const blankHelp =
  "{industry} is the industry's name, {industry lowercase} the same in small letters, and {a} becomes a or an to suit the word after it.";

/** The words of /industries and of every industry page (src/content/pages/industries.json). */
export const industriesPageSchema = z.object({
  ...listPageFields("the industries page"),
  cardLink: labeled(line(30), "Link on each card", "Such as Explore; also on the home page's industry cards."),
  moreSolutions: labeled(
    line(30),
    "After a card's first solutions",
    "Shown when an industry has more solutions than fit.",
  ),
  invitation: invitationTile(
    "Completes the industries grid, on this page and the home page, when a row would end with one card.",
  ),
  cta: ctaBand(),
  industryPage: labeled(
    z.object({
      back: labeled(line(40), "Link back", "Above the industry's heading."),
      solutionsTitle: labeled(line(60), "Solutions heading"),
      resultsTitle: labeled(line(60), "Results heading"),
      insightsTitle: labeled(line(60), "Further insights heading"),
      articleKind: labeled(line(30), "Label of an article"),
      articleLink: labeled(line(30), "Link to an article"),
      caseKind: labeled(line(30), "Label of a case study"),
      caseLink: labeled(line(30), "Link to a case study"),
      notFound: labeled(line(90), "Unknown industry", "The heading for an industry address that does not exist."),
      ctaTitle: labeled(template(90, industryBlanks), "Closing heading", blankHelp),
      ctaLead: labeled(template(300, industryBlanks), "Closing text", blankHelp, { multiline: true }),
      ctaAction: labeled(
        template(60, industryBlanks),
        "Closing button",
        `Opens the contact form with the industry chosen. ${blankHelp}`,
      ),
    }),
    "Words of every industry page",
    "The same on every industry page; each industry's own words are in Industries.",
  ),
});

export type IndustriesPageCopy = z.infer<typeof industriesPageSchema>;
