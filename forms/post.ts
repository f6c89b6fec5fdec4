import {
  contactFields,
  NEWSLETTER_FIELD,
  postedContactSchema,
  postedNames,
  postedNewsletterSchema,
} from "./contact-form.ts";
import { inquirySubject, newsletterSubject } from "./mail-subjects.ts";
import { topicFromQuery, type TopicNames } from "./topics.ts";

/**
 * What a post to one of the site's forms says, in the contract's terms, read once per post by whoever receives
 * it (the lead service): the visitor's fields under their posted names, checked with the rules and messages the
 * browser shows; the topic its page named (`?service=`, `?industry=`); and the subject of the email it becomes.
 */
export type PostKind = "contact" | "subscription";

export type PostContext = {
  siteName: string;
  topics: { services: TopicNames; industries: TopicNames };
  /** The query of the page the form was on (`?service=cloud-migration`), if known. */
  pageQuery?: string | undefined;
};

export type ReadPost =
  | { ok: true; fields: Record<string, string>; topic: string | undefined; subject: string }
  /** One message per failing field, in the form's order. */
  | { ok: false; messages: string[] };

const forms = {
  contact: { schema: postedContactSchema, fields: contactFields.map((field) => postedNames[field]) },
  subscription: { schema: postedNewsletterSchema, fields: [NEWSLETTER_FIELD] },
} as const;

/** The text a visitor would not want to type again: the message, or the address they subscribed. */
export function visitorText(kind: PostKind, form: Record<string, unknown>): string | undefined {
  const value = form[kind === "contact" ? postedNames.message : NEWSLETTER_FIELD];
  return typeof value === "string" ? value : undefined;
}

export function readPost(kind: PostKind, form: Record<string, unknown>, context: PostContext): ReadPost {
  const { schema, fields } = forms[kind];
  const checked = schema.safeParse(form);
  if (!checked.success) {
    const byField = new Map<string, string>();
    for (const issue of checked.error.issues) {
      const [key] = issue.path;
      if (typeof key === "string" && !byField.has(key)) byField.set(key, issue.message);
    }
    return { ok: false, messages: fields.flatMap((name) => byField.get(name) ?? []) };
  }
  const values: Record<string, unknown> = checked.data;
  const topic =
    kind === "contact"
      ? topicFromQuery(context.pageQuery ?? "", context.topics.services, context.topics.industries) || undefined
      : undefined;
  return {
    ok: true,
    fields: Object.fromEntries(fields.map((name) => [name, typeof values[name] === "string" ? values[name] : ""])),
    topic,
    subject: kind === "contact" ? inquirySubject(context.siteName, topic) : newsletterSubject(context.siteName),
  };
}
