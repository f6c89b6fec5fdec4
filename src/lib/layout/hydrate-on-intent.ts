import type { ClientDirective } from "astro";

/**
 * `client:intent`: an island that hydrates when the visitor first shows they mean to use it, so a page that only
 * might be used ships no script until it is. Registered by src/integrations/intent-directive.ts; the browser runs
 * this as an inline script, so it stays small and imports nothing.
 */
export type IntentOptions = {
  /** The element whose use wakes the island (a CSS selector); the island itself by default. */
  within?: string;
  /** Query parameters that wake it as soon as the page opens with one of them in its address. */
  now?: string[];
  /** Session storage keys that wake it as soon as the page opens with one of them kept (a draft to restore). */
  stored?: string[];
  /** The events that count as intent. */
  on?: string[];
};

/** What an island dispatches from its first effect once its handlers are live: a held submit may go now. */
export const ISLAND_READY = "island-ready";

const intentEvents = ["focusin", "pointerdown", "input", "keydown"];

const hydrateOnIntent: ClientDirective = (load, options, island) => {
  const { within, now = [], stored = [], on = intentEvents } = (options.value as IntentOptions | undefined) ?? {};
  const root = (within && document.querySelector(within)) || island;
  // The island's own forms: with scripts running, the island checks them itself, so the browser's bubbles
  // must not answer a send that comes before it is ready. A send before then is held, and sent again, once,
  // when the island says it is ready. Without scripts none of this runs and the forms work natively.
  const forms = island.querySelectorAll("form");
  for (const form of forms) form.noValidate = true;
  let waking: Promise<unknown> | undefined;
  const wake = () => {
    waking ??= load()
      .then((hydrate) => hydrate())
      // A file that will not load (the network dropped, a deploy replaced it): the island stays as the page drew
      // it, and a send held for it goes as the browser sends it, checked by the service.
      .catch(() => {
        for (const form of forms) form.noValidate = false;
        island.dispatchEvent(new Event(ISLAND_READY));
      });
  };
  let held: SubmitEvent | undefined;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= event;
    wake();
  };
  island.addEventListener("submit", hold, true);
  island.addEventListener(
    ISLAND_READY,
    () => {
      island.removeEventListener("submit", hold, true);
      const send = held;
      // After the island's effects have run: its handler now answers the send.
      if (send) {
        setTimeout(() => {
          (send.target as HTMLFormElement).requestSubmit(send.submitter);
        });
      }
    },
    { once: true },
  );

  const params = new URLSearchParams(location.search);
  const kept = (key: string) => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return false; // storage blocked: nothing kept
    }
  };
  if (now.some((name) => params.has(name)) || stored.some(kept)) wake();
  // Waking twice is waking once, so the listeners stay: a check per event costs less than the script to remove them.
  else for (const type of on) root.addEventListener(type, wake, true);
};

export default hydrateOnIntent;
