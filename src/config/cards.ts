import type { LabelsCopy } from "./copy-types";

/** The fixed words on collection cards; titles and summaries come from the content. */
export const cardCopy = {
  serviceLink: "Learn More",
  industryLink: "Explore",
  /** After an industry card's first few solutions, when it has more. */
  moreSolutions: "And more...",
} satisfies LabelsCopy;
