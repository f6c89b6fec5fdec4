import { leadKinds, type Lead, type LeadKind, type LeadStatus } from "../../lead.ts";
import { dayStart, isDay, nextDay, type OwnerClock } from "../clock.ts";
import { dimensions, NAME_LENGTH } from "../../origin/names.ts";
import type { LeadCursor, LeadFilter, LeadStore, SourceFilter } from "../../store/store.ts";

/**
 * A view of the inbox as its address names it (`/api/leads?status=pending&from=2026-11-01`): only what it
 * expects is read, everything else ignored. Dates are whole days in the owners' time zone, `to` included. The
 * default view is the leads, spam apart, as a mail client opens on its inbox and not on its junk folder.
 */
export const viewStatuses = ["leads", "pending", "forwarded", "spam", "all"] as const;
export type ViewStatus = (typeof viewStatuses)[number];

export type InboxView = {
  status: ViewStatus;
  kind: LeadKind | "";
  from: string;
  to: string;
  /** Only the leads this source brought (a Sources link: delivered and pending, as the view counts them). */
  source: SourceFilter | undefined;
};

/** Leads shown on one page of the inbox. */
export const PAGE_SIZE = 50;
/** Most leads one JSON page may ask for (`npm run leads -- --site` asks for 200). */
export const MAX_JSON_PAGE = 500;
/** Counts stop here: past it, the page says "at least". */
export const COUNT_CAP = 10_000;

const oneOf = <T extends string>(value: string | undefined, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

export function readView(query: (name: string) => string | undefined): InboxView {
  const dimension = dimensions.find((name) => query(name)?.trim());
  const source = dimension && { dimension, name: (query(dimension) ?? "").trim().slice(0, NAME_LENGTH) };
  return {
    source,
    status: oneOf(query("status"), viewStatuses) ?? "leads",
    kind: oneOf(query("kind"), leadKinds) ?? "",
    from: isDay(query("from")) ? query("from") : "",
    to: isDay(query("to")) ? query("to") : "",
  } as InboxView;
}

/** The view's address query, default parts left out: `?status=spam&from=2026-11-01`. */
export function viewQuery(view: InboxView, more: Record<string, string> = {}): string {
  const { source, ...parts } = view;
  const named = source ? { [source.dimension]: source.name } : {};
  const kept = new URLSearchParams(
    Object.entries({ ...parts, ...named, ...more }).filter(
      ([name, value]) => value && !(name === "status" && value === "leads"),
    ),
  );
  return kept.size ? `?${kept.toString()}` : "";
}

/** `1795469367139.3f2a…`: a lead's time and id, as the pages' links carry a place in the list. */
export const cursorText = (at: LeadCursor) => `${at.receivedAt}.${at.id}`;
export function readCursor(value: string | undefined): LeadCursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(value ?? "");
  return match ? { receivedAt: Number(match[1]), id: match[2] ?? "" } : undefined;
}

/**
 * The list a lead's page was opened from (its `back`), rebuilt from what a view's address may hold: the view and
 * its place (`before` or `after`), nothing else, so a crafted link can only lead to a view of the inbox.
 */
export function readBack(value: string | undefined): string {
  const params = new URLSearchParams((value ?? "").replace(/^\?/, ""));
  const read = (name: string) => params.get(name) ?? undefined;
  const place = (name: "before" | "after") => {
    const cursor = readCursor(read(name));
    return cursor ? { [name]: cursorText(cursor) } : {};
  };
  return viewQuery(readView(read), { ...place("before"), ...place("after") });
}

/** `?limit=` as a page size: a whole number, at most the largest page (more is that); anything else is the usual page. */
export function readLimit(value: string | undefined): number {
  const limit = /^\d{1,9}$/.test(value ?? "") ? Number(value) : 0;
  return limit >= 1 ? Math.min(limit, MAX_JSON_PAGE) : PAGE_SIZE;
}

/** The statuses a view holds (undefined: every one), and its filter in the store's terms. */
function storeFilters(
  view: InboxView,
  clock: OwnerClock,
): { statuses: (LeadStatus | undefined)[]; filter: LeadFilter } {
  const statuses: (LeadStatus | undefined)[] =
    view.status === "all" ? [undefined] : view.status === "leads" ? ["pending", "forwarded"] : [view.status];
  return {
    statuses,
    filter: {
      kind: view.kind || undefined,
      from: view.from ? dayStart(view.from, clock) : undefined,
      to: view.to ? dayStart(nextDay(view.to), clock) : undefined,
      source: view.source,
    },
  };
}

const newestFirst = (a: LeadCursor, b: LeadCursor) =>
  b.receivedAt - a.receivedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * A page of the view, newest first: each status's page read by the store's own index, and merged. `before`
 * pages toward older leads, `after` toward newer (the page nearest the cursor). One lead more than `limit` is
 * asked for, to know whether there is a page beyond.
 */
export async function viewPage(
  store: LeadStore,
  view: InboxView,
  clock: OwnerClock,
  { limit, before, after }: { limit: number; before?: LeadCursor | undefined; after?: LeadCursor | undefined },
): Promise<{ leads: Lead[]; more: boolean }> {
  const { statuses, filter } = storeFilters(view, clock);
  const pages = await Promise.all(
    statuses.map((status) => store.page({ ...filter, status, limit: limit + 1, before, after })),
  );
  const merged = pages.flat().sort(newestFirst);
  const more = merged.length > limit;
  // Toward newer leads, the nearest to the cursor are the last; toward older ones, the first.
  const leads = after ? merged.slice(-limit) : merged.slice(0, limit);
  return { leads, more };
}

/**
 * Whether the view holds a lead beyond the page in the direction asked (older than its last lead, or newer than
 * its first): one lead read at most, so a page's links lead only where there is something to see.
 */
export async function viewHasBeyond(
  store: LeadStore,
  view: InboxView,
  clock: OwnerClock,
  beyond: { before: LeadCursor } | { after: LeadCursor },
): Promise<boolean> {
  return (await viewPage(store, view, clock, { limit: 1, ...beyond })).leads.length > 0;
}

/**
 * How many leads the view holds, up to COUNT_CAP; with `newerThan`, how many of them are newer than that lead
 * (where a page starts: "51–56 of 56").
 */
export async function viewCount(
  store: LeadStore,
  view: InboxView,
  clock: OwnerClock,
  newerThan?: LeadCursor,
): Promise<number> {
  const { statuses, filter } = storeFilters(view, clock);
  const counts = await Promise.all(statuses.map((status) => store.count({ ...filter, status, newerThan }, COUNT_CAP)));
  return Math.min(
    COUNT_CAP,
    counts.reduce((sum, n) => sum + n, 0),
  );
}
