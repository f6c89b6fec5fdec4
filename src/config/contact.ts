import type { ContactCopy } from "./copy-types";
/** Copy for the contact page; company details come from site config. */
export const contactCopy = {
  meta: {
    title: "Contact Us",
    description:
      "Tell us about your project. A senior engineer replies within 24 business hours. Call, email or send a message to our Sheridan, Wyoming office.",
  },
  eyebrow: "Contact",
  title: "Let's talk about what you need to build",
  lead: "Tell us about the problem, the people it affects and any deadlines. A senior engineer, not a sales script, will reply within 24 business hours.",
  detailsTitle: "Reach us directly",
  hoursTitle: "Office hours",
  formTitle: "Send Us a Message",
  formLead: "All fields are required. We use your details only to reply to you.",
  privacyNote: { before: "How we handle what you send is explained in our ", link: "Privacy Policy", after: "." },
  /** Topics a page may link to with `?service=` that are not services of their own. */
  extraTopics: [{ keys: ["telehealth"], name: "Telehealth" }],
} satisfies ContactCopy;
