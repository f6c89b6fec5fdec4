import { sitePaths } from "../lib/urls";
import type { AboutCopy } from "./copy-types";

/** Copy for the About page; the leaders come from the leaders collection. */
export const aboutCopy = {
  meta: {
    title: "About Us",
    description:
      "Bighorn Software is a senior team of engineers, designers and data scientists in Sheridan, Wyoming, building software and AI for organizations across the US.",
  },
  eyebrow: "About Bighorn Software",
  title: "A small senior team for software that matters",
  lead: "We started Bighorn Software in Sheridan, Wyoming, in the shadow of the Bighorn Mountains, because mid-sized hospitals, retailers and public agencies deserved the same engineering depth as the largest companies, without the layers of overhead.",
  story: {
    title: "Our story",
    paragraphs: [
      "Our founders spent fifteen years inside large consultancies and product companies. They saw the same pattern again and again: strong proposals, senior people at the pitch, and then projects handed to teams who had never met the client.",
      "Bighorn Software was set up to work the other way round. The people who scope your project build it. We stay small on purpose, hire engineers with years of production experience, and work remotely with clients across the United States from our base in Wyoming.",
      "Today we design, build and run systems for hospitals, banks, retailers, logistics firms, non-profits and government agencies, and we measure our work by what changes for their people and customers.",
    ],
  },
  mission: {
    title: "Our mission",
    text: "To give organizations software and AI they can rely on and afford to own: built to measurable goals, secure by default, and understandable by the teams who inherit it.",
  },
  vision: {
    title: "Our vision",
    text: "A world where a regional hospital or a family-owned retailer can use technology as well as any large enterprise, because the tools were built for them, not sold to them.",
  },
  valuesTitle: "Our core values",
  values: [
    {
      icon: "lightbulb",
      title: "Innovation",
      description:
        "We adopt new technology when it solves a real problem better, and we say so plainly when it does not.",
    },
    {
      icon: "handshake",
      title: "Client Collaboration",
      description: "Weekly demos, shared backlogs and direct access to the engineers building your product.",
    },
    {
      icon: "award",
      title: "Excellence",
      description: "Tested, documented, accessible and fast: the standard we hold every release to, not an upsell.",
    },
    {
      icon: "scale",
      title: "Integrity",
      description:
        "Honest estimates, visible progress, and a recommendation to buy rather than build when that is right for you.",
    },
  ],
  leadersTitle: "Leadership",
  leadersLead: "The people accountable for every engagement, and still hands-on in them.",
  approachTitle: "How we work",
  approach: [
    {
      title: "Discover",
      description:
        "Two to three weeks of interviews, process mapping and a look at your data and systems, ending in a clear scope, plan and fixed price for the first release.",
    },
    {
      title: "Deliver",
      description:
        "Small releases every two weeks, demonstrated on a staging site you can use, with the backlog re-prioritized together as we learn.",
    },
    {
      title: "Support and grow",
      description:
        "Monitoring, support and a quarterly roadmap review, or a full hand-over to your own team with documentation and training.",
    },
  ],
  cta: {
    title: "Work with a team that stays",
    lead: "Tell us what you are trying to achieve. You will hear back from a senior engineer within 24 business hours.",
    action: { label: "Contact Us", href: sitePaths.contact },
  },
} satisfies AboutCopy;
