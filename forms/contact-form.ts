import * as z from "zod/mini";

/**
 * The contact form's rules and messages, from the spec. The same rules run in
 * the browser on submit, in the lead service on every post it receives, and in
 * the unit tests; the HTML attributes below give visitors without JavaScript
 * the same checks natively.
 */

/** Optional leading plus, then 7 to 20 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = "\\+?[0-9 \\(\\)\\-]{7,20}";
const phoneRegex = new RegExp(`^${PHONE_PATTERN}$`, "v");
const emailRegex = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactFields = ["name", "email", "phone", "company", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** The names the form-forwarding service receives, which become the labels in the company's inbox. */
export const postedNames = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  company: "Company Name",
  message: "Message",
} as const satisfies Record<ContactField, string>;

export const maxLengths: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 21,
  company: 120,
  message: 5000,
};

export const contactMessages = {
  nameRequired: "Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Email is invalid.",
  phoneRequired: "Phone number is required.",
  phoneInvalid: "Phone number is invalid.",
  companyRequired: "Company name is required.",
  messageRequired: "Message is required.",
  // The browser's maxLength never lets a visitor past these; only a post made by hand meets them.
  nameTooLong: "Name is too long (100 characters at most).",
  emailTooLong: "Email is too long (254 characters at most).",
  companyTooLong: "Company name is too long (120 characters at most).",
  messageTooLong: "Message is too long (5,000 characters at most).",
  toastTitle: "Uh oh! Something went wrong.",
  toastDescription: "Please fill in all required fields correctly.",
} as const;

/** Characters that show nothing (zero-width spaces and joiners, the word joiner, the byte-order mark). */
const invisible = /\u200B|\u200C|\u200D|\u2060|\uFEFF/g;
/** Empty to the eye: only whitespace and invisible characters. */
const blank = (v: string) => v.replace(invisible, "").trim().length === 0;

const required = (message: string) => z.string().check(z.refine((v) => !blank(v), message));
const looksLike = (pattern: RegExp, message: string) =>
  z.refine<string>((v) => blank(v) || pattern.test(v.trim()), message);

/** One rule per field; the form's schema and the posted form's schema are both made of these. */
const rules = {
  name: required(contactMessages.nameRequired).check(z.maxLength(maxLengths.name, contactMessages.nameTooLong)),
  // Kept trimmed, as the browser's email input keeps it: an address never ends in a line break (a header's end).
  email: required(contactMessages.emailRequired).check(
    z.trim(),
    looksLike(emailRegex, contactMessages.emailInvalid),
    z.maxLength(maxLengths.email, contactMessages.emailTooLong),
  ),
  // The pattern bounds the length already (7 to 20 characters after an optional plus).
  phone: required(contactMessages.phoneRequired).check(looksLike(phoneRegex, contactMessages.phoneInvalid)),
  company: required(contactMessages.companyRequired).check(
    z.maxLength(maxLengths.company, contactMessages.companyTooLong),
  ),
  message: required(contactMessages.messageRequired).check(
    z.maxLength(maxLengths.message, contactMessages.messageTooLong),
  ),
} satisfies Record<ContactField, z.ZodMiniType<string>>;

export const contactSchema = z.object(rules);

/** A field missing from a post is an empty one, and gets the same message. */
const posted = (rule: (typeof rules)[ContactField]) => z.prefault(rule, "");

/** The same rules keyed by the names the form posts ("Full Name", "Email Address", ...). */
export const postedContactSchema = z.object({
  [postedNames.name]: posted(rules.name),
  [postedNames.email]: posted(rules.email),
  [postedNames.phone]: posted(rules.phone),
  [postedNames.company]: posted(rules.company),
  [postedNames.message]: posted(rules.message),
});

/** The newsletter box posts one field, under the same name as the contact form's email. */
export const NEWSLETTER_FIELD = postedNames.email;
export const postedNewsletterSchema = z.object({ [NEWSLETTER_FIELD]: posted(rules.email) });

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** One message per failing field (the first rule it breaks), in the form's order. */
export function validateContact(values: ContactValues): ContactErrors {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return Object.fromEntries(contactFields.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}
