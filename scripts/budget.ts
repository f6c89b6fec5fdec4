/**
 * Measures what each page costs a visitor and fails when a budget is exceeded. Every figure is a count of
 * bytes, elements or requests, the same for a given build on any machine; timings live in `npm run bench`.
 * Builds the site (unless --no-build; later steps of `npm test` use dist/), then measures the site as it will be
 * once editors upload photographs: a copy of the project with a sample picture on every entity that can have one
 * (testing/pictured-project.ts), a superset of every page without them. Loads each of its pages in Chromium
 * at 390 px and 1280 px, counting: the HTML's bytes (gzip and uncompressed) and DOM elements once loaded; gzip
 * bytes of the stylesheets, of the JavaScript files the page downloads and of inline scripts (the visit script,
 * which every page may carry, apart, under a budget of its own); the number of JavaScript requests; font bytes;
 * the render-blocking bytes (stylesheets and classic scripts in the head, which the first paint waits for); the
 * image bytes loaded with the page and after scrolling to its end; and the largest contentful element; and that
 * every class on a page that the site's stylesheets style is styled by the page's own (the home page has a
 * stylesheet of its own). Then the home page as built from the content today, without the sample pictures: the
 * page every visitor sees first, held to a tighter weight of its own.
 * Usage: npm run budget [-- --no-build]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { chromiumLaunchOptions } from "../testing/chromium.ts";
import { builtRoutes } from "../src/integrations/built-pages.ts";
import { buildSite } from "../testing/builds.ts";
import { picturedProject } from "../testing/pictured-project.ts";
import { serveDist } from "../testing/serve-dist.ts";
import { styledClasses } from "./lib/styled-classes.ts";
import { rememberLanding } from "../src/lib/visit/landing.ts";

const KB = 1024;
const widths = [390, 1280] as const;
type Width = (typeof widths)[number];

const budgets = {
  cssBytes: 9 * KB,
  htmlBytes: 14 * KB,
  /**
   * The contact page, where a lead is written, tighter (#66: 7.1 KB before): its form and what wakes it, with the
   * site's own island loader in place of Astro's runtime.
   */
  htmlBytesByRoute: { "/contact": 5.3 * KB } as Record<string, number>,
  /** Uncompressed HTML: what the phone parses, and what a host that does not compress sends. */
  rawHtmlBytes: 40 * KB,
  /** Lighthouse's own threshold for an excessive DOM. */
  domElements: 800,
  /**
   * The home page as built from today's content: every section the spec names, in half the weight it had (#36:
   * 52 KB and 649 elements before), and fewer elements per thing shown (#66: 398 before, each service and industry
   * card one link of three elements).
   */
  home: { rawHtmlBytes: 30 * KB, elements: 300 },
  /**
   * The home page's stylesheet as built, uncompressed (src/styles/home.css): on a slow phone network the first
   * paint waits for it, and it arrives in one round trip after the page's own only while it and its response
   * headers (about 1 KB) fit the 20 segments (29,200 bytes) Lighthouse's network model sends in that round trip on
   * the warmed connection. The whole site's (site.css) does not, and took 150 ms longer (#36).
   */
  homeRawCssBytes: 27 * KB,
  /** None: text is set in the platform's interface font (src/styles/design.css). */
  fontBytes: 0,
  /**
   * Files the first paint waits for: only the page's stylesheet (the site's, cached after the first page, or the
   * home page's own).
   */
  renderBlockingBytes: 15 * KB,
  /**
   * JavaScript files a page may download once the visitor first uses it, by width, React and React DOM included.
   * Before that, no page downloads any (`client:intent`); pages not listed download none at all: every page
   * without interaction, the blog list and the success stories among them.
   */
  jsFileBytes: {
    /** The contact form and toasts. */
    "/contact": { 390: 96 * KB, 1280: 96 * KB },
    /** The blog's search results. */
    "/blog/search": { 390: 80 * KB, 1280: 80 * KB },
  } as Record<string, Record<Width, number>>,
  /** JavaScript files a page may request, by width; like the bytes, none on pages not listed. */
  jsRequests: {
    "/contact": { 390: 9, 1280: 9 },
    "/blog/search": { 390: 7, 1280: 7 },
  } as Record<string, Record<Width, number>>,
  /**
   * The site's island loader (src/lib/layout/island-loader.ts: what waits for the visitor's first use; what hydrates
   * then comes with the island's own file) and the contact page's topic at first paint, only on pages that have an
   * island (#66: 2.8 KB with Astro's island runtime and directive script before).
   */
  inlineJsBytes: 1.1 * KB,
  /**
   * The one script every page may carry, island or not: it keeps the visit's first page for the tab, so a lead can
   * name its campaign (src/lib/visit/landing.ts). As written, and so gzipped too, it must stay under this; any other
   * inline script on a page without an island fails.
   */
  visitScriptBytes: 300,
  /** An island's own code, on top of the shared runtime (React, React DOM, Astro's client). */
  islandOwnBytes: { "/blog/search": 10 * KB } as Record<string, number>,
  /**
   * Photographs a page downloads before the visitor scrolls (its header picture, at the size its slot needs), and
   * by the time they reach its end (lazy ones included). Set with room over the sample pictures' worst page so
   * that Lighthouse's mobile performance stays at 100 (npm run bench), and tight enough that a picture served
   * at the wrong size, or loaded before it is needed, fails.
   */
  imageBytesAtLoad: { 390: 64 * KB, 1280: 128 * KB } as Record<Width, number>,
  imageBytesScrolled: { 390: 320 * KB, 1280: 256 * KB } as Record<Width, number>,
};
/** Chunks every island page shares: the runtime, not any one island's code. */
const runtimeChunk = /\/(client|react|react-dom|rolldown-runtime)\.[\w-]+\.js$/;

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const failures: string[] = [];

