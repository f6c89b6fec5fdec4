import { describe, expect, it } from "vitest";
import { caseStudySchema, industrySchema, internalHref, postSchema, serviceSchema } from "../../schemas/index.ts";

const service = {
  order: 1,
  title: "Cloud Migration",
  subtitle: "Move without downtime",
  icon: "cloud-upload",
  description: "Planned, rehearsed migrations.",
  details: ["One", "Two", "Three", "Four"],
  metaTitle: "Cloud Migration Services",
  metaDescription: "Planned, rehearsed migrations.",
  bannerImageAlt: "Cloud icon on a gradient",
  introParagraph: "We move workloads safely.",
  whatWeOffer: Array.from({ length: 6 }, (_, i) => ({ title: `Offer ${i}`, description: "What it is." })),
  ourApproach: Array.from({ length: 5 }, (_, i) => ({ title: `Step ${i}`, description: "What happens." })),
  whyChooseUs: Array.from({ length: 5 }, (_, i) => ({ title: `Reason ${i}`, description: "Why it matters." })),
  caseStudies: [
    { type: "case", id: "telehealth-hospital-network" },
    { type: "blog", id: "cloud-security-myths" },
  ],
  cta: {
    title: "Ready?",
    description: "Talk to us.",
    primaryText: "Contact",
    secondaryText: "Our work",
    secondaryLink: "/portfolio",
  },
};

describe("serviceSchema", () => {
  it("accepts a complete card and shows it on the home page by default", () => {
    const parsed = serviceSchema.parse(service);
    expect(parsed.onHome).toBe(true);
  });

  it("requires exactly four card details", () => {
    const result = serviceSchema.safeParse({ ...service, details: ["One", "Two", "Three"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["details"]);
  });

  it("rejects an icon the site cannot draw", () => {
    const result = serviceSchema.safeParse({ ...service, icon: "spaceship" });
    expect(result.error?.issues[0]?.path).toEqual(["icon"]);
  });

  it("requires the page's fixed counts: 6 offers, 5 steps, 5 reasons, 2 case studies", () => {
    expect(
      serviceSchema.safeParse({ ...service, whatWeOffer: service.whatWeOffer.slice(1) }).error?.issues[0]?.path,
    ).toEqual(["whatWeOffer"]);
    expect(
      serviceSchema.safeParse({ ...service, ourApproach: service.ourApproach.slice(1) }).error?.issues[0]?.path,
    ).toEqual(["ourApproach"]);
    expect(serviceSchema.safeParse({ ...service, whyChooseUs: [] }).error?.issues[0]?.path).toEqual(["whyChooseUs"]);
    expect(
      serviceSchema.safeParse({ ...service, caseStudies: service.caseStudies.slice(1) }).error?.issues[0]?.path,
    ).toEqual(["caseStudies"]);
  });

  it("allows only the spec's secondary call-to-action targets", () => {
    const cta = { ...service.cta, secondaryLink: "/about" };
    expect(serviceSchema.safeParse({ ...service, cta }).success).toBe(false);
  });

  it("rejects blank text", () => {
    expect(serviceSchema.safeParse({ ...service, title: "   " }).success).toBe(false);
  });
});

describe("internalHref", () => {
  it.each(["/", "/contact", "/services/cloud-migration", "/contact?service=cloud-migration", "/about#team"])(
    "accepts %s",
    (href) => {
      expect(internalHref.safeParse(href).success).toBe(true);
    },
  );

  it.each(["/services/", "services", "https://example.com/contact", "/Services", ""])("rejects %s", (href) => {
    expect(internalHref.safeParse(href).success).toBe(false);
  });
});

describe("caseStudySchema", () => {
  const story = {
    order: 1,
    title: "Telehealth",
    industry: "Healthcare",
    category: "Telehealth",
    icon: "heart-pulse",
    imageAlt: "Illustration",
    challenge: "Patients drove hours.",
    solution: "Video visits in the EHR.",
    results: ["30% more engagement"],
    cta: {},
    datePublished: "2025-04-02",
  };

  it("starts a call to action from the spec's defaults", () => {
    const parsed = caseStudySchema.parse(story);
    expect(parsed.cta).toMatchObject({ title: "Ready to Start?", buttonText: "Contact Us", link: "/contact" });
  });

  it("needs a publication date", () => {
    expect(caseStudySchema.safeParse({ ...story, datePublished: undefined }).success).toBe(false);
  });

  it("allows a story without results yet", () => {
    expect(caseStudySchema.parse({ ...story, results: undefined }).results).toEqual([]);
  });
});

describe("postSchema and industrySchema", () => {
  it("accepts only the blog's categories and reads dates", () => {
    const post = {
      title: "Post",
      category: "industry-trends",
      summary: "Summary",
      date: "2025-05-28",
      tags: ["AI"],
      imageAlt: "Illustration",
      metaTitle: "Post",
      metaDescription: "Summary",
    };
    expect(postSchema.parse(post).date.toISOString()).toBe("2025-05-28T00:00:00.000Z");
    expect(postSchema.safeParse({ ...post, category: "all" }).success).toBe(false);
    expect(postSchema.safeParse({ ...post, category: "gossip" }).success).toBe(false);
  });

  it("keeps meta descriptions within what search results show", () => {
    const industry = {
      name: "Retail",
      heroTitle: "Retail",
      metaTitle: "Retail",
      metaDescription: "x".repeat(161),
      introParagraph: "Intro",
      icon: "store",
      imageAlt: "Illustration",
      solutions: [{ title: "POS integration", description: "Tills in sync.", icon: "plug" }],
    };
    expect(industrySchema.safeParse(industry).error?.issues[0]?.path).toEqual(["metaDescription"]);
    expect(industrySchema.safeParse({ ...industry, metaDescription: "Short." }).success).toBe(true);
  });

  it("names the missing field, so the build's error points an editor at it", () => {
    // Astro reports a schema failure as "<collection> → <entry>" plus zod's issues; the issue must name the field.
    const industry = {
      name: "Retail",
      metaTitle: "Retail",
      metaDescription: "Short.",
      introParagraph: "Intro",
      icon: "store",
      imageAlt: "Illustration",
      solutions: [{ title: "POS integration", description: "Tills in sync.", icon: "plug" }],
    };
    const issues = industrySchema.safeParse(industry).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([["heroTitle"]]);
    expect(issues[0]?.message).toMatch(/expected string/i);
  });
});
