import { contactTopic, describeTopic, messageOpening, topicFromQuery, type TopicOption } from "./contact-topic";

/**
 * The contact page opened from a service or industry page (`/contact?service=cloud-migration`) says what it is
 * about at first paint, before the form's script is asked for: the topic line shows, the message starts with it,
 * and the form carries it (`data-about`) for the email's subject once it loads. Astro inlines this module: it has
 * no import the form's own script shares.
 */
const known = document.getElementById(contactTopic.data)?.textContent;
const form = document.getElementById(contactTopic.form);
const line = document.getElementById(contactTopic.line);
if (known && form && line && location.search) {
  const { services, industries } = JSON.parse(known) as { services: TopicOption[]; industries: TopicOption[] };
  const topic = topicFromQuery(location.search, services, industries);
  const about = describeTopic(topic);
  const name = line.querySelector("strong");
  if (about && name) {
    name.textContent = about;
    line.hidden = false;
    form.dataset["about"] = about;
    const message = form.querySelector("textarea");
    if (message && !message.value) {
      message.value = messageOpening(topic);
      // What the page put there, so a draft kept from an earlier visit may still replace it.
      message.dataset["prefilled"] = message.value;
    }
  }
}
