import type { ProblemKind } from "../../leads/site";
import type { LeadProblemCopy } from "./copy-types";

/**
 * The pages the lead service answers with when it cannot take a message. Each keeps the visitor's own
 * words on the page to copy, and offers the phone and email, so nothing typed is lost.
 */
export const leadProblemCopy = {
  invalid: {
    meta: {
      title: "Please Check Your Message",
      description: "Your message needs a few changes before it can be sent.",
    },
    title: "Your message needs a few changes",
    reason: "We have not sent it yet. Please go back to the form and correct the following:",
    messagesTitle: "What to correct",
    textLabel: "What you wrote",
    textHint: "Kept here in case you need to copy it.",
    contactTitle: "Or reach us directly",
    back: "Back to the form",
  },
  unavailable: {
    meta: { title: "Message Not Sent", description: "Our message system could not save your message." },
    title: "Your message was not sent",
    reason:
      "Our message system could not save it just now, so nothing was sent. Please call or email us, or try the form again in a few minutes; what you wrote is below so you do not have to type it again.",
    textLabel: "What you wrote",
    textHint: "Copy it into an email to us, or into the form when you try again.",
    contactTitle: "Reach us directly",
    back: "Try the form again",
  },
  tooMany: {
    meta: {
      title: "Too Many Messages",
      description: "We received several messages from your connection in a short time.",
    },
    title: "We received several messages from your connection",
    reason:
      "To keep our inbox free of automated messages, we accept only a few from one connection in a short time, so this one was not sent. Please call or email us, or try again a little later; what you wrote is below.",
    textLabel: "What you wrote",
    textHint: "Copy it into an email to us, or into the form when you try again.",
    contactTitle: "Reach us directly",
    back: "Back to the form",
  },
  refused: {
    meta: {
      title: "Message Not Accepted",
      description: "This address only receives messages sent from the forms on our site.",
    },
    title: "We could not accept this message",
    reason: "This address only receives messages sent from the forms on our site.",
    textLabel: "What you wrote",
    textHint: "Kept here in case you need to copy it.",
    contactTitle: "Reach us directly",
    back: "Go to the contact form",
  },
} as const satisfies Record<ProblemKind, LeadProblemCopy>;
