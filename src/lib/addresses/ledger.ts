/**
 * The ledger of every address the site has published (src/content/published-addresses.json): an address that once
 * answered with a page may later lead elsewhere or answer "gone", but never fall silently to "not found". It is
 * written where people act, never by a host's build: the admin's save under `npm run dev`, and `npm run addresses`
 * (a developer's command, after content changed elsewhere: the web admin, a merge). A host's build, the daily
 * rebuild and a scheduled post going live included, only reads it, so a server's `git pull` never finds it changed.
 */

/**
 * Who published an address; a scheduled post's address with the day it goes live (`from`, as the build's day: a
 * post dated that day is built that day), before which it is not published and may change freely.
 */
export type LedgerEntry = string | { owner: string; from: string };
export type Ledger = Record<string, LedgerEntry>;
export const LEDGER_FILE = "src/content/published-addresses.json";

/** A page to record: who publishes it, and the day it goes live when that is after today. */
export type PageRecord = { owner: string; from?: string | undefined };

/** The ledger in a file's text, or an empty one where there is no file yet. */
export function readLedger(text: string | undefined): Ledger {
  return text === undefined ? {} : parseLedger(text);
}

const isEntry = (value: unknown): value is LedgerEntry =>
  typeof value === "string" ||
  (typeof value === "object" &&
    value !== null &&
    typeof (value as { owner?: unknown }).owner === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(String((value as { from?: unknown }).from)));

export function parseLedger(text: string): Ledger {
  const value = JSON.parse(text) as unknown;
  const addresses = (value as { addresses?: unknown } | null)?.addresses;
  if (
    !addresses ||
    typeof addresses !== "object" ||
    Array.isArray(addresses) ||
    !Object.values(addresses).every(isEntry)
  ) {
    throw new Error(
      `${LEDGER_FILE}: expected {"addresses": {"/path": "who published it", "/blog/scheduled": {"owner": "…", "from": "YYYY-MM-DD"}}}`,
    );
  }
  return addresses as Ledger;
}

/** The file's text, sorted, so it changes only where the site does. */
export function formatLedger(ledger: Ledger): string {
  const sorted = Object.fromEntries(Object.entries(ledger).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ addresses: sorted }, null, 2)}\n`;
}

/** Who published an address. */
export const ownerOf = (entry: LedgerEntry) => (typeof entry === "string" ? entry : entry.owner);

/** Whether the address is published by `day` (YYYY-MM-DD): always, or from its scheduled day. */
export const liveBy = (entry: LedgerEntry, day: string) => typeof entry === "string" || entry.from <= day;

/**
 * The ledger with the pages published now added, as of `today` (YYYY-MM-DD). Nothing published is ever removed, and
 * who first published an address stays. A scheduled address that has gone live is published for good; one whose day
 * has not come is kept only while a page is still to go live there, so a post renamed or deleted before its day
 * leaves nothing behind.
 */
export function recordPages(ledger: Ledger, pages: ReadonlyMap<string, PageRecord>, today: string): Ledger {
  const next: Ledger = {};
  for (const [address, entry] of Object.entries(ledger)) {
    if (liveBy(entry, today)) next[address] = ownerOf(entry);
    else if (pages.has(address)) next[address] = entry;
  }
  for (const [address, page] of pages) {
    if (typeof next[address] === "string") continue;
    next[address] = page.from && page.from > today ? { owner: page.owner, from: page.from } : page.owner;
  }
  return next;
}

/** Where an address that lost its page is settled without an editor: a list's further pages lead to its first. */
export function derivedHome(address: string): string | undefined {
  return /^\/blog\/(?:page|category)\//.test(address) ? "/blog" : undefined;
}

/**
 * What the build would lose: each address of the ledger published by `today` (YYYY-MM-DD) that is no longer a page,
 * a redirect, gone, or a list page settled by itself, in words an editor acts on. A scheduled address before its day
 * is not published yet, and may go.
 */
export function lostAddresses(
  ledger: Ledger,
  published: { isPage: (path: string) => boolean; settled: ReadonlySet<string>; today: string },
): string[] {
  return Object.entries(ledger)
    .filter(
      ([address, entry]) =>
        liveBy(entry, published.today) &&
        !published.isPage(address) &&
        !published.settled.has(address) &&
        !derivedHome(address),
    )
    .map(([address, entry]) => lostMessage(address, ownerOf(entry)));
}

export function lostMessage(address: string, owner: string): string {
  return (
    `${address} was published by ${owner} and would now answer "not found". Settle it in the admin, one of two ways: ` +
    `add ${address} to the Former addresses of the page that replaces it (or to Redirects, leading to any page), ` +
    `or add it to Redirects as "Gone for good (410)" if nothing replaces it.`
  );
}
