/**
 * Where the site's two forms post. With the lead service (the default), both post to the site itself,
 * which stores each message before forwarding it; with `LEADS=off`, a static-only host posts them
 * straight to the form-forwarding service, with the service's own control fields. No extensionless
 * imports here: the lead service (leads/) runs this file in Node as it is.
 */
export const formActions = { contact: "/api/contact", subscribe: "/api/subscribe" } as const;

export type LeadsMode = "on" | "off";

/** Hidden fields the forms post to the lead service besides the visitor's own; it reads nothing else. */
export const controlFields = {
  /** A field people never see; anything in it is a bot's. */
  honeypot: "_honey",
  /** Milliseconds from the visitor's first keystroke to the submit, when the page could measure it. */
  elapsed: "_elapsed",
  /** A random id the page makes once per message, so a repeated post of it is recognized. */
  submission: "_submission",
  /** The page's path and query, for when the browser sends no Referer. */
  page: "_page",
  /** `document.referrer` of the page with the form. */
  referrer: "_referrer",
  /** The visit's first page, path and query, as the tab remembered it (src/lib/visit/landing.ts). */
  landing: "_landing",
  /** The `document.referrer` that first page was opened with: the campaign's or linking site's address. */
  landingReferrer: "_landing_referrer",
} as const;

export type FormTarget =
  | { via: "service"; action: string }
  /** `next` is where the form service sends the visitor afterwards: an absolute URL on the site. */
  | { via: "direct"; action: string; next: string };

export function formTargets(
  mode: LeadsMode,
  {
    endpoint,
    thankYouUrl,
    subscribedUrl,
  }: { endpoint: string | undefined; thankYouUrl: string; subscribedUrl: string },
): { contact: FormTarget; subscribe: FormTarget } {
  if (mode === "on") {
    return {
      contact: { via: "service", action: formActions.contact },
      subscribe: { via: "service", action: formActions.subscribe },
    };
  }
  if (!endpoint) throw new Error("LEADS=off needs CONTACT_FORM_ENDPOINT");
  return {
    contact: { via: "direct", action: endpoint, next: thankYouUrl },
    subscribe: { via: "direct", action: endpoint, next: subscribedUrl },
  };
}

/** A form-service address on the reserved `.example` domain, or for a mailbox on it: every lead would be lost. */
export function namesPlaceholderMailbox(endpoint: string): boolean {
  const url = new URL(endpoint);
  return /(^|\.)example$/i.test(url.hostname) || /@[^/]*\.example$/i.test(decodeURIComponent(url.pathname));
}