if (!process.argv.includes("--no-build")) {
  await buildSite();
}

console.log("The site with a sample photograph on every entity that can have one…");
const project = await picturedProject();
const server = await serveDist({ root: project.root });

type Row = {
  route: string;
  width: Width;
  html: number;
  rawHtml: number;
  elements: number;
  css: number;
  jsRequests: number;
  jsAtLoad: number;
  jsRequestsAtLoad: number;
  fonts: number;
  jsFiles: number;
  ownJs: number;
  /** Gzipped bytes of the inline scripts other than the visit script. */
  inlineJs: number;
  /** Gzipped bytes of each copy of the visit script on the page, as the browser read it. */
  visitJs: number[];
  blocking: number;
  images: number;
  imagesScrolled: number;
  lcp: string;
  /** Uncompressed bytes of the stylesheets the first paint waits for. */
  rawBlockingCss: number;
  /** Classes on the page that a stylesheet of the site styles but the page's own stylesheets do not. */
  unstyled: string[];
  /** What stands between the first paint and the page's heading or adds a request to it (see `firstPaint`). */
  firstPaint: string[];
};
const rows: Row[] = [];
/** Every class any stylesheet of the build styles: a class on a page that is among them must be styled there too. */
const stylesheetText = (path: string) => readFileSync(join(project.dist, path), "utf8");
const siteStyled = new Set(
  readdirSync(join(project.dist, "_astro"))
    .filter((name) => name.endsWith(".css"))
    .flatMap((name) => [...styledClasses(stylesheetText(join("_astro", name)))]),
);
const browser = await chromium.launch(chromiumLaunchOptions());
/** Loads one page at one width in a fresh tab and records what it cost. */
async function measure(route: string, width: Width) {
  // A phone at twice the density of its CSS pixels, as a cheap Android has; a laptop at one.
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: width < 768 ? 2 : 1 });
  type Fetched = { url: string; type: string; size: number };
  const pending: Promise<Fetched | undefined>[] = [];
  /** Bodies that could not be read while the page was open: a count that would silently miss them. */
  const unread: string[] = [];
  let closed = false;
  const read = (response: Response, type: string, size: (body: Buffer) => number) =>
    response.body().then(
      (body): Fetched => ({ url: response.url(), type, size: size(body) }),
      (error: unknown) => {
        // A response the browser reports as the tab closes was not part of the page's measured life.
        if (!closed) unread.push(`${response.url()}: ${String(error)}`);
        return undefined;
      },
    );
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") pending.push(read(response, type, gz));
    // Fonts and pictures are sent compressed already (WOFF2, AVIF, WebP): count them as they travel.
    if (type === "font" || type === "image") pending.push(read(response, type, (body) => body.length));
  });
  const collected = async () => {
    const all = (await Promise.all(pending)).filter((fetched) => fetched !== undefined);
    if (unread.length) throw new Error(`${route} at ${String(width)} px: unreadable responses\n${unread.join("\n")}`);
    return all;
  };
  const response = await page.goto(`${server.origin}${route}`, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const scriptsAtLoad = (await collected()).filter((b) => b.type === "script");
  // Then the visitor's first use: typing in the page's first field (a focus, a key and an input). Islands load
  // their code then; once none is left unhydrated, all of it has arrived.
  if ((await page.locator("astro-island[ssr]").count()) > 0) {
    await page.locator("main input:not([type=hidden]), main textarea").first().focus();
    await page.keyboard.type("a");
    await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
  }
  const body = (await response?.body()) ?? Buffer.alloc(0);
  const html = gz(body);
  const inline = await page.evaluate(() => ({
    elements: document.getElementsByTagName("*").length,
    css: [...document.querySelectorAll("style")].map((s) => s.textContent),
    js: [...document.querySelectorAll("script:not([src])")]
      .filter((s) => !/json$/.test(s.getAttribute("type") ?? ""))
      .map((s) => s.textContent),
    blocking: [
      ...[...document.querySelectorAll<HTMLLinkElement>("head link[rel=stylesheet]")]
        .filter((link) => !link.media || link.media === "all" || matchMedia(link.media).matches)
        .map((link) => link.href),
      ...[...document.querySelectorAll<HTMLScriptElement>("head script[src]")]
        .filter((script) => !script.async && !script.defer && script.type !== "module")
        .map((script) => script.src),
    ],
  }));
  // The first paint holds the page's heading and text and waits for no picture: no script ahead of the h1 (the
  // parser would run it, and may paint, before the heading); the tab's icon in the page; the icon sprite
  // preloaded at low priority (in CORS mode, as masks are fetched), so it is not fetched at the high priority
  // Chrome gives a picture on screen, which Lighthouse counts into the largest paint.
  const firstPaint = await page.evaluate(() => {
    const problems: string[] = [];
    const h1 = document.querySelector("h1");
    const before = [...document.querySelectorAll("script")].filter(
      (s) => !/json$/.test(s.type) && h1 && s.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (before.length) problems.push(`${before.length} script(s) before the h1`);
    const icon = document.querySelector<HTMLLinkElement>("link[rel=icon]");
    if (!icon?.getAttribute("href")?.startsWith("data:")) problems.push("the tab's icon is a request");
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=image]")]
      .filter((link) => link.getAttribute("fetchpriority") === "low" && link.crossOrigin === "anonymous")
      .map((link) => link.href);
    const sprites = new Set(
      [...document.querySelectorAll<HTMLElement>("[style*='--icon']")]
        .map((el) => /url\("?([^")#]+)/.exec(getComputedStyle(el).getPropertyValue("--icon"))?.[1])
        .filter((url): url is string => url !== undefined && !/light/.test(url))
        .map((url) => new URL(url, location.href).href),
    );
    for (const sprite of sprites) if (!preloaded.includes(sprite)) problems.push(`${sprite} is not preloaded`);
    return problems;
  });
  // What the browser reports as the largest contentful paint: text, a code-made visual, or a photograph the
  // page fetches first (one without high priority queues behind other files). Eager, except where only some
  // layouts show it (src/components/ui/responsive-picture.tsx).
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const element = last?.element;
          const tag = element?.tagName.toLowerCase() ?? "none";
          const eager =
            element?.getAttribute("loading") !== "lazy" && element?.getAttribute("fetchpriority") === "high";
          resolve(tag === "img" && !eager ? "img (lazy or low priority)" : tag);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  // The pictures the page asks for at once (the load event waited for them); lazy ones start by how near they are,
  // which would make a count taken now depend on timing.
  const eager = await page.evaluate(() =>
    [...document.images].filter((img) => img.loading !== "lazy").map((img) => img.currentSrc),
  );
  // Then read to the end, as a visitor would, so every lazy picture loads: each step is drawn before the next.
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await drawn();
    }
    // A busy machine can draw less often than the page moves, and a picture the browser never saw near the
    // screen is never asked for: the visitor stops at each of those for a drawn frame, which asks for it.
    for (const img of document.images) {
      if (img.complete || img.getClientRects().length === 0) continue;
      img.scrollIntoView({ block: "center", behavior: "instant" });
      await drawn();
    }
  });
  // Every picture asked for has arrived; one with no box (a closed card, a layout that hides it) never is.
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.getClientRects().length === 0),
  );
  await page.waitForLoadState("networkidle");
  const bodies = await collected();
  // Read once the islands have drawn and every picture is in: the classes the visitor's page ends up with.
  const { classes, sheets } = await page.evaluate(() => ({
    classes: [...new Set([...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]))],
    sheets: [...document.styleSheets].map((sheet) => sheet.href),
  }));
  const ownStyled = new Set(
    [
      ...sheets.filter((href) => href !== null).map((href) => stylesheetText(new URL(href).pathname)),
      ...inline.css,
    ].flatMap((css) => [...styledClasses(css)]),
  );
  const blockingCss = inline.blocking.filter((href) => new URL(href).pathname.endsWith(".css"));
  const sum = (type: string) => bodies.filter((b) => b.type === type).reduce((n, b) => n + b.size, 0);
  rows.push({
    route,
    width,
    html,
    rawHtml: body.length,
    elements: inline.elements,
    jsRequests: bodies.filter((b) => b.type === "script").length,
    jsAtLoad: scriptsAtLoad.reduce((n, b) => n + b.size, 0),
    jsRequestsAtLoad: scriptsAtLoad.length,
    fonts: sum("font"),
    css: sum("stylesheet") + inline.css.reduce((n, t) => n + gz(t), 0),
    jsFiles: sum("script"),
    ownJs: bodies.filter((b) => b.type === "script" && !runtimeChunk.test(b.url)).reduce((n, b) => n + b.size, 0),
    inlineJs: inline.js.filter((t) => t !== rememberLanding).reduce((n, t) => n + gz(t), 0),
    visitJs: inline.js.filter((t) => t === rememberLanding).map((t) => gz(t)),
    blocking: bodies.filter((b) => inline.blocking.includes(b.url)).reduce((n, b) => n + b.size, 0),
    images: bodies.filter((b) => b.type === "image" && eager.includes(b.url)).reduce((n, b) => n + b.size, 0),
    imagesScrolled: sum("image"),
    lcp,
    rawBlockingCss: blockingCss.reduce((n, href) => n + Buffer.byteLength(stylesheetText(new URL(href).pathname)), 0),
    unstyled: classes.filter((name) => siteStyled.has(name) && !ownStyled.has(name)),
    firstPaint,
  });
  closed = true;
  await page.close();
}
try {
  // Four pages at a time: every figure is a byte or element count, so concurrency cannot change it, and most of a
  // page's time is spent waiting (for the network to go quiet, for each scrolled screen to be drawn).
  const queue = builtRoutes(project.dist).flatMap((route) => widths.map((width) => [route, width] as const));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await measure(...next);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  rows.sort((a, b) => a.route.localeCompare(b.route) || a.width - b.width);
} finally {
  await browser.close();
  await server.stop();
}

