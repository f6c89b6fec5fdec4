import { html } from "hono/html";
import type { DeliveryAttempt, Lead } from "../../lead.ts";
import { ownerDay, ownerTime } from "../clock.ts";
import { RETENTION } from "../report.ts";
import { shown, type Html, type OwnerView } from "./page.ts";

/**
 * What each of the owner's actions did, named in the address it returns to (`?done=sent`) and worded from what
 * is stored when the page is drawn: nothing the address carries is echoed, and a notice never says more than
 * happened. The command line (`npm run leads -- --site`) gets the same names in JSON.
 */
export type What = { lead?: Lead | undefined; attempts?: readonly DeliveryAttempt[]; now: number; view: OwnerView };

const DAY = 24 * 60 * 60 * 1000;
const lastAnswer = ({ attempts }: What) => attempts?.findLast((attempt) => !attempt.ok)?.detail;
const when = (ms: number | undefined, { view }: What) => (ms === undefined ? "" : ownerTime(ms, view.clock));
const notSent = (what: What, before = "Not sent") => {
  const answer = lastAnswer(what);
  return answer
    ? html`${before}: the form service answered “${shown(answer)}”. It is tried again until it is delivered.`
    : html`${before}. It is tried again until it is delivered.`;
};

const notices = {
  sent: () => "Sent: the form service took it.",
  "not-sent": (what: What) => notSent(what),
  held: (what: What) =>
    `Not sent now: another sender holds it (it is being sent, or its sender stopped mid-send). If it has not arrived by ${when(what.lead?.claimedUntil, what)}, it is tried again then.`,
  "already-delivered": (what: What) =>
    `Already delivered on ${when(what.lead?.forwardedAt, what)}: nothing was sent again.`,
  "is-spam": () => "It is filed as spam, so nothing was sent. If it is a real message, release it first.",
  off: () =>
    "Forwarding is off, so nothing was sent: set CONTACT_FORM_ENDPOINT where the site runs to email each lead.",
  released: () => "Released from spam: it is pending, and goes to your inbox with its next try.",
  "released-sent": () => "Released from spam and sent: the form service took it.",
  "released-not-sent": (what: What) => notSent(what, "Released from spam, not sent yet"),
  "released-off": () => "Released from spam. Forwarding is off, so it waits here.",
  "released-delivered": (what: What) =>
    `Released from spam. It reached your inbox on ${when(what.lead?.forwardedAt, what)}, so it was not sent again.`,
  "not-spam": () => "It is not filed as spam, so nothing changed.",
  spam: (what: What) =>
    `Marked as spam: it is never sent, and is deleted on ${ownerDay((what.lead?.spamAt ?? what.now) + RETENTION.spamDays * DAY, what.view.clock)} unless you release it.`,
  "already-spam": () => "It was already filed as spam.",
  "set-aside": () => "Tries stopped: it stays here, pending, and is sent only if you resend it.",
  "not-pending": () => "It is no longer pending, so there were no tries to stop.",
  retrying: () => "Sending every pending lead again now. Reload this page in a minute to see which reached your inbox.",
  "nothing-pending": () => "Nothing is pending, so there was nothing to send.",
} satisfies Record<string, (what: What) => Html | string>;

export type Notice = keyof typeof notices;

/** The notice an address names, or undefined for anything else (`toString` included). */
export function noticeFor(name: string | undefined, what: What): Html | string | undefined {
  if (!name || !Object.hasOwn(notices, name)) return undefined;
  return notices[name as Notice](what);
}
