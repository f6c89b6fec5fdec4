import { contactTopic, describeTopic, messageOpening, topicFromQuery, type TopicNames } from "../../../forms/topics.ts";

/**
 * The contact page opened from a service or industry page (`/contact?service=cloud-migration`) says what it is
 * about at first paint, before the form's script is asked for: the topic line shows, the message starts with it,
 * and the form carries it (`data-about`) for the email's subject once it loads. The page inlines this as one
 * classic script between the topic line and the form (src/integrations/classic-scripts.ts): it runs as the
 * parser reaches it, so the line is filled before anything below it can be painted, and the form, which the
 * parser has not reached yet, is filled the moment it is added, before the frame that first shows it.
 */
const known = document.getElementById(contactTopic.data)?.textContent;
const line = document.getElementById(contactTopic.line);
if (known && line && location.search) {
  const { services, industries } = JSON.parse(known) as { services: TopicNames; industries: TopicNames };
  const topic = topicFromQuery(location.search, services, industries);
  const about = describeTopic(topic);
  const name = line.querySelector("strong");
  if (about && name) {
    name.textContent = about;
    line.hidden = false;
    const fillForm = () => {
      const message = document.querySelector<HTMLTextAreaElement>(`#${contactTopic.form} textarea`);
      if (!message?.form) return false;
      message.form.dataset["about"] = about;
      if (!message.value) {
        message.value = messageOpening(topic);
        // What the page put there, so a draft kept from an earlier visit may still replace it.
        message.dataset["prefilled"] = message.value;
      }
      return true;
    };
    // Mutation callbacks run between the parser's steps, before any paint: the form is filled as it is added.
    const parsing = new MutationObserver(() => {
      if (fillForm()) parsing.disconnect();
    });
    if (!fillForm()) parsing.observe(document.documentElement, { childList: true, subtree: true });
  }
}
