import { site } from "../../config/site.ts";
import { SOCIAL_IMAGE } from "../../lib/pictures/social-image-size.ts";
import { absoluteUrl, socialImagePath } from "../../lib/navigation/urls.ts";

/** What a page says about itself; everything else in the head comes from defaults and site config. */
export type PageMeta = {
  title: string;
  description?: string;
  /** Site path of the page, e.g. `/services`. */
  path: string;
  type?: "website" | "article";
  /** Set for pages search engines should not list, such as the 404 page. */
  noindex?: boolean;
};

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export type Head = {
  title: string;
  canonical: string;
  meta: MetaTag[];
};

/** The one place that decides title, description, canonical and social tags for every page. */
export function buildHead(page: PageMeta, siteUrl: URL | string): Head {
  const title = page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  const description = page.description ?? site.description;
  const canonical = absoluteUrl(page.path, siteUrl);
  const image = absoluteUrl(socialImagePath(page.path), siteUrl);
  const imageAlt = `${page.title}, ${site.name}`;

  const meta: MetaTag[] = [
    { name: "description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    // Left out as Open Graph's defaults: og:locale (en_US) and og:image:type (read from the file).
    // X reads the title, description and image from Open Graph; only the card's size is its own.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex" });

  return { title, canonical, meta };
}
