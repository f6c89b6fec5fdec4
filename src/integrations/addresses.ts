import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentAddresses, type ContentFiles } from "../lib/addresses/content-addresses.ts";
import {
  formatLedger,
  LEDGER_FILE,
  derivedHome,
  lostAddresses,
  readLedger,
  recordPages,
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
 * Every redirect and gone address the content asks for, with every problem in the way (settle.ts), and each entry's
 * page with how the ledger names who published it.
 */
export function settledAddresses(files: ContentFiles): Settlement & { pageOwners: Map<string, string> } {
  const { site, problems } = contentAddresses(files);
  const settlement = settle(site, fixedAddressOwner);
  return {
    ...settlement,
    problems: [...problems, ...settlement.problems],
    pageOwners: new Map(site.owners.map((owner) => [owner.address, `${owner.name} (${owner.file})`])),
  };
}

/**
 * What the finished build publishes besides its pages, checked against the ledger: the content's redirects, a
 * list's further pages that are gone leading to its first, and the gone addresses. It stops the build when a
 * redirect's address has a page, or when an address the ledger holds would answer "not found". `record` adds the
 * build's pages to the ledger (a developer's machine; a host's build only reads it).
 */
export function publishedAddresses(
  root: string,
  pages: string[],
  { record }: { record: boolean },
): { moved: MovedRule[]; gone: string[] } {
  const files = projectFiles(root);
  const settlement = settledAddresses(files);
  const isPage = (path: string) => pages.includes(path);
  const settled = redirectSources(settlement);
  const ledgerText = files.read(LEDGER_FILE);
  const ledger = readLedger(ledgerText);
  const problems = [
    ...settlement.problems,
    ...[...settled]
      .filter(isPage)
      .map((path) => `${path} is both a page and a redirect: a redirect's address must not have a page.`),
    ...lostAddresses(ledger, { isPage, settled }),
  ];
  if (problems.length) throw new Error(`Addresses the build cannot publish:\n- ${problems.join("\n- ")}`);

  // What is left of the ledger without a page or a rule is a list's further page (lostAddresses lets only those by).
  const lists = Object.keys(ledger)
    .filter((address) => !isPage(address) && !settled.has(address))
    .map((from) => ({ from, to: derivedHome(from) ?? "/", status: 301 as const }));
  if (record) {
    const owners = new Map(pages.map((path) => [path, settlement.pageOwners.get(path) ?? pageName(path)]));
    const next = formatLedger(recordPages(ledger, owners));
    if (next !== ledgerText) writeFileSync(join(root, LEDGER_FILE), next);
  }
  return { moved: [...settlement.moved, ...lists], gone: settlement.gone };
}

/** How the ledger names a page no entry publishes: the site's own, or a list's. */
function pageName(path: string): string {
  return fixedAddressOwner(path) ?? (path === "/" ? "the home page" : `the site's page ${path}`);
}
