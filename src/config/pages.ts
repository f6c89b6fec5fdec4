import { withArticle } from "../lib/grammar";
import { sitePaths } from "../lib/urls";
import type { LabelsCopy, ListPageCopy } from "./copy-types";
/** Copy for list pages that is not drawn from a collection. */
export const servicesPageCopy = {
  meta: {
    title: "Software Development, AI and Cloud Services",
    description:
      "Services from one accountable team: custom software, mobile and web apps, AI and data, cloud, design, integration, SaaS, consulting, security, QA and modernization.",
  },
  eyebrow: "Services",
  listHeading: "All services",
  title: "Everything it takes to build, run and improve your software",
  lead: "Most engagements combine two or three of these services under one team and one plan. Each one starts the same way: a short discovery that ends with a clear scope and price.",
  cta: {
    title: "Not sure which service you need?",
    lead: "Describe the problem rather than the solution. A senior engineer will reply within 24 business hours with questions and a suggested first step.",
    action: { label: "Request a Consultation", href: sitePaths.contact },
  },
} satisfies ListPageCopy;

export const industriesPageCopy = {
  meta: {
    title: "Industries We Serve",
    description:
      "Software, AI and integration work for industries from healthcare and financial services to logistics, retail and government.",
  },
  eyebrow: "Industries",
  listHeading: "All industries",
  title: "Industries We Serve",
  lead: "Every sector has its own regulations, legacy systems and busy seasons. Our teams bring that context with them, so your first weeks are spent on your problem, not on learning your vocabulary.",
  cta: {
    title: "Don't see your industry?",
    lead: "The patterns behind our work, such as integration, automation and analytics, travel well. Tell us about your sector and your problem.",
    action: { label: "Talk to Our Team", href: sitePaths.contact },
  },
} satisfies ListPageCopy;

/** Labels on service pages; `{company}` is filled from site config. */
export const servicePageCopy = {
  backLabel: "Back to Services",
  offerTitle: "What We Offer",
  approachTitle: "Our Approach",
  whyTitle: (company: string) => `Why Choose ${company}`,
  casesTitle: "Case Studies & Insights",
  readMore: "Read More",
} satisfies LabelsCopy;

export const industryPageCopy = {
  backLabel: "Back to Industries",
  solutionsTitle: "Solutions We Offer",
  resultsTitle: "Key Results We Deliver",
  insightsTitle: "Further Insights",
  notFound: "Industry data not found.",
  /** The band's heading asks; its button (the spec's words) says what happens next. */
  ctaTitle: (industry: string) => `Planning ${withArticle(`${industry.toLowerCase()} project`)}?`,
  ctaAction: (industry: string) => `Talk to ${withArticle(`${industry} Specialist`)}`,
  ctaLead: (industry: string) =>
    `Tell us what you are working on. A consultant with ${industry.toLowerCase()} experience will reply within 24 business hours.`,
  insightLabels: {
    blog: { kind: "Article", link: "Read Article" },
    case: { kind: "Case study", link: "View Case Study" },
  },
} satisfies LabelsCopy<Record<"blog" | "case", { kind: string; link: string }>>;

export const successStoriesPageCopy = {
  meta: {
    title: "Success Stories: Case Studies with Measured Results",
    description:
      "Case studies in healthcare, e-commerce, energy, logistics, finance and SaaS, each with the challenge, our solution and measured results.",
  },
  eyebrow: "Success stories",
  listHeading: "All case studies",
  title: "Results our clients can measure",
  lead: "Engagements told in full: the challenge, what we built and the results the client measured. Every engagement starts with a number we agree to move; for a wider look at what we build, see the portfolio.",
  readLabel: "Read the Full Case Study",
  cta: {
    title: "Let's write your success story",
    lead: "Tell us the outcome you need. We will come back within 24 business hours with how we would approach it and what it could cost.",
    action: { label: "Request a Consultation", href: sitePaths.contact },
  },
} satisfies ListPageCopy;

export const caseStudyPageCopy = {
  backLabel: "Back to All Case Studies",
  challengeTitle: "The Challenge",
  solutionTitle: "Our Solution",
  technologiesTitle: "Technologies Used",
  resultsTitle: "Key Results",
  relatedTitle: "Related Services",
  factsTitle: "The Engagement",
  facts: { industry: "Industry", work: "Kind of work", duration: "Duration", team: "Team", scale: "Scale" },
  quoteTitle: "In the client's words",
  otherCasesLabel: "More case studies",
  previousLabel: "Previous case study",
  nextLabel: "Next case study",
} satisfies LabelsCopy<Record<string, string>>;

export const portfolioPageCopy = {
  meta: {
    title: "Portfolio",
    description:
      "Selected projects: a clinic patient portal, route optimization for a regional carrier and a grocery loyalty app, with technologies and outcomes.",
  },
  eyebrow: "Portfolio",
  title: "Our Success Stories",
  lead: "Products we designed, built and still support, project by project: what the client needed, how we built it and what changed. For the full story behind a result, read our case studies.",
  listHeading: "Projects",
  readLabel: "View Project",
  cta: {
    title: "Have a project like this in mind?",
    lead: "Share what you want to build. We will reply within 24 business hours with questions and a suggested first step.",
    action: { label: "Start a Conversation", href: sitePaths.contact },
  },
} satisfies ListPageCopy;

/** Labels on a portfolio project's page; its closing call to action is the portfolio's. */
export const portfolioItemPageCopy = {
  backLabel: "Back to Portfolio",
  detailsHeading: "Project details",
  problemTitle: "The Problem",
  approachTitle: "Our Approach",
  technologiesTitle: "Technologies",
  outcomeTitle: "The Result",
  servicesTitle: "Services behind this project",
  storiesLink: { label: "Read our case studies", href: sitePaths.successStories },
} satisfies LabelsCopy<{ label: string; href: string }>;
