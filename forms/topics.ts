/**
 * Reads `?service=` and `?industry=` from the contact page's address and turns them into names the site already
 * knows. Anything else is ignored, so nothing from the address is ever shown or posted as it was typed. Used by
 * the contact page's first paint (src/lib/contact/topic-at-paint.ts) and by the lead service, which files the
 * topic from the page a lead was sent from.
 */

/** The contact page's parts the first paint fills in (views/contact-page.tsx renders them). */
export const contactTopic = { line: "contact-topic", data: "contact-topics", form: "contact-form" } as const;

export type TopicOption = { keys: readonly string[]; name: string };
export type Topic = { service?: string; industry?: string };
function lookup(value: string | null, options: readonly TopicOption[]): string | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  return options.find((option) => option.keys.includes(key))?.name;
}

export function topicFromQuery(
  search: string,
  services: readonly TopicOption[],
  industries: readonly TopicOption[],
): Topic {
  const params = new URLSearchParams(search);
  const topic: Topic = {};
  const service = lookup(params.get("service"), services);
  const industry = lookup(params.get("industry"), industries);
  if (service) topic.service = service;
  if (industry) topic.industry = industry;
  return topic;
}

/** "Cloud Migration for Healthcare", "Cloud Migration", "Healthcare" or "" */
export function describeTopic(topic: Topic): string {
  if (topic.service && topic.industry) return `${topic.service} for ${topic.industry}`;
  return topic.service ?? topic.industry ?? "";
}

/** The first line the message box starts with when a visitor arrives from a service or industry page. */
export function messageOpening(topic: Topic): string {
  const about = describeTopic(topic);
  return about ? `I'd like to talk about ${about}.\n\n` : "";
}
