import { sitePaths } from "../lib/urls";
import type { Invitation, LabelsCopy } from "./copy-types";

/** The fixed words on collection cards; titles and summaries come from the content. */
export const cardCopy = {
  serviceLink: "Learn More",
  industryLink: "Explore",
  /** After an industry card's first few solutions, when it has more. */
  moreSolutions: "And more...",
} satisfies LabelsCopy;

/** The tiles that complete a services or industries grid whose last row would hold one card. */
export const gridInvitations = {
  services: {
    title: "Not sure which service you need?",
    description:
      "Most projects combine two or three of these. Describe the outcome you need and we will suggest the mix.",
    link: { label: "Describe your project", href: sitePaths.contact },
  },
  industries: {
    title: "Your sector is not listed?",
    description:
      "The same engineering serves regulated and high-traffic work alike. Tell us about your customers and rules.",
    link: { label: "Tell us about your sector", href: sitePaths.contact },
  },
} satisfies Record<string, Invitation>;
