import { sitePaths } from "../lib/urls";
import type { NotFoundCopy } from "./copy-types";

/** Copy for the 404 page, including the suggestions offered to a lost visitor. */
export const notFoundCopy = {
  eyebrow: "Error 404",
  title: "Page not found",
  description: "The page you asked for does not exist or has moved.",
  lead: "The link may be out of date, or the address may have a typo. These pages are a good place to pick up again:",
  suggestions: [
    { label: "Home", href: sitePaths.home, description: "What we do and who we do it for." },
    { label: "Services", href: sitePaths.services, description: "Custom software, AI, cloud, design and more." },
    { label: "Success Stories", href: sitePaths.successStories, description: "Results from recent engagements." },
    {
      label: "Contact Us",
      href: sitePaths.contact,
      description: "Ask us directly; we reply within 24 business hours.",
    },
  ],
} satisfies NotFoundCopy;

/**
 * Sections with a not-found page of their own: an unknown `/industries/x` says "Industry data not found."
 * Servers answer unknown paths under the section with that page and status 404.
 */
export const notFoundSections: Record<string, string> = { "/industries": "/industries/404" };
