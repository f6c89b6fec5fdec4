import type { Page } from "@playwright/test";

/** The addresses of the scripts the page requests from now on; the list fills as the page runs. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}
