import type { Page } from "@playwright/test";

/**
 * What the browser reports breaking the page's Content-Security-Policy from now on, with the address it
 * happened at: the list fills as the page runs, so read it once the test has done its work.
 */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}
