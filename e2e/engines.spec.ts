import { distRoutes } from "../scripts/lib/dist.ts";
import { services } from "../testing/content.ts";
import { chromiumPage } from "./engines/chromium-page.ts";
import { engineOf, startEngine, type EngineSession } from "./engines/engine-session.ts";
import { forgetDrafts, journeys, pageFaults, sampleRoutes } from "./engines/journeys.ts";
import { inkSize, layoutDifferences, measureLayout } from "./engines/layout.ts";
import { ownerJourneys } from "./engines/owner-journeys.ts";
import { expect, test as base } from "./fixtures.ts";

/**
 * The visitor's and the owner's journeys (engines/journeys.ts, engines/owner-journeys.ts) in the engine the project names: Chromium in the "chromium"
 * project, Firefox ESR and WebKitGTK in projects of their own, which `npm test` runs as a step of its own. Each
 * worker starts its engine once and walks every journey in the same window.
 */
const test = base.extend<object, { engine: EngineSession }>({
  engine: [
    async ({ site, browser }, use, workerInfo) => {
      const session = await startEngine(engineOf(workerInfo.project.name), site.origin, browser);
      await use(session);
      await session.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});
test.describe.configure({ timeout: 90_000 });

for (const journey of [...journeys, ...ownerJourneys]) {
  for (const width of journey.widths) {
    test(`at ${width} px, ${journey.name}`, async ({ engine, leads, formService }) => {
      await engine.page.resize(width);
      await forgetDrafts(engine.page);
      await journey.walk(engine.page, { proxy: engine.proxy, leads, width, formService });
    });
  }
}

const samples = sampleRoutes(distRoutes());
for (const width of [390, 1280] as const) {
  test(`at ${width} px, one page of each kind fits the window and draws every icon`, async ({ engine }) => {
    await engine.page.resize(width);
    const faults: Record<string, string[]> = {};
    let icons = 0;
    for (const route of samples) {
      await engine.page.open(route);
      const seen = await pageFaults(engine.page);
      icons += seen.icons;
      if (seen.faults.length) faults[route] = seen.faults;
    }
    expect(faults, `${engine.page.engine}: ${samples.length} pages`).toEqual({});
    expect(icons, "the sample pages draw icons").toBeGreaterThan(0);
  });
}

/**
 * The same pages as Chromium draws them: headings broken on the same lines, the boxes that place the rest within
 * a few pixels, and an icon drawn at the same size. Chromium is the reference, so this runs in the other two.
 */
const pictured = ["/", "/contact", "/blog", "/about", `/services/${services[0]?.id ?? ""}`];
const tolerance = 3;
test.describe("drawn as Chromium draws it", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(engineOf(testInfo.project.name) === "chromium", "Chromium is the reference");
  });
  for (const width of [390, 1280] as const) {
    test(`at ${width} px: ${pictured.join(", ")}`, async ({ engine, page }) => {
      const reference = chromiumPage(page);
      await Promise.all([engine.page.resize(width), reference.resize(width)]);
      const differences: string[] = [];
      for (const path of pictured) {
        await Promise.all([engine.page.open(path), reference.open(path)]);
        const [seen, expected] = await Promise.all([measureLayout(engine.page), measureLayout(reference)]);
        differences.push(...layoutDifferences(seen, expected, tolerance).map((difference) => `${path}: ${difference}`));
      }
      expect(differences, engine.page.engine).toEqual([]);
    });
  }

  for (const width of [390, 1280] as const) {
    test(`at ${width} px, an icon is drawn at its size`, async ({ engine, page }) => {
      const sizes = [];
      for (const drawer of [engine.page, chromiumPage(page)]) {
        await drawer.resize(width);
        await drawer.open("/contact");
        // The first icon, made big enough that a pixel is a small part of it, black on white.
        await drawer.run(() => {
          const icon = document.querySelector<HTMLElement>("main .icon");
          if (!icon) throw new Error("no icon in the contact page's main");
          icon.id = "measured-icon";
          icon.style.cssText += ";width:240px;height:240px;color:#000;background-color:#000;outline:0";
          if (icon.parentElement) icon.parentElement.style.background = "#fff";
          icon.scrollIntoView({ block: "center", behavior: "instant" });
        });
        sizes.push(await inkSize(await drawer.shoot("#measured-icon")));
      }
      const [drawn, expected] = sizes;
      const said = `${engine.page.engine} draws ${JSON.stringify(drawn)}, Chromium ${JSON.stringify(expected)}`;
      expect(Math.abs((drawn?.width ?? 0) - (expected?.width ?? 0)), said).toBeLessThanOrEqual(2);
      expect(Math.abs((drawn?.height ?? 0) - (expected?.height ?? 0)), said).toBeLessThanOrEqual(2);
    });
  }
});
