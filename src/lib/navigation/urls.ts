import { industryContactKey } from "../content/industries.ts";

/**
 * Absolute URL for a site path, as used by canonical links and Open Graph.
 * Paths never end in a slash (the home page is the bare origin).
 */
export function absoluteUrl(path: string, site: URL | string): string {
  const origin = new URL(site).origin;
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${origin}${clean}`;
}

/** Every fixed address of the site: links, back links, menus and form redirects all ask here. */
export const sitePaths = {
  home: "/",
  services: "/services",
  industries: "/industries",
  successStories: "/success-stories",
  portfolio: "/portfolio",
  about: "/about",
  blog: "/blog",
  blogSearch: "/blog/search",
  contact: "/contact",
  thankYou: "/thank-you",
  subscribed: "/subscribed",
  privacy: "/privacy-policy",
  terms: "/terms-of-service",
  rss: "/rss.xml",
} as const;

/** The address of each entity's page, and of the contact form opened about one, so links and routes agree. */
export const paths = {
  service: (id: string) => `${sitePaths.services}/${id}`,
  industry: (id: string) => `${sitePaths.industries}/${id}`,
  caseStudy: (id: string) => `${sitePaths.successStories}/${id}`,
  post: (id: string) => `${sitePaths.blog}/${id}`,
  portfolioItem: (id: number) => `${sitePaths.portfolio}/${id}`,
  /** `/contact?service=...` for a service page's primary call to action. */
  serviceContact: (id: string) => `${sitePaths.contact}?${new URLSearchParams({ service: id }).toString()}`,
  /** `/contact?industry=...`, encoded so names such as "Food & Beverage" survive as one value. */
  industryContact: (name: string) =>
    `${sitePaths.contact}?${new URLSearchParams({ industry: industryContactKey(name) }).toString()}`,
} as const;

/** The configured `site` (SITE_URL, always set by astro.config.ts); only defined inside an Astro build. */
export function siteOrigin(): string {
  const site: unknown = import.meta.env.SITE;
  if (typeof site !== "string") throw new Error("siteOrigin() needs Astro's `site`, set in astro.config.ts");
  return site;
}

/**
 * The absolute URL of a site path, for what leaves the site: canonical links, structured data, the form
 * service's redirect back.
 */
export function siteUrl(path: string): string {
  return absoluteUrl(path, siteOrigin());
}

/** True when `href` is the current page or a section of it, for `aria-current`. */
export function isCurrentSection(href: string, currentPath: string): boolean {
  // The build writes `/services.html` (build.format "file"), and names that path while it renders.
  const current = currentPath.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "") || "/";
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
