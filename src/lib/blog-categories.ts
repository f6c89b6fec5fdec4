/**
 * The blog's categories, in the order the category buttons show them. Kept in
 * a module of its own because the blog filter island needs it in the browser,
 * where the content schemas (and zod) would be dead weight.
 */
export const blogCategories = [
  { id: "all", name: "All Posts" },
  { id: "industry-trends", name: "Industry Trends" },
  { id: "tech-innovations", name: "Tech Innovations" },
  { id: "company-news", name: "Company News" },
  { id: "ai-automation", name: "AI & Automation" },
] as const;
