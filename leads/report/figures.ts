import { incidentsBetween, type IncidentRecord } from "../delivery/alerts.ts";
import type { LeadKind } from "../lead.ts";
import { UNNAMED, unknownNames, type Dimension } from "../origin/names.ts";
import { addDays, type OwnerClock } from "../owner/clock.ts";
import { rangeOf, type Days } from "../owner/sources/periods.ts";
import { channelCounts } from "../owner/sources/report.ts";
import type { DeliveryState, LeadStore, NameCount } from "../store/store.ts";

/** Spam is counted up to this: a count that reaches it reads "more than". */
export const SPAM_CAP = 100_000;

/** The dimensions the report names its top sources of: sites, campaigns and pages. */
export const topDimensions = ["referrer", "campaign", "landing"] as const satisfies readonly Dimension[];
export type TopDimension = (typeof topDimensions)[number];

/** How many sources of each dimension the report names. */
export const TOP = 3;

/** A figure of the week and of the week before it. */
export type Beside = { count: number; previous: number };

/** What a week's report says, read from the store. */
export type WeekFigures = {
  week: Days;
  /** Contact messages and newsletter sign-ups, delivered or pending (never spam). */
  leads: Record<LeadKind, Beside>;
  /** Both kinds by channel, the most this week first (a channel with none either week is left out). */
  channels: (Beside & { name: string })[];
  /** The week's top sites, campaigns and pages (what is not known left out), the most first. */
  top: Record<TopDimension, NameCount[]>;
  /** Where the week's leads stand now. */
  delivery: Record<DeliveryState, number>;
  /** Delivery incidents open at some time in the week. */
  incidents: IncidentRecord[];
  /** Posts kept as spam in the week, counted up to SPAM_CAP. */
  spam: number;
};

const known = (dimension: Dimension) => (row: NameCount) =>
  row.name !== unknownNames[dimension] && row.name !== UNNAMED;

/**
 * A week's figures beside the week before's: a dozen small reads, each bounded by the week's leads (the spam count
 * by its cap), so a report costs the same in a week of a spam wave as in a quiet one.
 */
export async function weekFigures(store: LeadStore, week: Days, clock: OwnerClock): Promise<WeekFigures> {
  const days = (from: string, to: string) => rangeOf({ from, to }, clock);
  const current = days(week.from, week.to);
  const previous = days(addDays(week.from, -7), addDays(week.from, -1));
  const count = (range: typeof current, kind: LeadKind) => store.realCount({ ...range, kind });
  const [contact, contactBefore, subscription, subscriptionBefore, now, before, states, spam, incidents] =
    await Promise.all([
      count(current, "contact"),
      count(previous, "contact"),
      count(current, "subscription"),
      count(previous, "subscription"),
      channelCounts(store, current),
      channelCounts(store, previous),
      store.deliveryStates(current),
      store.count({ status: "spam", ...current }, SPAM_CAP),
      incidentsBetween(store, current.from, current.to),
    ]);
  const top = await Promise.all(
    topDimensions.map(async (dimension) =>
      (await store.topNames(current, dimension, TOP + 2)).filter(known(dimension)).slice(0, TOP),
    ),
  );
  const beforeOf = new Map(before.map((row) => [row.name, row.count]));
  const channels = [...new Set([...now, ...before].map((row) => row.name))]
    .map((name) => ({
      name,
      count: now.find((row) => row.name === name)?.count ?? 0,
      previous: beforeOf.get(name) ?? 0,
    }))
    .sort((a, b) => b.count - a.count || b.previous - a.previous || a.name.localeCompare(b.name, "en"));
  const delivery: Record<DeliveryState, number> = { delivered: 0, waiting: 0, "set-aside": 0 };
  for (const row of states) delivery[row.state] = row.count;
  return {
    week,
    leads: {
      contact: { count: contact, previous: contactBefore },
      subscription: { count: subscription, previous: subscriptionBefore },
    },
    channels,
    top: Object.fromEntries(topDimensions.map((dimension, index) => [dimension, top[index] ?? []])) as Record<
      TopDimension,
      NameCount[]
    >,
    delivery,
    incidents,
    spam,
  };
}
