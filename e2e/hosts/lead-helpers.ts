import type { Page } from "@playwright/test";
import { pageCopy } from "../../src/lib/content/page-copy.ts";
import { violationsAtEachWidthAndTheme } from "../support/axe.ts";
import { sampleVisitor } from "../support/contact-form.ts";
import { expect } from "./fixtures.ts";

/** The words of the lead service's pages, as the content holds them. */
export const problems = pageCopy.leadProblemPages;

/** A person's post as the form sends it without JavaScript: the typing time present, and empty (not measured). */
export const valid = (name: string) => ({ ...sampleVisitor(name, "We need a patient portal."), _elapsed: "" });

/** The page passes axe (WCAG 2.2 AA) on a phone and a desktop, light and dark, and fits the phone. */
export async function expectAccessible(page: Page) {
  expect(await violationsAtEachWidthAndTheme(page, [1280, 390])).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(
    390,
  );
}
