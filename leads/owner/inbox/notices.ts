import { html } from "hono/html";
import type { DeliveryAttempt, Lead } from "../../lead.ts";
import { ownerDay, ownerTime } from "../clock.ts";
import { isBeingSent, RETENTION } from "../report.ts";
import { failureWords, nextTry, shown, type Html, type OwnerView } from "./page.ts";

/**
 * What each of the owner's actions did, named in the address it returns to (`?done=spam&at=1795469367139`: the
 * notice and the moment the action began) and worded from what is stored when the page is drawn: nothing the
 * address carries is echoed, and a notice never says more than happened. A notice is shown only while it is
 * true of the lead and fresh: the lead still stands as that action left it (filed as spam since then, say), and
 * the action began at most ten minutes ago. So a reload, Back, or an address shared later shows the lead as it is,
 * never "Marked as spam" over a lead since released. The command line (`npm run leads -- --site`) gets the same
 * names in JSON.
 */
export type What = {
  lead?: Lead | undefined;
  attempts?: readonly DeliveryAttempt[];
  now: number;
  view: OwnerView;
  /** When the action began, as its address says. */
  at?: number;
};

/** How long after an action its notice may be shown: long enough to read it, short of a shared link's life. */
export const NOTICE_FRESH_MS = 10 * 60_000;
/** Another server of the same site, whose clock may be a little behind the one that acted. */
const CLOCK_SKEW_MS = 60_000;

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

/** Since the action began: a time the action itself stored (`spamAt`, `forwardedAt`…) is at or after it. */
const since = (ms: number | undefined, { at = Number.POSITIVE_INFINITY }: What) => ms !== undefined && ms >= at;
const status = ({ lead }: What) => lead?.status;
const lastTry = ({ attempts }: What) => attempts?.at(-1);
/** When the last try ended: another sender's, begun before the click and ended after it, is the click's outcome. */
const lastTryEnd = (what: What) => {
  const last = lastTry(what);
  return last && last.at + last.ms;
};

const notices = {
  sent: [
    "done",
    () => "Sent: the form service took it.",
    (w) => status(w) === "forwarded" && since(w.lead?.forwardedAt, w),
  ],
  "not-sent": [
    "failed",
    (what: What) => notSent(what),
    (w) => status(w) === "pending" && lastTry(w)?.ok === false && since(lastTryEnd(w), w),
  ],
  held: [
    "waiting",
    (what: What) =>
      `Not sent now: another sender holds it (it is being sent, or its sender stopped mid-send). If it has not arrived by ${when(what.lead?.claimedUntil, what)}, it is tried again then.`,
    (w) => w.lead !== undefined && isBeingSent(w.lead, w.now),
  ],
  "already-delivered": [
    "info",
    (what: What) => `Already delivered on ${when(what.lead?.forwardedAt, what)}: nothing was sent again.`,
    (w) => status(w) === "forwarded" && w.lead?.forwardedAt !== undefined,
  ],
  "is-spam": [
    "info",
    () => "It is filed as spam, so nothing was sent. If it is a real message, release it first.",
    (w) => status(w) === "spam",
  ],
  off: [
    "info",
    () => "Forwarding is off, so nothing was sent: set CONTACT_FORM_ENDPOINT where the site runs to email each lead.",
    (w) => !w.view.forwarding,
  ],
  released: [
    "waiting",
    () => "Released from spam: it is pending, and goes to your inbox with its next try.",
    (w) => status(w) === "pending" && since(w.lead?.releasedAt, w),
  ],
  "released-sent": [
    "done",
    () => "Released from spam and sent: the form service took it.",
    (w) => status(w) === "forwarded" && since(w.lead?.releasedAt, w) && since(w.lead?.forwardedAt, w),
  ],
  "released-not-sent": [
    "failed",
    (what: What) => notSent(what, "Released from spam, but not sent"),
    (w) => status(w) === "pending" && since(w.lead?.releasedAt, w),
  ],
  "released-off": [
    "info",
    () => "Released from spam. Forwarding is off, so it waits here.",
    (w) => status(w) === "pending" && since(w.lead?.releasedAt, w) && !w.view.forwarding,
  ],
  "released-delivered": [
    "done",
    (what: What) =>
      `Released from spam. It reached your inbox on ${when(what.lead?.forwardedAt, what)}, so it was not sent again.`,
    (w) => status(w) === "forwarded" && since(w.lead?.releasedAt, w) && w.lead?.forwardedAt !== undefined,
  ],
  "not-spam": ["info", () => "It is not filed as spam, so nothing changed.", (w) => status(w) !== "spam"],
  spam: [
    "done",
    (what: What) =>
      `Marked as spam: it is never sent, and is deleted on ${ownerDay((what.lead?.spamAt ?? what.now) + RETENTION.spamDays * DAY, what.view.clock)} unless you release it.`,
    (w) => status(w) === "spam" && since(w.lead?.spamAt, w),
  ],
  "already-spam": ["info", () => "It was already filed as spam.", (w) => status(w) === "spam"],
  "set-aside": [
    "done",
    () => "Tries stopped: it stays here, pending, and is sent only if you resend it.",
    (w) => status(w) === "pending" && since(w.lead?.setAsideAt, w),
  ],
  "not-pending": [
    "info",
    () => "It is no longer pending, so there were no tries to stop.",
    (w) => status(w) !== "pending",
  ],
  retrying: [
    "waiting",
    () => "Sending every pending lead again now. Reload this page in a minute to see which reached your inbox.",
    () => true,
  ],
  "nothing-pending": ["info", () => "Nothing is pending, so there was nothing to send.", () => true],
} satisfies Record<string, readonly [Tone, (what: What) => Html | string, (what: What) => boolean]>;

export type Notice = keyof typeof notices;

/**
 * The notice an address names, with its look, when it is still true and fresh (see above); undefined for anything
 * else (`toString` included, a notice without its moment, one older than NOTICE_FRESH_MS or from the future).
 */
export function noticeFor(
  name: string | undefined,
  at: string | undefined,
  what: Omit<What, "at">,
): { tone: Tone; text: Html | string } | undefined {
  if (!name || !Object.hasOwn(notices, name) || !/^\d{1,15}$/.test(at ?? "")) return undefined;
  const moment = Number(at);
  if (what.now - moment > NOTICE_FRESH_MS || moment - what.now > CLOCK_SKEW_MS) return undefined;
  const [tone, text, stillTrue] = notices[name as Notice];
  const known = { ...what, at: moment };
  return stillTrue(known) ? { tone, text: text(known) } : undefined;
}

/** The first of `names` true of the lead since the action began: what a try another sender made came to. */
export const firstTrue = (names: readonly Notice[], what: What): Notice | undefined =>
  names.find((name) => notices[name][2](what));

/** The address parts that name a notice: its name and the moment its action began. */
export const noticeQuery = (notice: Notice, at: number) => `done=${notice}&at=${String(at)}`;

/** A notice as the pages show it: a status message styled by its tone. */
export const noticeBox = (notice: { tone: Tone; text: Html | string } | undefined): Html | string =>
  notice ? html`<p class="notice ${notice.tone}" role="status">${notice.text}</p>` : "";
