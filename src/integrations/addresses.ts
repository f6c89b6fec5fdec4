import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentAddresses, type ContentFiles } from "../lib/addresses/content-addresses.ts";
import {
  formatLedger,
  LEDGER_FILE,
  derivedHome,
  liveBy,
  lostAddresses,
  readLedger,
  recordPages,
  type PageRecord,
} from "../lib/addresses/ledger.ts";
import { redirectSources, settle, type MovedRule, type Settlement } from "../lib/addresses/settle.ts";
import { fixedAddressOwner } from "../lib/content/route-guard.ts";

/** The project's content as the build reads it: the working copy under `root`. */
export function projectFiles(root: string): ContentFiles {
  return {
    list: (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []),
    read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : undefined),
  };
}

/**
 * Every redirect and gone address the content asks for, with every problem in the way (settle.ts), each entry's
 * page with how the ledger names who published it, and the day a scheduled post's page goes live.
 */
export function settledAddresses(
  files: ContentFiles,
): Settlement & { pageOwners: Map<string, string>; liveFrom: Map<string, string> } {
  const { site, problems } = contentAddresses(files);
  const settlement = settle(site, fixedAddressOwner);
  return {
    ...settlement,
    problems: [...problems, ...settlement.problems],
    pageOwners: new Map(site.owners.map((owner) => [owner.address, `${owner.name} (${owner.file})`])),
    liveFrom: new Map(site.owners.flatMap((owner) => (owner.liveFrom ? [[owner.address, owner.liveFrom]] : []))),
  };
}

/** The day of a moment, as the ledger and the scheduled posts count days (the build's UTC day). */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * What the finished build publishes besides its pages, checked against the ledger as of the build's day: the
 * content's redirects, a list's further pages that are gone leading to its first, and the gone addresses. It stops
 * the build when a redirect's address has a page, or when an address the ledger holds as published would answer
 * "not found". It never writes: the ledger is recorded where people act (`recordAddresses`).
 */
export function publishedAddresses(
  root: string,
  pages: string[],
  { today }: { today: string },
): { moved: MovedRule[]; gone: string[] } {
  const files = projectFiles(root);
  const settlement = settledAddresses(files);
  const isPage = (path: string) => pages.includes(path);
  const settled = redirectSources(settlement);
  const ledger = readLedger(files.read(LEDGER_FILE));
  const problems = [
    ...settlement.problems,
    ...[...settled]
      .filter(isPage)
      .map((path) => `${path} is both a page and a redirect: a redirect's address must not have a page.`),
    ...lostAddresses(ledger, { isPage, settled, today }),
  ];
  if (problems.length) throw new Error(`Addresses the build cannot publish:\n- ${problems.join("\n- ")}`);

  // What is left of the ledger without a page or a rule is a list's further page (lostAddresses lets only those by),
  // or a scheduled address not live yet, which answers "not found" as any address without a page.
  const lists = Object.entries(ledger)
    .filter(([address, entry]) => liveBy(entry, today) && !isPage(address) && !settled.has(address))
    .map(([from]) => ({ from, to: derivedHome(from) ?? "/", status: 301 as const }));
  return { moved: [...settlement.moved, ...lists], gone: settlement.gone };
}

/**
 * Adds to the ledger what the site publishes as of `today`: `pages` (a finished build's, or the content's own under
 * the admin's save), and each scheduled post's address with its day. Returns whether the file changed. The only
 * writer of the ledger: `npm run addresses` and the admin's save (admin/save-check.ts) call it, never a build.
 */
export function recordAddresses(root: string, pages: readonly string[], today: string): boolean {
  const files = projectFiles(root);
  const settlement = settledAddresses(files);
  const text = files.read(LEDGER_FILE);
  const records = new Map<string, PageRecord>(
    pages.map((path) => [path, { owner: settlement.pageOwners.get(path) ?? pageName(path) }]),
  );
  for (const [address, day] of settlement.liveFrom) {
    if (day > today)
      records.set(address, { owner: settlement.pageOwners.get(address) ?? pageName(address), from: day });
  }
  const next = formatLedger(recordPages(readLedger(text), records, today));
  if (next === text) return false;
  // Written beside it and renamed over it: a reader (the admin's next save check, a build) never sees half a
  // ledger, and a save cut short leaves the old one whole.
  const ledger = join(root, LEDGER_FILE);
  const partial = `${ledger}.${String(process.pid)}.part`;
  writeFileSync(partial, next);
  renameSync(partial, ledger);
  return true;
}

/** How the ledger names a page no entry publishes: the site's own, or a list's. */
function pageName(path: string): string {
  return fixedAddressOwner(path) ?? (path === "/" ? "the home page" : `the site's page ${path}`);
}
