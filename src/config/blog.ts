import type { IconName } from "../lib/icons";

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
  listTitle: "Articles",
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
    "Our engineers are happy to discuss how this applies to your organisation. You will hear back within one business day.",
  ctaAction: { label: "Contact Us", href: "/contact" },
};

export const thankYouCopy = {
  meta: {
    title: "Thank You",
    description: "Your message has been sent to Bighorn Software. We typically reply within 24 business hours.",
  },
  title: "Thank you, your message has been sent",
  lead: "A member of our team will read it personally and reply, typically within 24 business hours. If your request is urgent, call us during office hours.",
  newsletterNote:
    "Subscribed to our newsletter? The next issue arrives at the start of the month; every email has an unsubscribe link.",
  nextTitle: "While you wait",
  next: [
    {
      label: "Explore our services",
      href: "/services",
      description: "Twelve ways we help organisations build, run and improve software.",
    },
    {
      label: "Read success stories",
      href: "/success-stories",
      description: "Measured results from recent engagements.",
    },
    { label: "Browse the blog", href: "/blog", description: "Practical writing on AI, cloud, security and delivery." },
  ],
};
