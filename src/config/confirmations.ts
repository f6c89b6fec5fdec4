import type { ConfirmationCopy } from "./copy-types";
import { sitePaths } from "../lib/urls";

/** The pages the form service sends a visitor back to after a message or a subscription. */
export const thankYouCopy = {
  meta: {
    title: "Thank You",
    description: "Your message has been sent to Bighorn Software. We typically reply within 24 business hours.",
  },
  title: "Thank you, your message has been sent",
  lead: "A member of our team will read it personally and reply, typically within 24 business hours. If your request is urgent, call us during office hours.",
  nextTitle: "While you wait",
  next: [
    {
      label: "Explore our services",
      href: sitePaths.services,
      description: "How we help organizations build, run and improve software, one discipline at a time.",
    },
    {
      label: "Read success stories",
      href: sitePaths.successStories,
      description: "Measured results from recent engagements.",
    },
    {
      label: "Browse the blog",
      href: sitePaths.blog,
      description: "Practical writing on AI, cloud, security and delivery.",
    },
  ],
} satisfies ConfirmationCopy;

export const subscribedCopy = {
  meta: {
    title: "You're Subscribed",
    description: "Your Bighorn Software newsletter subscription is confirmed: one email a month, unsubscribe any time.",
  },
  title: "You're on the list",
  lead: "Thank you for subscribing. Your address has reached our team, and the next issue arrives at the start of the month: one email with what we learned shipping software and AI. Every email has an unsubscribe link.",
  note: "Changed your mind, or used the wrong address? Write to us and we will remove it.",
  nextTitle: "Until the next issue",
  next: [
    {
      label: "Browse the blog",
      href: sitePaths.blog,
      description: "Practical writing on AI, cloud, security and delivery.",
    },
    {
      label: "Read success stories",
      href: sitePaths.successStories,
      description: "Measured results from recent engagements.",
    },
    {
      label: "Explore our services",
      href: sitePaths.services,
      description: "How we help organizations build, run and improve software, one discipline at a time.",
    },
  ],
} satisfies ConfirmationCopy;
