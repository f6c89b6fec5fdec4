import { z } from "astro/zod";
import { formerAddresses } from "./addresses.ts";
import { heading, imageAlt, labeled, paragraph, picture, text, urlKey, wide, type Pictured } from "./fields.ts";

/** A portfolio project, kept with the others in one file (src/content/portfolio.json). */
export const portfolioSchema = z
  .object({
    id: labeled(
      z.number().int().positive(),
      "Number",
      "The project's number in its address, /portfolio/1. Never reuse one; if you change it, add the old address under Former addresses.",
    ),
    title: labeled(heading, "Project name"),
    category: labeled(text, "Kind of work", "The filter it appears under, such as Web App Development."),
    industry: labeled(text, "Industry"),
    problem: paragraph("The problem", "What the client could not do before, in one or two sentences."),
    approach: paragraph("Our approach", "How we went about it: the first step, the key decision, the roll-out."),
    description: paragraph("What we built", "The product itself, in one or two sentences; the list card shows it."),
    technologies: labeled(z.array(labeled(text, "Technology")).min(1), "Technologies", "At least one."),
    outcome: paragraph("The result", "What changed for the client, with a figure where there is one."),
    image: picture("Photograph", wide("A screenshot or photo of the product, on the project's card and page")),
    imageAlt: imageAlt(),
    /** Slugs of the services the project drew on; the detail page links to each. */
    relatedServices: labeled(
      z.array(labeled(urlKey, "Service", "The last part of the service's address, such as cloud-migration.")).min(1),
      "Services used",
      "At least one.",
    ),
    formerAddresses: formerAddresses(),
  })
  .meta({ title: "Project", itemLabel: "title" });

export const portfolioFileSchema = z.object({ items: labeled(z.array(portfolioSchema).min(1), "Projects") });
export type PortfolioItem = Pictured<z.infer<typeof portfolioSchema>>;
