import type { Page } from "@playwright/test";

type Watched = { topicAt?: number; filledInFirstFrame?: boolean };

/**
 * Watches the contact page as it loads: when its topic line stops being hidden, and whether the first frame
 * that can show the message box shows the line and the message filled in (the animation frame after the
 * parser adds the box runs just before that frame is painted). Call before the page is opened.
 */
export async function watchTopicAtFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    let messageSeen = false;
    new MutationObserver(() => {
      const line = document.querySelector<HTMLElement>("[data-testid=contact-topic]");
      if (line && !line.hidden && watched.topicAt === undefined) watched.topicAt = performance.now();
      const message = document.querySelector<HTMLTextAreaElement>("main form textarea");
      if (message && !messageSeen) {
        messageSeen = true;
        requestAnimationFrame(() => {
          watched.filledInFirstFrame = line !== null && !line.hidden && message.value !== "";
        });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden"] });
  });
}

/** What the watcher saw, with the page's first contentful paint for comparison (all in ms from navigation). */
export function topicAtFirstFrame(page: Page) {
  return page.evaluate(() => {
    const watched = window as Watched;
    return {
      paintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      topicMs: watched.topicAt ?? Number.NaN,
      inFormsFirstFrame: watched.filledInFirstFrame === true,
    };
  });
}
