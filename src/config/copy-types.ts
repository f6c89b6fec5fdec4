import type { IconName } from "../lib/icons";

/**
 * The shapes of the site's copy, defined once. Every copy module `satisfies` one of these, so a missing or
 * misspelled key fails the type check where the copy is written, not in the component that reads it.
 */

/** A page's `<title>` and meta description. */
export type PageMetaCopy = { title: string; description: string };

export type ActionCopy = { label: string; href: string };

/** The closing call to action of a page (CtaBand). */
export type CtaCopy = { title: string; lead: string; action: ActionCopy; secondary?: ActionCopy };

/** An icon, a title and a sentence: offers, values, reasons. */
export type FeatureCopy = { icon: IconName; title: string; description: string };

/** A link with a sentence about where it leads. */
export type LinkCardCopy = { label: string; href: string; description: string };

/** A heading band: the small line above, the title, the sentence below. */
export type HeadingCopy = { eyebrow?: string; title: string; lead?: string };

/** A page that lists a collection: its head tags, header and closing call to action. */
export type ListPageCopy = HeadingCopy & {
  meta: PageMetaCopy;
  eyebrow: string;
  lead: string;
  /** The section's heading for screen readers; the page title already says it on screen. */
  listHeading: string;
  /** The link on each card of the list. */
  readLabel?: string;
  cta?: CtaCopy;
};

/** A page that confirms something was sent, and offers where to go next. */
export type ConfirmationCopy = {
  meta: PageMetaCopy;
  title: string;
  lead: string;
  note?: string;
  nextTitle: string;
  next: readonly LinkCardCopy[];
};

/** Fixed labels of a page or component: plain strings, sentences built from one value, or `Extra` groups. */
export type LabelsCopy<Extra = never> = Record<string, string | ((value: string) => string) | Extra>;

/** A titled paragraph (mission, vision) or a titled step (approach). */
export type TextBlockCopy = { title: string; text: string };
export type StepCopy = { title: string; description: string };

export type AboutCopy = HeadingCopy & {
  meta: PageMetaCopy;
  story: { title: string; paragraphs: readonly string[] };
  mission: TextBlockCopy;
  vision: TextBlockCopy;
  valuesTitle: string;
  values: readonly FeatureCopy[];
  leadersTitle: string;
  leadersLead: string;
  approachTitle: string;
  approach: readonly StepCopy[];
  cta: CtaCopy;
};

export type ContactCopy = HeadingCopy & {
  meta: PageMetaCopy;
  detailsTitle: string;
  hoursTitle: string;
  formTitle: string;
  formLead: string;
  privacyNote: { before: string; link: string; after: string };
  extraTopics: readonly { keys: readonly string[]; name: string }[];
};

export type NotFoundCopy = PageMetaCopy & { eyebrow: string; lead: string; suggestions: readonly LinkCardCopy[] };

export type BlogPageCopy = HeadingCopy & {
  meta: PageMetaCopy;
  features: readonly FeatureCopy[];
  featuresHeading: string;
  categories: Record<string, string>;
  emptyCategory: string;
  search: { meta: PageMetaCopy; title: string; lead: string; noScript: string };
  newsletter: { title: string; lead: string };
  rssLabel: string;
};

/** A page the lead service answers with when it cannot take a post (see leads/pages.ts). */
export type LeadProblemCopy = {
  meta: PageMetaCopy;
  title: string;
  /** The standard explanation; the service may replace it with a more specific one. */
  reason: string;
  /** Above the list of messages, on the invalid page. */
  messagesTitle?: string;
  /** Above the visitor's own text. */
  textLabel: string;
  textHint: string;
  /** Above the phone and email. */
  contactTitle: string;
  back: string;
};

/** A tile that invites a reader whose case a grid does not list. */
export type Invitation = { title: string; description: string; link: { label: string; href: string } };
