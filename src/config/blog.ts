import type { CategoryId } from "../lib/blog-filter";
import type { IconName } from "../lib/icons";
import { sitePaths } from "../lib/urls";

export const blogPageCopy = {
  meta: {
    title: "Blog: Insights on Software, AI and Cloud",
    description:
      "Practical articles from Bighorn Software's engineers on AI, cloud security, legacy modernization, mobile apps and delivering software that works.",
  },
  eyebrow: "Blog",
  title: "Insights from engineers who ship",
  lead: "What we learn building software, AI and cloud platforms for hospitals, retailers, banks and public agencies, written for the people who have to make the decisions.",
  features: [
    {
      icon: "lightbulb",
      title: "Industry trends",
      description:
        "What is changing in healthcare, retail, finance and government technology, and what it means for you.",
    },
    {
      icon: "code",
      title: "Engineering deep dives",
      description: "How we design, build and test systems that have to keep working.",
    },
    {
      icon: "sparkles",
      title: "AI in practice",
      description: "Where AI pays off, how to evaluate it, and how to run it responsibly.",
    },
    {
      icon: "trophy",
      title: "Client stories",
      description: "Measured results from our projects, including what did not work.",
    },
  ] satisfies { icon: IconName; title: string; description: string }[],
  /** Each category page's own description, for its heading and search results. */
  categories: {
    all: "Every article from our engineers, newest first.",
    "industry-trends":
      "What is changing in healthcare, retail, finance and government technology, and what it means for the people who run it.",
    "tech-innovations":
      "Engineering and security practice from our projects: cloud, architecture, testing and the tools we trust.",
    "company-news": "Client results, launches and news from Bighorn Software, with the numbers behind them.",
    "ai-automation":
      "Where AI and automation pay off in real operations, how to evaluate them, and how to run them responsibly.",
  } satisfies Record<CategoryId, string>,
  search: {
    meta: {
      title: "Search the Blog",
      description: "Search Bighorn Software's articles on AI, cloud, security, modernization and software delivery.",
    },
    title: "Search the blog",
    lead: "Find articles by topic, industry or technology across every page of the blog.",
    noScript:
      "Search runs in your browser and needs JavaScript, which is turned off. Browse the articles by category instead:",
  },
  newsletter: {
    title: "Get one useful email a month",
    lead: "New articles and lessons from our projects. No sales sequences; unsubscribe any time.",
  },
  rssLabel: "Subscribe by RSS",
};

export const articleCopy = {
  backLabel: "Back to Blog",
  ctaTitle: "Want to talk this through?",
  ctaLead:
    "Our engineers are happy to discuss how this applies to your organization. You will hear back within one business day.",
  ctaAction: { label: "Contact Us", href: sitePaths.contact },
};

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
};

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
};
