import type { Redirect } from "../../schemas/index.ts";
import { redirectStatus } from "../../schemas/addresses.ts";

/**
 * Where every address that is not a page goes, decided once from the content: each entry's former addresses lead
 * to where it is now, and the Redirects list (src/content/redirects.json) adds vanity, campaign and gone
 * addresses. Every rule is one hop (a redirect to a former address or to another redirect is followed here,
 * never by the visitor), and what cannot be published is refused with the file and field to change.
 */

/** An entry with a page: where it is now, and the addresses it had before. */
export type AddressOwner = {
  /** Its page's address now, such as /blog/ai-in-healthcare. */
  address: string;
  /** The project-relative file an editor changes, such as src/content/blog/ai-in-healthcare.md. */
  file: string;
  /** How an editor knows it: `the post "AI in Healthcare"`. */
  name: string;
  /** Where its former addresses are in the admin: `Former addresses`, or `Projects › "Name" › Former addresses`. */
  field: string;
  formerAddresses: string[];
  /** The day its page goes live (YYYY-MM-DD), for a post dated ahead: the ledger records it from then. */
  liveFrom?: string | undefined;
};

export type SiteAddresses = {
  owners: AddressOwner[];
  redirects: Redirect[];
  /** Where the Redirects list lives, for messages. */
  redirectsFile: string;
};

export type MovedRule = { from: string; to: string; status: 301 | 302 };
export type Settlement = { moved: MovedRule[]; gone: string[]; problems: string[] };

/** Every address a settlement answers with a redirect or "gone": none of them may have a page. */
export const redirectSources = ({ moved, gone }: Pick<Settlement, "moved" | "gone">): Set<string> =>
  new Set([...moved.map((rule) => rule.from), ...gone]);

/** Whose an address is for messages: an entry's page, or one of the site's own (`fixed`). */
type Claim = { name: string; file?: string };
const whose = ({ name, file }: Claim) => (file ? `${name} (${file})` : name);

/**
 * Every redirect the site publishes, and every problem that stops it. `fixedOwner` names what the site keeps for
 * itself at a path (a fixed page, a server's folder), from src/lib/content/route-guard.ts.
 */
export function settle(site: SiteAddresses, fixedOwner: (path: string) => string | undefined): Settlement {
  const problems: string[] = [];
  const pages = new Map<string, Claim>(site.owners.map((owner) => [owner.address, owner]));
  const livePage = (path: string): Claim | undefined => {
    const page = pages.get(path);
    if (page) return page;
    const fixed = fixedOwner(path);
    return fixed ? { name: fixed } : undefined;
  };

  // Former addresses: each leads to its entry's page, and belongs to one entry only.
  const formerOf = new Map<string, AddressOwner>();
  for (const owner of site.owners) {
    const where = `${owner.file}, ${owner.field}`;
    for (const address of new Set(owner.formerAddresses)) {
      const live = livePage(address);
      if (address === owner.address) {
        problems.push(`${where}: ${address} is this page's own address now. Remove it from the list.`);
      } else if (live) {
        problems.push(
          `${where}: ${address} is the address of ${whose(live)}, so it cannot lead here. Remove it from the list.`,
        );
      } else if (formerOf.has(address)) {
        const first = formerOf.get(address) as AddressOwner;
        problems.push(
          `${where}: ${address} is also a former address of ${whose(first)}. An address can lead to one page only: remove it from one of the two.`,
        );
      } else {
        formerOf.set(address, owner);
      }
    }
  }

  // The Redirects list: addresses no entry claims.
  const listed = new Map<string, { redirect: Redirect; where: string }>();
  site.redirects.forEach((redirect, index) => {
    const where = `${site.redirectsFile}, Redirects › ${redirect.from || `redirect ${index + 1}`}`;
    const live = livePage(redirect.from);
    const former = formerOf.get(redirect.from);
    if (live) {
      problems.push(
        `${where}: ${redirect.from} is the address of ${whose(live)}. Remove this redirect, or give that page another address first.`,
      );
    } else if (former) {
      problems.push(
        `${where}: ${redirect.from} is already a former address of ${whose(former)}, which it leads to. Remove one of the two.`,
      );
    } else if (listed.has(redirect.from)) {
      problems.push(`${where}: ${redirect.from} is listed twice. Keep one of the two.`);
    } else if (redirect.kind === "gone" && redirect.to) {
      problems.push(
        `${where}: a page that is gone for good goes nowhere. Empty "Goes to", or choose "Moved for good".`,
      );
    } else if (redirect.kind !== "gone" && !redirect.to) {
      problems.push(`${where}: "Goes to" is empty. Give the page it leads to, or choose "Gone for good".`);
    } else {
      listed.set(redirect.from, { redirect, where });
    }
  });

  /** The page a site path leads to in the end, one hop for the visitor; a loop or a dead end is a problem. */
  const destination = (from: string, target: string, where: string): string | undefined => {
    const seen = target === from ? [from] : [from, target];
    let path = target;
    for (;;) {
      if (path.startsWith("https://") || livePage(path)) return path;
      const former = formerOf.get(path);
      if (former) return former.address;
      const next = listed.get(path)?.redirect;
      if (!next || next.kind === "gone") {
        problems.push(
          `${where}: ${target} is not a page of this site${next ? " (it is gone for good)" : ""}. Use the address of a page, such as /services, or one starting with https://.`,
        );
        return undefined;
      }
      if (seen.includes(next.to)) {
        problems.push(
          `${where}: ${[...seen, next.to].join(" → ")} is a loop, so no page is ever reached. Send one of them to a page.`,
        );
        return undefined;
      }
      seen.push(next.to);
      path = next.to;
    }
  };

  const moved: MovedRule[] = [...formerOf].map(([from, owner]) => ({ from, to: owner.address, status: 301 }));
  const gone: string[] = [];
  for (const { redirect, where } of listed.values()) {
    if (redirect.kind === "gone") {
      gone.push(redirect.from);
      continue;
    }
    const to = destination(redirect.from, redirect.to, where);
    if (to) moved.push({ from: redirect.from, to, status: redirectStatus[redirect.kind] });
  }
  const byPath = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);
  return { moved: moved.sort(byPath), gone: gone.sort(), problems };
}
