/**
 * Absolute URL for a site path, as used by canonical links and Open Graph.
 * Paths never end in a slash (the home page is the bare origin).
 */
export function absoluteUrl(path: string, site: URL | string): string {
  const origin = new URL(site).origin;
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${origin}${clean}`;
}

/** `/services/{slug}` style paths for each entity, kept in one place so links and routes agree. */
export const paths = {
  service: (slug: string) => `/services/${slug}`,
  industry: (id: string) => `/industries/${id}`,
  caseStudy: (slug: string) => `/success-stories/${slug}`,
  post: (slug: string) => `/blog/${slug}`,
  portfolioItem: (id: number) => `/portfolio/${id}`,
} as const;

/** True when `href` is the current page or a section of it, for `aria-current`. */
export function isCurrentSection(href: string, currentPath: string): boolean {
  const current = currentPath.replace(/\/+$/, "") || "/";
  if (href === "/") return current === "/";
  return current === href || current.startsWith(`${href}/`);
}
