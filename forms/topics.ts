/**
 * Reads `?service=` and `?industry=` from the contact page's address and turns them into names the site already
 * knows. Anything else is ignored, so nothing from the address is ever shown or posted as it was typed. Used by
 * the contact page's first paint (src/lib/contact/topic-at-paint.ts) and by the lead service, which files the
 * topic from the page a lead was sent from.
 */

/** The contact page's parts the first paint fills in (views/contact-page.tsx renders them). */
export const contactTopic = { line: "contact-topic", data: "contact-topics", form: "contact-form" } as const;

/**
 * What an address may name, by its key (`cloud-migration`, `food-&-beverage`): the name shown. A map, as the page
 * carries it: a name with two keys is written twice, and a key is looked up, never searched for.
 */
export type TopicNames = Readonly<Record<string, string>>;
function lookup(value: string | null, names: TopicNames): string | undefined {
  const key = value?.trim().toLowerCase();
  // Own keys only: `constructor` is not a topic.
  return key && Object.hasOwn(names, key) ? names[key] : undefined;
}

/** The map of `options`' keys to their names. */
export const topicNames = (options: readonly { keys: readonly string[]; name: string }[]): Record<string, string> =>
  Object.fromEntries(options.flatMap(({ keys, name }) => keys.map((key) => [key, name])));

/**
 * What the contact page's address is about, in names the site knows: "Cloud Migration for Healthcare",
 * "Cloud Migration", "Healthcare" or "".
 */
export function topicFromQuery(search: string, services: TopicNames, industries: TopicNames): string {
  const params = new URLSearchParams(search);
  const service = lookup(params.get("service"), services);
  const industry = lookup(params.get("industry"), industries);
  return service && industry ? `${service} for ${industry}` : (service ?? industry ?? "");
}

/** The first line the message box starts with when a visitor arrives about `topic` from a service or industry page. */
export const messageOpening = (topic: string): string => (topic ? `I'd like to talk about ${topic}.\n\n` : "");
