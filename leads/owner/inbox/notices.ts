import { html } from "hono/html";
import type { DeliveryAttempt, Lead } from "../../lead.ts";
import { ownerDay, ownerTime } from "../clock.ts";
import { RETENTION } from "../report.ts";
import { failureWords, nextTry, shown, type Html, type OwnerView } from "./page.ts";

/**
 * What each of the owner's actions did, named in the address it returns to (`?done=sent`) and worded from what
 * is stored when the page is drawn: nothing the address carries is echoed, and a notice never says more than
 * happened. The command line (`npm run leads -- --site`) gets the same names in JSON.
 */
export type What = { lead?: Lead | undefined; attempts?: readonly DeliveryAttempt[]; now: number; view: OwnerView };

const DAY = 24 * 60 * 60 * 1000;
const lastAnswer = ({ attempts }: What) => attempts?.findLast((attempt) => !attempt.ok)?.detail;
const when = (ms: number | undefined, { view }: What) => (ms === undefined ? "" : ownerTime(ms, view.clock));
/** A try that failed, said once: what the form service did, and when the next try is. */
const notSent = (what: What, before = "Not sent") => {
  const answer = lastAnswer(what);
  const next = what.lead && nextTry(what.lead, what.now, what.view);
  return html`${before}${answer ? html`: ${shown(failureWords(answer).replace(/[.\s]+$/, ""))}` : ""}.${next ? ` It is kept, ${next}.` : " It is kept here."}`;
};

/**
 * How a notice looks, by what it means: `done` (it happened), `failed` (it did not: never dressed as a success),
 * `waiting` (it will happen later) and `info` (nothing changed).
 */
export type Tone = "done" | "failed" | "waiting" | "info";

const notices = {
  sent: ["done", () => "Sent: the form service took it."],
  "not-sent": ["failed", (what: What) => notSent(what)],
  held: [
    "waiting",
    (what: What) =>
      `Not sent now: another sender holds it (it is being sent, or its sender stopped mid-send). If it has not arrived by ${when(what.lead?.claimedUntil, what)}, it is tried again then.`,
  ],
  "already-delivered": [
    "info",
    (what: What) => `Already delivered on ${when(what.lead?.forwardedAt, what)}: nothing was sent again.`,
  ],
  "is-spam": ["info", () => "It is filed as spam, so nothing was sent. If it is a real message, release it first."],
  off: [
    "info",
    () => "Forwarding is off, so nothing was sent: set CONTACT_FORM_ENDPOINT where the site runs to email each lead.",
  ],
  released: ["waiting", () => "Released from spam: it is pending, and goes to your inbox with its next try."],
  "released-sent": ["done", () => "Released from spam and sent: the form service took it."],
  "released-not-sent": ["failed", (what: What) => notSent(what, "Released from spam, but not sent")],
  "released-off": ["info", () => "Released from spam. Forwarding is off, so it waits here."],
  "released-delivered": [
    "done",
    (what: What) =>
      `Released from spam. It reached your inbox on ${when(what.lead?.forwardedAt, what)}, so it was not sent again.`,
  ],
  "not-spam": ["info", () => "It is not filed as spam, so nothing changed."],
  spam: [
    "done",
    (what: What) =>
      `Marked as spam: it is never sent, and is deleted on ${ownerDay((what.lead?.spamAt ?? what.now) + RETENTION.spamDays * DAY, what.view.clock)} unless you release it.`,
  ],
  "already-spam": ["info", () => "It was already filed as spam."],
  "set-aside": ["done", () => "Tries stopped: it stays here, pending, and is sent only if you resend it."],
  "not-pending": ["info", () => "It is no longer pending, so there were no tries to stop."],
  retrying: [
    "waiting",
    () => "Sending every pending lead again now. Reload this page in a minute to see which reached your inbox.",
  ],
  "nothing-pending": ["info", () => "Nothing is pending, so there was nothing to send."],
} satisfies Record<string, readonly [Tone, (what: What) => Html | string]>;

export type Notice = keyof typeof notices;

/** The notice an address names, with its look, or undefined for anything else (`toString` included). */
export function noticeFor(name: string | undefined, what: What): { tone: Tone; text: Html | string } | undefined {
  if (!name || !Object.hasOwn(notices, name)) return undefined;
  const [tone, text] = notices[name as Notice];
  return { tone, text: text(what) };
}

/** A notice as the pages show it: a status message styled by its tone. */
export const noticeBox = (notice: { tone: Tone; text: Html | string } | undefined): Html | string =>
  notice ? html`<p class="notice ${notice.tone}" role="status">${notice.text}</p>` : "";
