import { z } from "astro/zod";
import { formerAddresses } from "./addresses.ts";
import {
  crossLink,
  heading,
  icon,
  imageAlt,
  labeled,
  metaDescription,
  metaTitle,
  name,
  order,
  paragraph,
  picture,
  text,
  titled,
  wide,
  type Pictured,
} from "./fields.ts";

/** A service: its card, its page, and the call to action at its foot. */
export const serviceSchema = z.object({
  title: labeled(name, "Service name", "Shown on cards and as the page heading. Changing it keeps the page's address."),
  order: order("services"),
  subtitle: labeled(text, "Subtitle", "One sentence under the heading that says what the client gets."),
  /** Drawn on the service's card and, without a photograph, on its page's banner. */
  icon: icon(),
  description: paragraph("Card summary", "Two sentences for the service cards on the home and services pages."),
  details: labeled(
    z.array(labeled(text, "Point")).length(4),
    "Card points",
    "Exactly four short points listed on the card.",
  ),
  onHome: labeled(z.boolean().default(true), "Show on the home page"),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  image: picture("Banner photograph", wide("Beside the heading of the service page")),
  bannerImageAlt: imageAlt(
    "What the photograph shows; read aloud to visitors who cannot see it. Without a photograph, the drawn banner is described from the service's name and icon.",
  ),
  introParagraph: paragraph("Introduction", "The opening paragraph of the service page."),
  whatWeOffer: labeled(z.array(titled("Offer")).length(6), "What We Offer", "Exactly six offers."),
  ourApproach: labeled(z.array(titled("Step")).length(5), "Our Approach", "Exactly five steps, in order."),
  whyChooseUs: labeled(z.array(titled("Reason")).length(5), "Why Choose Us", "Exactly five reasons."),
  caseStudies: labeled(z.array(crossLink).length(2), "Related reading", "Exactly two blog posts or case studies."),
  cta: labeled(
    z.object({
      title: labeled(heading, "Heading"),
      description: paragraph("Text"),
      primaryText: labeled(text, "Main button", "Opens the contact form with this service chosen."),
      secondaryText: labeled(text, "Second button"),
      secondaryLink: labeled(z.enum(["/success-stories", "/portfolio", "/blog"]), "Second button goes to", undefined, {
        optionLabels: { "/success-stories": "Success stories", "/portfolio": "Portfolio", "/blog": "Blog" },
      }),
    }),
    "Call to action",
    "The band at the foot of the page.",
  ),
  formerAddresses: formerAddresses(),
});

export type Service = Pictured<z.infer<typeof serviceSchema>> & { id: string };
