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

/** Where the build writes a page's 1200x630 social image: `/` -> `/og/index.png`, `/blog/x` -> `/og/blog/x.png`. */
export function socialImagePath(pagePath: string): string {
  const clean = pagePath.replace(/\/+$/, "");
  return `/og${clean === "" ? "/index" : clean}.png`;
}

/** The raster logo for structured data (search engines want a bitmap at least 112 px square), made at build. */
export const LOGO_PATH = "/logo.png";
/** Icons some clients request by fixed address, drawn at build from the same logo. */
export const FAVICON_ICO_PATH = "/favicon.ico";
export const TOUCH_ICON_PATH = "/apple-touch-icon.png";
