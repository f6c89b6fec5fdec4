/**
 * British spellings the site's copy must not use (the company writes American English), each with the
 * American form. Matched as whole words, any case, with the endings listed in `stems`.
 */
const words: Record<string, string> = {
  behaviour: "behavior",
  behavioural: "behavioral",
  catalogue: "catalog",
  catalogues: "catalogs",
  centre: "center",
  centres: "centers",
  colour: "color",
  colours: "colors",
  defence: "defense",
  enquiry: "inquiry",
  enquiries: "inquiries",
  enrolment: "enrollment",
  favour: "favor",
  favourite: "favorite",
  honour: "honor",
  judgement: "judgment",
  labour: "labor",
  licence: "license",
  licences: "licenses",
  programme: "program",
  programmes: "programs",
  travellers: "travelers",
  travelling: "traveling",
  cancelled: "canceled",
  modelling: "modeling",
  modelled: "modeled",
  labelled: "labeled",
  labelling: "labeling",
};

/** -ise/-isation verbs and nouns: every form of these stems is British with an s. */
const stems = [
  "authoris",
  "categoris",
  "centralis",
  "customis",
  "digitalis",
  "emphasis(?=e|ed|es|ing)",
  "minimis",
  "maximis",
  "modernis",
  "optimis",
  "organis",
  "personalis",
  "prioritis",
  "realis(?=e|ed|es|ing|ation)",
  "recognis",
  "standardis",
  "summaris",
  "utilis",
  "visualis",
];

const pattern = new RegExp(
  `\\b(?:${Object.keys(words).join("|")}|(?:un)?(?:${stems.join("|")})(?:e|ed|es|ing|ation|ations|er|ers)?)\\b`,
  "gi",
);

/** Every British spelling in `text`, in order, as written. */
export function britishSpellings(text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0]);
}
