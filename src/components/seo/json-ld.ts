import { site, socialLinks } from "../../config/site";
import { absoluteUrl } from "../../lib/urls";

/**
 * Structured data for search engines, built from site config and content.
 * Serialised by the layout into `<script type="application/ld+json">`.
 */
export type JsonLd = Record<string, unknown>;

export function organization(siteUrl: URL | string): JsonLd {
  return {
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/", siteUrl),
    logo: absoluteUrl("/favicon.svg", siteUrl),
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
    sameAs: socialLinks.map((s) => s.href),
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
    image: absoluteUrl("/favicon.svg", siteUrl),
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

/** JSON for an inline script: `<` is escaped so content can never close the script element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}