const columns = [
  "width",
  "HTML",
  "raw HTML",
  "elements",
  "CSS",
  "fonts",
  "JS at load",
  "(reqs)",
  "JS in use",
  "(reqs)",
  "(own)",
  "inline JS",
  "blocking",
  "images",
  "(scrolled)",
];
console.log(`\n${"route".padEnd(40)}${columns.map((c) => c.padStart(11)).join("")}  LCP`);
for (const row of rows) {
  const cells = [
    `${row.width}`,
    kb(row.html),
    kb(row.rawHtml),
    `${row.elements}`,
    kb(row.css),
    kb(row.fonts),
    kb(row.jsAtLoad),
    `${row.jsRequestsAtLoad}`,
    kb(row.jsFiles),
    `${row.jsRequests}`,
    kb(row.ownJs),
    kb(row.inlineJs),
    kb(row.blocking),
    kb(row.images),
    kb(row.imagesScrolled),
  ];
  console.log(`${row.route.padEnd(40)}${cells.map((c) => c.padStart(11)).join("")}  ${row.lcp}`);

  const where = `${row.route} at ${row.width} px`;
  const jsBudget = budgets.jsFileBytes[row.route]?.[row.width] ?? 0;
  const hasIsland = row.route in budgets.jsFileBytes;
  if (row.jsFiles > jsBudget)
    failures.push(`${where} downloads ${kb(row.jsFiles)} of JavaScript once used (budget ${kb(jsBudget)})`);
  if (row.jsRequestsAtLoad > 0)
    failures.push(`${where} requests ${row.jsRequestsAtLoad} scripts before the visitor uses it (${kb(row.jsAtLoad)})`);
  const ownBudget = budgets.islandOwnBytes[row.route];
  if (ownBudget !== undefined && row.ownJs > ownBudget)
    failures.push(`${where} loads ${kb(row.ownJs)} of island code (budget ${kb(ownBudget)})`);
  if (row.inlineJs > (hasIsland ? budgets.inlineJsBytes : 0))
    failures.push(
      hasIsland
        ? `${where} has ${kb(row.inlineJs)} of inline JavaScript besides the visit script (budget ${kb(budgets.inlineJsBytes)})`
        : `${where} has ${kb(row.inlineJs)} of inline JavaScript besides the visit script, and no island (budget: none)`,
    );
  if (row.visitJs.length > 1) failures.push(`${where} carries the visit script ${row.visitJs.length} times`);
  for (const bytes of row.visitJs.filter((b) => b >= budgets.visitScriptBytes))
    failures.push(
      `${where} carries the visit script (src/lib/visit/landing.ts) at ${bytes} bytes gzipped (budget: under ${budgets.visitScriptBytes})`,
    );
  if (row.css > budgets.cssBytes)
    failures.push(`${where} loads ${kb(row.css)} of CSS (budget ${kb(budgets.cssBytes)})`);
  if (row.blocking > budgets.renderBlockingBytes)
    failures.push(
      `${where} makes the first paint wait for ${kb(row.blocking)} (budget ${kb(budgets.renderBlockingBytes)})`,
    );
  const htmlBudget = budgets.htmlBytesByRoute[row.route] ?? budgets.htmlBytes;
  if (row.html > htmlBudget) failures.push(`${where} has ${kb(row.html)} of HTML (budget ${kb(htmlBudget)})`);
  if (row.rawHtml > budgets.rawHtmlBytes)
    failures.push(`${where} has ${kb(row.rawHtml)} of uncompressed HTML (budget ${kb(budgets.rawHtmlBytes)})`);
  if (row.elements > budgets.domElements)
    failures.push(`${where} has ${row.elements} DOM elements (budget ${budgets.domElements})`);
  for (const problem of row.firstPaint) failures.push(`${where}: ${problem}`);
  if (row.route === "/" && row.rawBlockingCss > budgets.homeRawCssBytes)
    failures.push(
      `${where} makes the first paint wait for ${kb(row.rawBlockingCss)} of uncompressed CSS (budget ${kb(budgets.homeRawCssBytes)})`,
    );
  if (row.unstyled.length)
    failures.push(`${where} has classes its stylesheet leaves out (src/styles/): ${row.unstyled.join(" ")}`);
  if (row.fonts > budgets.fontBytes)
    failures.push(`${where} loads ${kb(row.fonts)} of fonts (budget ${kb(budgets.fontBytes)})`);
  const requestBudget = budgets.jsRequests[row.route]?.[row.width] ?? 0;
  if (row.jsRequests > requestBudget)
    failures.push(`${where} makes ${row.jsRequests} JavaScript requests (budget ${requestBudget})`);
  if (["img (low priority)", "video", "image"].includes(row.lcp))
    failures.push(`${where} paints a picture that waits as its largest element (${row.lcp})`);
  if (row.images > budgets.imageBytesAtLoad[row.width])
    failures.push(
      `${where} loads ${kb(row.images)} of pictures before scrolling (budget ${kb(budgets.imageBytesAtLoad[row.width])})`,
    );
  if (row.imagesScrolled > budgets.imageBytesScrolled[row.width])
    failures.push(
      `${where} loads ${kb(row.imagesScrolled)} of pictures by its end (budget ${kb(budgets.imageBytesScrolled[row.width])})`,
    );
}

