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
  let waking: Promise<unknown> | undefined;
  const wake = () => {
    waking ??= load().then((hydrate) => hydrate());
    return waking;
  };

  // The island's own forms: with scripts running, the island checks them itself, so the browser's bubbles
  // must not answer a send that comes before it is ready. A send before then is held, and sent again, once,
  // when the island says it is ready. Without scripts none of this runs and the forms work natively.
  const forms = [...island.querySelectorAll("form")];
  for (const form of forms) form.noValidate = true;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= { form: event.target as HTMLFormElement, submitter: event.submitter };
    void wake();
  };
  if (forms.length) island.addEventListener("submit", hold, true);
  island.addEventListener(
    ISLAND_READY,
    () => {
      island.removeEventListener("submit", hold, true);
      const send = held;
      held = undefined;
      // After the island's effects have run: its handler now answers the send.
      if (send) {
        setTimeout(() => {
          send.form.requestSubmit(send.submitter);
        }, 0);
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
  if (now.some((name) => params.has(name)) || stored.some(kept)) {
    void wake();
    return;
  }
  const first = () => {
    for (const type of on) root.removeEventListener(type, first, true);
    void wake();
  };
  for (const type of on) root.addEventListener(type, first, true);
};

export default hydrateOnIntent;
