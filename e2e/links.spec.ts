import { expect, test } from "./fixtures.ts";
import { distRoutes } from "../scripts/lib/dist.ts";

const hrefPattern = /<a\b[^>]*\shref="([^"]+)"/g;
const idPattern = /\sid="([^"]+)"/g;
const decode = (href: string) => href.replace(/&amp;/g, "&");

// A crawl of every built page: each internal link, query strings included, must answer 200 itself (a link
// to a moved address costs every visitor a redirect, so a 301 fails too), and each #fragment must name an
// element on the target page.
test("every internal link on every page lands on a real page without a redirect", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const load = async (path: string) => {
    const cached = pages.get(path);
    if (cached !== undefined) return { status: 200, html: cached };
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    if (response.status() === 200) pages.set(path, html);
    return { status: response.status(), html };
  };

  const broken: string[] = [];
  const checked = new Set<string>();
  for (const route of distRoutes()) {
    const { html } = await load(route);
    for (const [, raw = ""] of html.matchAll(hrefPattern)) {
      const href = decode(raw);
      if (!href.startsWith("/") || href.startsWith("//") || checked.has(href)) continue;
      checked.add(href);
      const [target = "", fragment] = href.split("#");
      const { status, html: targetHtml } = await load(target || route);
      if (status !== 200)
        broken.push(
          `${href} (from ${route}) answered ${status}${status >= 300 && status < 400 ? " (a redirect)" : ""}`,
        );
      else if (fragment && ![...targetHtml.matchAll(idPattern)].some(([, id]) => id === fragment)) {
        broken.push(`${href} (from ${route}) has no element #${fragment}`);
      }
    }
  }
  expect(checked.size).toBeGreaterThan(50);
  expect(broken).toEqual([]);
});
