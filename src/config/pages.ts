/** Copy for list pages that is not drawn from a collection. */
export const servicesPageCopy = {
  meta: {
    title: "Software Development, AI and Cloud Services",
    description:
      "Twelve services from one accountable team: custom software, mobile and web apps, AI and data, cloud, design, integration, SaaS, consulting, security, QA and modernization.",
  },
  eyebrow: "Services",
  title: "Everything it takes to build, run and improve your software",
  lead: "Most engagements combine two or three of these services under one team and one plan. Each one starts the same way: a short discovery that ends with a clear scope and price.",
  cta: {
    title: "Not sure which service you need?",
    lead: "Describe the problem rather than the solution. A senior engineer will reply within one business day with questions and a suggested first step.",
    action: { label: "Request a Consultation", href: "/contact" },
  },
};

export const industriesPageCopy = {
  meta: {
    title: "Industries We Serve",
    description:
      "Software, AI and integration work for thirteen industries, from healthcare and financial services to logistics, retail and government.",
  },
  eyebrow: "Industries",
  title: "Industries We Serve",
  lead: "Every sector has its own regulations, legacy systems and busy seasons. Our teams bring that context with them, so your first weeks are spent on your problem, not on learning your vocabulary.",
  cta: {
    title: "Don't see your industry?",
    lead: "The patterns behind our work, such as integration, automation and analytics, travel well. Tell us about your sector and your problem.",
    action: { label: "Talk to Our Team", href: "/contact" },
  },
};

/** Labels on service pages; `{company}` is filled from site config. */
export const servicePageCopy = {
  backLabel: "Back to Services",
  offerTitle: "What We Offer",
  approachTitle: "Our Approach",
  whyTitle: (company: string) => `Why Choose ${company}`,
  casesTitle: "Case Studies & Insights",
  readMore: "Read More",
};

export const industryPageCopy = {
  backLabel: "Back to Industries",
  solutionsTitle: "Solutions We Offer",
  resultsTitle: "Key Results We Deliver",
  insightsTitle: "Further Insights",
  notFound: "Industry data not found.",
  ctaTitle: (industry: string) => `Talk to a ${industry} Specialist`,
  ctaLead: (industry: string) =>
    `Tell us what you are working on. A consultant with ${industry.toLowerCase()} experience will reply within one business day.`,
  insightLabels: {
    blog: { kind: "Article", link: "Read Article" },
    case: { kind: "Case study", link: "View Case Study" },
  },
};
