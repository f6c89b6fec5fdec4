import { contactTopic, messageOpening, topicFromQuery, type TopicNames } from "../../../forms/topics.ts";

/**
 * The contact page opened from a service or industry page (`/contact?service=cloud-migration`) says what it is
 * about at first paint, before the form's script is asked for: the topic line shows, the message starts with it,
 * and the form carries it (`data-about`) for the email's subject once it loads. The page inlines this as one
 * classic script between the topic line and the form (src/integrations/classic-scripts.ts): it runs as the
 * parser reaches it, so the line is filled before anything below it can be painted, and the form, which the
 * parser has not reached yet, is filled the moment it is added, before the frame that first shows it.
 */
const { services, industries } = JSON.parse(document.getElementById(contactTopic.data)?.textContent ?? "{}") as {
  services?: TopicNames;
  industries?: TopicNames;
};
const topic = topicFromQuery(location.search, services ?? {}, industries ?? {});
const line = document.getElementById(contactTopic.line);
const name = line?.querySelector("strong");
if (topic && line && name) {
  name.textContent = topic;
  line.hidden = false;
  // Mutation callbacks run between the parser's steps, before any paint: the form is filled as it is added (the
  // parser adds the rest of the page after it, so the callback runs at least once with the form in place).
  const parsing = new MutationObserver(() => {
    const message = document.querySelector<HTMLTextAreaElement>(`#${contactTopic.form} textarea`);
    if (!message?.form) return;
    parsing.disconnect();
    message.form.dataset["about"] = topic;
    if (!message.value) {
      message.value = messageOpening(topic);
      // What the page put there, so a draft kept from an earlier visit may still replace it.
      message.dataset["prefilled"] = message.value;
    }
  });
  parsing.observe(document, { childList: true, subtree: true });
}
