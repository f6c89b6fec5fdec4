/**
 * The ledger of every address the site has published (src/content/published-addresses.json): an address that once
 * answered with a page may later lead elsewhere or answer "gone", but never fall silently to "not found". A build on
 * a developer's machine, and the admin's save, add what is new; a host's build only reads it.
 */

/** Each published address, and who published it: an entry's file, or the name of one of the site's own pages. */
export type Ledger = Record<string, string>;
export const LEDGER_FILE = "src/content/published-addresses.json";

/** The ledger in a file's text, or an empty one where there is no file yet. */
export function readLedger(text: string | undefined): Ledger {
  return text === undefined ? {} : parseLedger(text);
}

export function parseLedger(text: string): Ledger {
  const value = JSON.parse(text) as unknown;
  const addresses = (value as { addresses?: unknown } | null)?.addresses;
  if (!addresses || typeof addresses !== "object" || Array.isArray(addresses)) {
    throw new Error(`${LEDGER_FILE}: expected {"addresses": {"/path": "who published it"}}`);
  }
  return addresses as Ledger;
}

/** The file's text, sorted, so it changes only where the site does. */
export function formatLedger(ledger: Ledger): string {
  const sorted = Object.fromEntries(Object.entries(ledger).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ addresses: sorted }, null, 2)}\n`;
}

/** The ledger with the pages published now added; nothing is ever removed. */
export function recordPages(ledger: Ledger, pages: ReadonlyMap<string, string>): Ledger {
  const next = { ...ledger };
  for (const [address, owner] of pages) next[address] ??= owner;
  return next;
}

/** Where an address that lost its page is settled without an editor: a list's further pages lead to its first. */
export function derivedHome(address: string): string | undefined {
  return /^\/blog\/(?:page|category)\//.test(address) ? "/blog" : undefined;
}

/**
 * What the build would lose: each address of the ledger that is no longer a page, a redirect, gone, or a list page
 * settled by itself, in words an editor acts on.
 */
export function lostAddresses(
  ledger: Ledger,
  published: { isPage: (path: string) => boolean; settled: ReadonlySet<string> },
): string[] {
  return Object.entries(ledger)
    .filter(([address]) => !published.isPage(address) && !published.settled.has(address) && !derivedHome(address))
    .map(([address, owner]) => lostMessage(address, owner));
}

export function lostMessage(address: string, owner: string): string {
  return (
    `${address} was published by ${owner} and would now answer "not found". Settle it in the admin, one of two ways: ` +
    `add ${address} to the Former addresses of the page that replaces it (or to Redirects, leading to any page), ` +
    `or add it to Redirects as "Gone for good (410)" if nothing replaces it.`
  );
}
