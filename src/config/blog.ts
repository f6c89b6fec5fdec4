import type { CategoryId } from "../lib/blog-filter";
import { sitePaths } from "../lib/urls";
import type { ActionCopy, BlogPageCopy, LabelsCopy } from "./copy-types";

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
  ],
  featuresHeading: "What we write about",
  emptyCategory: "No articles in this category yet.",
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
} satisfies BlogPageCopy;

export const articleCopy = {
  backLabel: "Back to Blog",
  ctaTitle: "Want to talk this through?",
  ctaLead:
    "Our engineers are happy to discuss how this applies to your organization. You will hear back within 24 business hours.",
  ctaAction: { label: "Contact Us", href: sitePaths.contact },
} satisfies LabelsCopy<ActionCopy>;
