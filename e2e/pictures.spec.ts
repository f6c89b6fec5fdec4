import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { builtRoutes } from "../src/integrations/built-pages.ts";
import { socialImagePath } from "../src/lib/navigation/urls.ts";
import type { PicturedProject } from "../testing/pictured-project.ts";
import { axeViolations } from "./support/axe.ts";

// The site once editors have uploaded photographs: a copy of the project with a sample picture on every entity
// that can have one and inside an article (testing/sample-pictures.ts), built and served. Each picture must
// reach its page resized, in AVIF and WebP, sized, described, and loaded only when it is needed.

test.describe.configure({ mode: "serial" });

/** Every page that shows an entity's picture: lists, detail pages and the about page's leaders. */
function picturedRoutes(site: PicturedProject): string[] {
  return builtRoutes(site.dist).filter((route) =>
    /^\/(?:$|about$|blog|services\/|industries\/|success-stories|portfolio)/.test(route),
  );
}

type Shown = {
  src: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  priority: string | null;
  sources: { type: string | null; srcset: string; sizes: string | null }[];
  inPicture: boolean;
  top: number;
};

async function picturesOn(page: Page): Promise<Shown[]> {
  return page.locator("main img").evaluateAll((images) =>
    images.map((img) => {
      const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
      return {
        src: img.getAttribute("src") ?? "",
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
        sources: [...(picture?.querySelectorAll("source") ?? [])].map((source) => ({
          type: source.getAttribute("type"),
          srcset: source.getAttribute("srcset") ?? "",
          sizes: source.getAttribute("sizes"),
        })),
        inPicture: picture !== null,
        top: img.getBoundingClientRect().top + window.scrollY,
      };
    }),
  );
}

const widthsOf = (srcset: string) =>
  srcset.split(",").map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1]));

/** The pictures a page must load at once, and those that must wait for the scroll, at one viewport. */
function expectLazyBelowFirstScreen(shown: Shown[], viewport: { width: number; height: number }, route: string) {
  const where = `${route} at ${viewport.width} px`;
  expect(shown.filter((picture) => picture.priority === "high").length, where).toBeLessThanOrEqual(1);
  for (const picture of shown.filter((p) => p.top > viewport.height * 1.5)) {
    expect(picture.loading, `${where}: ${picture.src} is below the first screen`).toBe("lazy");
  }
}

// One visit per pictured page (dozens): every check reads that load. The phone's layout is the same page
// resized in place, which re-applies the media queries as a fresh load at that size would.
test("every photograph reaches its page in AVIF and WebP with a srcset, sizes, dimensions and a description, in place of its drawn stand-in, and waits for the scroll below the first screen", async ({
  page,
  picturedSite,
}) => {
  test.setTimeout(180_000);
  const [laptop, phone] = [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ];
  for (const route of picturedRoutes(picturedSite)) {
    await page.setViewportSize(laptop);
    await page.goto(`${picturedSite.origin}${route}`);
    // A drawn stand-in is an element with role="img" that is not a picture (nor a row of rating stars); every
    // entity here has a photo.
    await expect(page.locator("main [role=img]:not(.stars)"), route).toHaveCount(0);
    const shown = await picturesOn(page);
    for (const picture of shown) {
      const where = `${route}: ${picture.src}`;
      expect(picture.inPicture, where).toBe(true);
      expect(
        picture.sources.map((source) => source.type),
        where,
      ).toEqual(["image/avif", "image/webp"]);
      for (const source of picture.sources) {
        expect(source.sizes, where).toBeTruthy();
        const widths = widthsOf(source.srcset);
        expect(widths.length, where).toBeGreaterThan(1);
        // Nothing wider than a 1600 px slot at twice the density of an 800 px screen: never the upload itself.
        expect(Math.max(...widths), where).toBeLessThanOrEqual(1600);
        expect(source.srcset, where).toMatch(/^\/_astro\//);
      }
      expect(picture.src, where).toMatch(/^\/_astro\/.+\.jpeg$/);
      expect(Number(picture.width), where).toBeGreaterThan(0);
      expect(Number(picture.height), where).toBeGreaterThan(0);
      expect(picture.alt?.trim(), where).toBeTruthy();
    }
    expectLazyBelowFirstScreen(shown, laptop, route);
    await page.setViewportSize(phone);
    expectLazyBelowFirstScreen(await picturesOn(page), phone, route);
  }
});

test("an article's own figures are pictures too, at the column's width", async ({ page, picturedSite }) => {
  const [figure] = picturedSite.pictures.filter((file) => /\/figure-[^/]+$/.test(file));
  const slug = figure?.split("/")[3];
  expect(slug, "the sample article with a figure").toBeTruthy();
  await page.goto(`${picturedSite.origin}/blog/${slug}`);
  const body = page.locator(".prose-article picture");
  await expect(body).toHaveCount(1);
  await expect(body.locator("source[type='image/avif']")).toHaveAttribute("sizes", /864px/);
  await expect(body.locator("img")).toHaveAttribute("alt", "A sample figure inside the article");
  await expect(body.locator("img")).toHaveAttribute("loading", "lazy");
});

test("no uploaded file is published as it is", ({ picturedSite }) => {
  const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
  const uploads = new Set(picturedSite.pictures.map((file) => digest(join(picturedSite.root, file))));
  const published = readdirSync(join(picturedSite.dist, "_astro")).filter((name) =>
    /\.(jpe?g|png|webp|avif)$/i.test(name),
  );
  expect(published.length).toBeGreaterThan(0);
  expect(published.filter((name) => uploads.has(digest(join(picturedSite.dist, "_astro", name))))).toEqual([]);
});

test("a page with a photograph shares it in its social card; a page without keeps the drawn card", async ({
  picturedSite,
}) => {
  const [post] = picturedSite.pictures.filter((file) => /^src\/content\/blog\/[^/]+\/image\.jpg$/.test(file));
  const slug = post?.split("/")[3] ?? "";
  const card = async (path: string) =>
    (await sharp(join(picturedSite.dist, socialImagePath(path))).stats()).channels.map((channel) => channel.mean);
  const brand = await card("/contact");
  const shared = await card(`/blog/${slug}`);
  // The drawn card is the brand's near-black teal; the photo card carries the photograph's colors.
  const distance = Math.hypot(...shared.slice(0, 3).map((mean, i) => mean - (brand[i] ?? 0)));
  expect(distance).toBeGreaterThan(20);
});

test("pages with photographs stay accessible at both widths", async ({ page, picturedSite }) => {
  // Five pages through axe at two widths, each width switched in place on one load.
  test.setTimeout(120_000);
  for (const route of ["/", "/about", "/success-stories", "/portfolio", "/blog"]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${picturedSite.origin}${route}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${route} at ${width} px`).toEqual([]);
    }
  }
});
