import { sitePaths } from "../lib/urls";
import type { HomeCopy } from "./copy-types";

/** Words on the home page that are not drawn from a collection. */
export const homeCopy = {
  meta: {
    title: "Custom Software & AI Consultancy",
    description:
      "Bighorn Software builds custom software, mobile and web apps, cloud platforms and practical AI for healthcare, retail, finance, logistics and government teams.",
  },
  hero: {
    eyebrow: "Custom software and AI consultancy",
    title: "Software that fits your business, and AI that earns its keep",
    lead: "We are senior engineers, designers and data scientists who build, integrate and run the systems your teams depend on, from hospital scheduling to retail recommendations. Fixed scopes, weekly demos, no surprises.",
    primary: { label: "Request a Consultation", href: sitePaths.contact },
    secondary: [
      { label: "Explore Our Services", href: sitePaths.services },
      { label: "Explore Success Stories", href: sitePaths.successStories },
    ],
    proof: ["Replies within 24 business hours", "HIPAA, PCI DSS and SOC 2 experience", "Based in Sheridan, Wyoming"],
    highlights: [
      { caseStudy: "rfid-inventory-management", result: 2 },
      { caseStudy: "smb-financial-dashboard", result: 1 },
      { caseStudy: "freelancer-expense-tracker", result: 2 },
    ],
  },
  services: {
    eyebrow: "What we do",
    title: "Services built around outcomes",
    lead: "Every discipline a software product needs, from one accountable team. Most engagements combine two or three of them.",
  },
  industries: {
    eyebrow: "Where we work",
    title: "Industries We Serve",
    lead: "Regulation, seasonality and legacy systems differ by sector. We bring people who already know yours.",
  },
  successStories: {
    eyebrow: "Proof",
    title: "Our Success Stories",
    lead: "Measured results from recent engagements, with the challenge, the solution and the numbers.",
    link: { label: "Explore all success stories", href: sitePaths.successStories },
    cardLink: "Read the case study",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    lead: "Leaders who trusted us with systems their organizations depend on.",
  },
  values: {
    eyebrow: "Why Bighorn",
    title: "Your Trusted Partner in Digital Transformation",
    lead: "Four commitments that shape every engagement, whatever its size.",
    tiles: [
      {
        icon: "users",
        title: "Senior, stable teams",
        description:
          "The engineers who scope your project are the ones who build it. No bait-and-switch, no revolving door of juniors.",
      },
      {
        icon: "target",
        title: "Outcomes, not hours",
        description:
          "Every engagement starts with a measurable goal, such as fewer no-shows or faster quotes, and we report against it every sprint.",
      },
      {
        icon: "shield-check",
        title: "Secure by default",
        description:
          "Threat modeling, encrypted data and audit trails are part of the first sprint, not an expensive afterthought.",
      },
      {
        icon: "handshake",
        title: "You own everything",
        description:
          "Code, infrastructure and documentation live in your accounts from day one, so you are never locked in to us.",
      },
    ],
  },
  insights: {
    eyebrow: "From the blog",
    title: "Latest Insights & News",
    lead: "Practical writing from our engineers on AI, cloud, security and delivery.",
    link: { label: "Read the blog", href: sitePaths.blog },
  },
  cta: {
    title: "Find out what your project would take",
    lead: "Tell us what you want to change. Within 24 business hours you will hear back from a senior engineer with first questions and a rough plan, at no cost and with no obligation.",
    action: { label: "Get Your Free Quote", href: sitePaths.contact },
  },
} satisfies HomeCopy;