const visitLoads = rows.filter((row) => row.visitJs.length > 0).length;
console.log(
  `\nThe visit script (src/lib/visit/landing.ts): ${rememberLanding.length} bytes, ${gz(rememberLanding)} gzipped (budget: under ${budgets.visitScriptBytes}), on ${visitLoads} of ${rows.length} page loads.`,
);
if (rememberLanding.length >= budgets.visitScriptBytes)
  failures.push(
    `the visit script (src/lib/visit/landing.ts) is ${rememberLanding.length} bytes (budget: under ${budgets.visitScriptBytes})`,
  );

// The home page without the sample pictures, counted the same way: raw bytes as sent, elements once loaded.
const shipped = await serveDist();
const homeBrowser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await homeBrowser.newPage({ viewport: { width: 390, height: 900 } });
  const response = await page.goto(`${shipped.origin}/`, { waitUntil: "load" });
  const rawHtml = (await response?.body())?.length ?? 0;
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  console.log(`\nThe home page as built from today's content: ${kb(rawHtml)} of HTML, ${elements} elements.`);
  if (rawHtml > budgets.home.rawHtmlBytes)
    failures.push(`the home page has ${kb(rawHtml)} of uncompressed HTML (budget ${kb(budgets.home.rawHtmlBytes)})`);
  if (elements > budgets.home.elements)
    failures.push(`the home page has ${elements} DOM elements (budget ${budgets.home.elements})`);
} finally {
  await homeBrowser.close();
  await shipped.stop();
}

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} page loads within budget.`);
