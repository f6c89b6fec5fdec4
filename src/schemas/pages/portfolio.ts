import { z } from "astro/zod";
import { action, ctaBand, labeled, line, listPageFields } from "./parts.ts";

const label = (title: string, description?: string) => labeled(line(60), title, description);

/** The words of /portfolio and of every project page (src/content/pages/portfolio.json); the projects are Portfolio. */
export const portfolioPageSchema = z.object({
  ...listPageFields("the portfolio page"),
  readLink: label("Link on each project"),
  cta: ctaBand("The band at the foot of the portfolio and of every project page."),
  projectPage: labeled(
    z.object({
      back: label("Link back", "Above the project's name."),
      detailsHeading: label("Details heading for screen readers"),
      problemTitle: label("Problem heading"),
      approachTitle: label("Approach heading"),
      outcomeTitle: label("Result heading"),
      technologiesTitle: label("Technologies heading"),
      servicesTitle: label("Services heading"),
      storiesLink: action("Link to the case studies", "Under the services."),
    }),
    "Words of every project page",
  ),
});

export type PortfolioPageCopy = z.infer<typeof portfolioPageSchema>;
