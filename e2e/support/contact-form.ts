import type { Page } from "@playwright/test";

/** The contact form's fields by the names it posts, and the labels a visitor finds them by. */
export const contactLabels = {
  "Full Name": "Full name",
  "Email Address": "Work email",
  "Phone Number": "Phone number",
  "Company Name": "Company",
  Message: "How can we help?",
} as const;
export type ContactPost = Record<keyof typeof contactLabels, string>;

/** What the tests' visitor types, by the names the form posts: a valid message from `name`. */
export const sampleVisitor = (
  name: string,
  message = "We need a telehealth platform for nine hospitals.",
): ContactPost => ({
  "Full Name": name,
  "Email Address": "dana@example.com",
  "Phone Number": "+1 (307) 555-0142",
  "Company Name": "High Plains Regional Health",
  Message: message,
});

/** A field of the page's form, by its label. */
export const contactField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });

/** Types each value into its labelled field, in the form's order, as a visitor would. */
export async function fillContactForm(page: Page, values: Partial<ContactPost>): Promise<void> {
  for (const [name, label] of Object.entries(contactLabels)) {
    const value = values[name as keyof ContactPost];
    if (value !== undefined) await contactField(page, label).fill(value);
  }
}
