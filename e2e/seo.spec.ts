import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { mainNav, site, socialLinks } from "../src/config/site.ts";

const realProfiles = socialLinks.filter((link) => !link.placeholder).map((link) => link.href);
import { decodeEntities, jsonLdBlocks as jsonLd, metaContents as meta } from "../src/integrations/built-pages.ts";
import { distRoutes } from "../scripts/lib/dist.ts";

// What a search engine or a social network reads from each page, checked on every built page.
const siteOrigin = new URL(process.env["SITE_URL"] || site.defaultUrl).origin;
const routes = distRoutes();
const canonicalOf = (route: string) => `${siteOrigin}${route === "/" ? "" : route}`;
const localPath = (url: string) => {
  expect(url.startsWith(siteOrigin), `${url} is on the site's own origin`).toBe(true);
  return url.slice(siteOrigin.length) || "/";
};

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decodeEntities(m[1] ?? ""));

async function fetchHtml(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return response.text();
}

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("every page has its own title, description, canonical and social tags with its own image", async ({ request }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Set<string>();

  for (const route of routes) {
    const html = await fetchHtml(request, route);
    const [title = "", ...extraTitles] = all(html, /<title>([^<]*)<\/title>/g);
    const [description = ""] = meta(html, "description");
    expect(extraTitles, route).toEqual([]);
    expect(title, route).toContain(site.name);
    expect(description.length, `${route} description`).toBeGreaterThan(50);
    expect(titles.get(title), `${route} shares its title`).toBeUndefined();
    expect(descriptions.get(description), `${route} shares its description`).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description, route);

    expect(all(html, /<link rel="canonical" href="([^"]*)"/g), route).toEqual([canonicalOf(route)]);
    expect(meta(html, "og:url"), route).toEqual([canonicalOf(route)]);
    for (const key of ["og:title", "og:description", "og:type"]) {
      expect(meta(html, key)[0], `${route} ${key}`).toBeTruthy();
    }
    expect(meta(html, "twitter:card"), route).toEqual(["summary_large_image"]);
    const [image = ""] = meta(html, "og:image");
    expect(meta(html, "og:image:alt")[0], route).toContain(meta(html, "og:title")[0] ?? "missing og:title");
    expect(images.has(image), `${route} shares its image`).toBe(false);
    images.add(image);
    expect(await pngSize(request, localPath(image)), image).toEqual({ width: 1200, height: 630 });
  }
});

test("the sitemap lists every indexable page at the site address, and robots.txt points to it", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  expect(robotsText).not.toMatch(/Disallow: \/\s/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const listed = all(await sitemap.text(), /<loc>([^<]*)<\/loc>/g);

  const indexable: string[] = [];
  for (const route of routes) {
    const html = await fetchHtml(request, route);
    if (!meta(html, "robots").some((value) => value.includes("noindex"))) indexable.push(canonicalOf(route));
  }
  expect(indexable.length).toBeGreaterThan(40);
  expect([...listed].sort()).toEqual(indexable.sort());
  expect(listed).not.toContain(`${siteOrigin}/thank-you`);
});

for (const route of ["/", "/about"]) {
  test(`${route} describes the company as an Organization with a raster logo`, async ({ request }) => {
    const organization = jsonLd(await fetchHtml(request, route)).find((data) => data["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      url: siteOrigin,
      email: site.email,
      telephone: "+13075550142",
      address: { "@type": "PostalAddress", streetAddress: site.address.street, postalCode: site.address.postalCode },
    });
    // Only real profiles are claimed as the company's; a placeholder (a network's home page) never is.
    expect(organization?.["sameAs"]).toEqual(realProfiles.length ? realProfiles : undefined);
    expect(JSON.stringify(organization)).not.toMatch(/linkedin\.com\/"|github\.com\/"|youtube\.com\/"/);
    const logo = await pngSize(request, localPath(String(organization?.["logo"])));
    expect(logo.width).toBeGreaterThanOrEqual(112);
    expect(logo.height).toBe(logo.width);
  });
}

test("every detail page has a Home › section › page breadcrumb whose links are on the page", async ({ request }) => {
  const detailRoutes = routes.filter((route) => mainNav.some((link) => route.startsWith(`${link.path}/`)));
  expect(detailRoutes.length).toBeGreaterThan(30);
  for (const route of detailRoutes) {
    const html = await fetchHtml(request, route);
    const section = mainNav.find((link) => route.startsWith(`${link.path}/`)) ?? { name: "none", path: "none" };
    const crumbs = jsonLd(html).find((data) => data["@type"] === "BreadcrumbList");
    const items = (crumbs?.["itemListElement"] ?? []) as { position: number; name: string; item: string }[];
    expect(
      items.map(({ position, item }) => ({ position, item })),
      route,
    ).toEqual([
      { position: 1, item: siteOrigin },
      { position: 2, item: canonicalOf(section.path) },
      { position: 3, item: canonicalOf(route) },
    ]);
    expect(items[1]?.name).toBe(section.name);
    // The section link is the page's visible back link, and the last name is the page's own name.
    expect(html, route).toContain(`href="${section.path}"`);
    expect(decodeEntities(html.replace(/<[^>]+>/g, " ")), route).toContain(items[2]?.name ?? "missing name");
  }
});
