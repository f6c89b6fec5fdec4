/**
 * A page as the cross-engine journeys (journeys.ts) drive it, the same in Chromium (Playwright), Firefox ESR
 * (Puppeteer over WebDriver BiDi) and WebKitGTK (WebKitWebDriver): CSS selectors to act on, keys typed one by
 * one as a person types, and functions run in the page to read what it shows. Nothing engine-specific leaks
 * into a journey, so one definition runs in all three.
 */
export type Engine = "chromium" | "firefox" | "webkit";

export interface EnginePage {
  readonly engine: Engine;
  /** Opens a path of the site at the page's width, and waits until it has loaded. */
  open(path: string): Promise<void>;
  /** A phone (390 × 844) or a laptop (1280 × 900). */
  resize(width: 390 | 1280): Promise<void>;
  /** Clicks the middle of the first element the selector finds, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Types into whatever has the focus, a key at a time. */
  type(text: string): Promise<void>;
  press(key: "Enter" | "Tab" | "Escape"): Promise<void>;
  /** Runs a function in the page with one JSON argument, and returns its JSON result. */
  run<T, A = null>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /** A picture of one element, as a PNG. */
  shoot(selector: string): Promise<Buffer>;
}

/** What a polled function returns while the page is not there yet: what it saw, for the failure's message. */
export type Pending = { pending: unknown };
const isPending = (value: unknown): value is Pending =>
  typeof value === "object" && value !== null && "pending" in value;

/**
 * Polls a function in the page until it returns something truthy (and not `{ pending }`), or fails naming what
 * it waited for and what it saw last. A poll that lands while the page is being replaced (a navigation under way)
 * is tried again.
 */
export async function until<T, A = null>(
  page: EnginePage,
  what: string,
  fn: (arg: A) => T,
  arg?: A,
  timeoutMs = 10_000,
): Promise<Exclude<NonNullable<T>, Pending>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const seen = await page.run(fn, arg);
      if (seen && !isPending(seen)) return seen as Exclude<NonNullable<T>, Pending>;
      last = isPending(seen) ? seen.pending : seen;
    } catch (error) {
      last = error instanceof Error ? error.message.split("\n")[0] : error;
    }
    if (Date.now() > deadline) {
      const where = await page
        .run(() => ({ at: location.pathname + location.search, focus: document.activeElement?.id ?? "", scrollY }))
        .catch(() => "unknown");
      throw new Error(
        `${page.engine}: waited ${timeoutMs / 1000} s for ${what} (last seen: ${JSON.stringify(last)}; the page: ${JSON.stringify(where)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for the page at an address (its path and query, or one containing `address`), parsed: the address changes
 * as the new page starts to arrive, before its elements are there to read or click (Firefox under load read a
 * lead's reply links, and clicked a Sources link, on the page it was leaving).
 */
export const reached = (page: EnginePage, address: string, { exact = false } = {}) =>
  until(
    page,
    `the page at ${address}`,
    ({ address, exact }) => {
      const at = location.pathname + location.search;
      return (
        ((exact ? at === address : at.includes(address)) && document.readyState !== "loading") || {
          pending: `${at} (${document.readyState})`,
        }
      );
    },
    { address, exact },
  );

/** Fails with what the engine showed, when a journey's check does not hold. */
export function check(page: EnginePage, holds: boolean, what: string, shown?: unknown): asserts holds {
  if (!holds)
    throw new Error(`${page.engine}: ${what}${shown === undefined ? "" : ` (it shows ${JSON.stringify(shown)})`}`);
}
