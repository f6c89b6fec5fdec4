import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "@playwright/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// axe-core itself, put into each page once and run in place for every width and theme. (AxeBuilder injects
// it again for every analysis and opens a helper page to finish each one: three times the work.)
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The rules axe finds broken on the page as it is now, with their elements: all WCAG 2.2 AA and
 * best-practice rules, or only the named ones.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: only,
        // Only what fails is read: the passes and the rules that did not apply cost a fifth of the run to list.
        resultTypes: ["violations"],
      }),
    runOnly,
  );
  return results.violations;
}

/**
 * Waits until nothing visible animates. A transition that the theme switch itself cancels rejects its
 * `finished` promise, and may start another: keep looking until the page is still. Transitions inside a
 * closed <details> never tick (its content is not rendered), so only rendered elements count.
 */
async function settleAnimations() {
  for (let round = 0; round < 20; round++) {
    const running = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation.playState === "running" && (!target || target.checkVisibility());
    });
    if (running.length === 0) return;
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}

const schemes = ["light", "dark"] as const;
const colorRules = ["color-contrast", "link-in-text-block"];

/**
 * Every axe violation of the loaded page at each width, light and dark, one line each. Width and theme
 * are switched in place, which re-applies the media queries the same way a fresh load at that size would.
 */
export async function violationsAtEachWidthAndTheme(page: Page, widths: readonly number[]): Promise<string[]> {
  const violations: string[] = [];
  // A section the page leaves undrawn until it nears the screen (`content-visibility: auto`, the home page's)
  // keeps the look of the theme it was last drawn in until then, which is what a visitor scrolling to it never
  // sees: while axe reads the page, everything is drawn, each part as it looks on screen.
  const drawAll = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of schemes) {
      // Reduced motion makes the color transitions that run when the theme flips end at once (design.css);
      // still, wait for them, so axe sees the settled colors a fresh load shows.
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.evaluate(settleAnimations);
      // The themes differ only in the color variables (design.css), so the second theme can only break
      // the color rules: check those there, and everything in the first.
      const rules = colorScheme === schemes[0] ? undefined : colorRules;
      for (const v of await axeViolations(page, rules)) {
        violations.push(`${width} px ${colorScheme}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      }
    }
  }
  await drawAll.evaluate((style) => {
    style.parentNode?.removeChild(style);
  });
  return violations;
}
