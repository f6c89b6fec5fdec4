/**
 * Reads `?service=` and `?industry=` from the contact page's address and turns
 * them into names the site already knows. Anything else is ignored, so nothing
 * from the address is ever shown or posted as it was typed.
 */

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

/** The subject of the email a contact message becomes: "New inquiry from Bighorn Software: Cloud Migration". */
export function inquirySubject(siteName: string, about: string | undefined): string {
  return about ? `New inquiry from ${siteName}: ${about}` : `New inquiry from ${siteName}`;
}

export function mailSubject(siteName: string, topic: Topic): string {
  return inquirySubject(siteName, describeTopic(topic));
}

/** The subject of the email a newsletter sign-up becomes. */
export function newsletterSubject(siteName: string): string {
  return `Newsletter subscription | ${siteName}`;
}

/** The first line the message box starts with when a visitor arrives from a service or industry page. */
export function messageOpening(topic: Topic): string {
  const about = describeTopic(topic);
  return about ? `I'd like to talk about ${about}.\n\n` : "";
}
