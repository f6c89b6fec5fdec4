/**
 * The blog's categories, in the order the category links show them. Kept apart from the content
 * schemas so code that runs in the browser (the search island's helpers) never pulls in zod.
 */
export const blogCategories = [
  { id: "all", name: "All Posts" },
  { id: "industry-trends", name: "Industry Trends" },
  { id: "tech-innovations", name: "Tech Innovations" },
  { id: "company-news", name: "Company News" },
  { id: "ai-automation", name: "AI & Automation" },
] as const;
