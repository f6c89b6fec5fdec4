import { z } from "zod/mini";

/**
 * The contact form's rules and messages, from the spec. The same schema runs
 * in the browser on submit and in the unit tests; the HTML attributes below
 * give visitors without JavaScript the same checks natively.
 */

/** Optional leading plus, then 7 to 20 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = "\\+?[0-9 \\(\\)\\-]{7,20}";
const phoneRegex = new RegExp(`^${PHONE_PATTERN}$`, "v");
const emailRegex = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactFields = ["name", "email", "phone", "company", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** The names the form-forwarding service receives, which become the labels in the company's inbox. */
export const postedNames: Record<ContactField, string> = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  company: "Company Name",
  message: "Message",
};

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
  toastTitle: "Uh oh! Something went wrong.",
  toastDescription: "Please fill in all required fields correctly.",
} as const;

const required = (message: string) => z.string().check(z.refine((v) => v.trim().length > 0, message));

export const contactSchema = z.object({
  name: required(contactMessages.nameRequired),
  email: required(contactMessages.emailRequired).check(
    z.refine((v) => v.trim().length === 0 || emailRegex.test(v.trim()), contactMessages.emailInvalid),
  ),
  phone: required(contactMessages.phoneRequired).check(
    z.refine((v) => v.trim().length === 0 || phoneRegex.test(v.trim()), contactMessages.phoneInvalid),
  ),
  company: required(contactMessages.companyRequired),
  message: required(contactMessages.messageRequired),
});

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
