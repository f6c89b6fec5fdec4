import { minutesText, type IncidentRecord } from "../delivery/alerts.ts";
import type { AlertText } from "../delivery/alert-text.ts";
import type { NameCount } from "../store/store.ts";
import { ownerTime, type OwnerClock } from "../owner/clock.ts";
import { ownerRoutes } from "../owner/access.ts";
import { daysTitle } from "../owner/sources/periods.ts";
import type { TopDimension, WeekFigures } from "./figures.ts";
import { SPAM_CAP } from "./figures.ts";

/** Where the report's words and links come from: the site, its clock, and which week it is to the reader. */
export type ReportContext = {
  siteName: string;
  /** The site's address: the links lead to its inbox and its Sources view. */
  origin: string;
  clock: OwnerClock;
  /** `last week` for the week just ended (Monday's report), `that week` for another asked for. */
  when: "last week" | "that week";
};

/** The first words of every report: how the owners (and the tests' webhook) tell a report from an alert. */
export const REPORT_TITLE = "Weekly report";

const number = (n: number) => n.toLocaleString("en-US");
const counted = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

const topTitles: Record<TopDimension, string> = { referrer: "sites", campaign: "campaigns", landing: "pages" };

/** `Google 5, LinkedIn 2`: names a stranger may have written, each quoted. */
const named = (rows: readonly NameCount[]): AlertText =>
  rows.flatMap((row, index) => [...(index ? [", "] : []), { quoted: row.name }, ` ${number(row.count)}`]);

/** `1,240 spam posts kept out`, `no spam`. */
const spamText = (spam: number) =>
  spam >= SPAM_CAP
    ? `more than ${number(SPAM_CAP)} spam posts kept out`
    : spam
      ? `${counted(spam, "spam post")} kept out`
      : "no spam";

/** One incident: when it began, how long it lasted (or that it lasts), and why, in the alert's own words. */
function incidentText({ openedAt, closedAt, reason }: IncidentRecord, clock: OwnerClock): AlertText {
  const began = ownerTime(openedAt, clock);
  const span =
    closedAt === undefined ? `stuck since ${began}` : `stuck from ${began} for ${minutesText(closedAt - openedAt)}`;
  return [`Delivery was ${span}: `, { quoted: reason }];
}

/** Shown incidents at most; more are counted. */
const SHOWN_INCIDENTS = 3;

/** The delivery line: where the week's leads stand, then each incident, or that there was none. */
function deliveryText({ delivery, incidents }: WeekFigures, clock: OwnerClock): AlertText {
  const { delivered, waiting } = delivery;
  const setAside = delivery["set-aside"];
  const states = [`${number(delivered)} delivered`, `${number(waiting)} waiting`, `${number(setAside)} set aside`];
  const shown = incidents.slice(0, SHOWN_INCIDENTS);
  const more = incidents.length - shown.length;
  return [
    { strong: "Delivery:" },
    ` ${states.join(", ")}.`,
    ...(incidents.length ? [] : [" No incidents."]),
    ...shown.flatMap((incident) => ["\n", ...incidentText(incident, clock)]),
    ...(more > 0 ? [`\nand ${counted(more, "more incident")}.`] : []),
  ];
}

/**
 * The week as the owners read it in ten seconds: a heading, the leads of each kind beside the week before, by
 * channel, the top sites, campaigns and pages, delivery and its incidents, spam, and a link to the week in Sources
 * and one to the inbox. A quiet week says so in one line, spam included, so silence never stands for a report.
 */
export function reportText(figures: WeekFigures, context: ReportContext): AlertText {
  const { leads, channels, top, spam, week } = figures;
  const { clock, origin, when } = context;
  const total = leads.contact.count + leads.subscription.count;
  const previousTotal = leads.contact.previous + leads.subscription.previous;
  const heading: AlertText = [
    { strong: REPORT_TITLE },
    " for ",
    { quoted: context.siteName },
    `: ${daysTitle(week, clock)}`,
  ];
  const sources = `${origin}${ownerRoutes.sources}?${new URLSearchParams({ period: "custom", ...week }).toString()}`;
  const links: AlertText = [
    { link: sources, label: `Sources for ${when}` },
    " · ",
    { link: `${origin}${ownerRoutes.list}`, label: "The inbox" },
  ];
  const stuck = figures.incidents.length > 0 || figures.delivery.waiting > 0;
  if (!total) {
    const before = previousTotal ? ` (${number(previousTotal)} the week before)` : "";
    return [
      ...heading,
      `\nNo leads ${when}${before}; ${spamText(spam)}.`,
      ...(stuck ? ["\n", ...deliveryText(figures, clock)] : []),
      "\n",
      ...links,
    ];
  }
  const topLines = (Object.keys(topTitles) as TopDimension[])
    .filter((dimension) => top[dimension].length)
    .flatMap((dimension): AlertText => [
      "\n",
      { strong: `Top ${topTitles[dimension]}:` },
      " ",
      ...named(top[dimension]),
    ]);
  return [
    ...heading,
    "\n",
    { strong: "Leads:" },
    ` ${counted(leads.contact.count, "contact message")} (${number(leads.contact.previous)} the week before), ` +
      `${counted(leads.subscription.count, "newsletter sign-up")} (${number(leads.subscription.previous)}).`,
    "\n",
    { strong: "By channel" },
    ", the week before in brackets: ",
    channels.map((row) => `${row.name} ${number(row.count)} (${number(row.previous)})`).join(", "),
    ".",
    ...topLines,
    "\n",
    ...deliveryText(figures, clock),
    "\n",
    { strong: "Spam:" },
    ` ${spam ? spamText(spam).replace(" spam post", " post") : "none"}.`,
    "\n",
    ...links,
  ];
}
