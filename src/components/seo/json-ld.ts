import { site, socialLinks, type NavLink } from "../../config/site.ts";
import { absoluteUrl, LOGO_PATH, socialImagePath } from "../../lib/navigation/urls.ts";

/**
 * Structured data for search engines, built from site config and content.
 * Serialized by the layout into `<script type="application/ld+json">`.
 */
export type JsonLd = Record<string, unknown>;

export function organization(siteUrl: URL | string): JsonLd {
  const profiles = socialLinks.filter((link) => !link.placeholder).map((link) => link.href);
  return {
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/", siteUrl),
    logo: absoluteUrl(LOGO_PATH, siteUrl),
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.regionCode,
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
    // Only real profiles: a placeholder link to a network's home page would say the company *is* that network.
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

type Article = { headline: string; description: string; path: string; datePublished: Date; dateModified: Date };

function article(type: "BlogPosting" | "CreativeWork", item: Article, siteUrl: URL | string): JsonLd {
  const org = organization(siteUrl);
  return {
    "@type": type,
    headline: item.headline,
    name: item.headline,
    description: item.description,
    image: absoluteUrl(socialImagePath(item.path), siteUrl),
    url: absoluteUrl(item.path, siteUrl),
    mainEntityOfPage: absoluteUrl(item.path, siteUrl),
    datePublished: item.datePublished.toISOString().slice(0, 10),
    dateModified: item.dateModified.toISOString().slice(0, 10),
    author: org,
    publisher: org,
  };
}

export const blogPosting = (item: Article, siteUrl: URL | string) => article("BlogPosting", item, siteUrl);
export const creativeWork = (item: Article, siteUrl: URL | string) => article("CreativeWork", item, siteUrl);

/** Home › section › page, for detail pages; each item is a visible link on the site (the page's back link). */
export function breadcrumbList(trail: readonly NavLink[], siteUrl: URL | string): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/** JSON for an inline script: `<` is escaped so content can never close the script element. */
export function serializeJsonLd(data: JsonLd): string {
  return inlineJson({ "@context": "https://schema.org", ...data });
}

/** Data for a `<script type="…json">` block: a `<` could close the element, so it is written as an escape. */
export function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
