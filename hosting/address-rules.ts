/**
 * How the site answers any address a request names, decided once for every host: `npm start` and the Cloudflare
 * Worker call `answerAddress`, and nginx's server block is generated from the same rules (nginx.ts), so no host
 * re-expresses a decision in its own words. In order:
 *
 * 1. Refused (400, or 414 past 2 KB): what no browser sends for a link and no page can be at. A byte outside
 *    printable ASCII, or a `#`, anywhere; in the path, a character outside RFC 3986's, a backslash or an encoded
 *    one (`%5C`), an encoded slash (`%2F`), an encoded control character, a `%` not followed by two hex digits, an
 *    empty segment (`//`), or a dot segment (`.` or `..`, in any spelling). These are what an open redirect or a
 *    path traversal is made of, so none of them is ever answered with a redirect.
 * 2. Not found (404): a percent-encoded character other than RFC 3986's unreserved ones (`%20`, `%2B`, `%C3%A9`).
 *    Such an address is not the same as the one it decodes to (RFC 3986, 6.2.2.2), and no page of the site has
 *    a space, a `+` spelled `%2B` or a letter outside ASCII in its path.
 * 3. One hop, query kept, to where the address belongs: percent-encoded unreserved characters decoded
 *    (`/case%2Dstudies` is `/case-studies`, RFC 3986 6.2.2.2), one trailing slash dropped, a page's `.html` and
 *    `/index.html` spellings to its clean address, and then a moved address (an entry's former address, or the
 *    Redirects list) to its target. An address gone for good answers 410 in any of those spellings, without a
 *    hop. An address elsewhere gets the target's own query, then the visitor's, then the target's fragment, as the
 *    URL standard joins them.
 * 4. Otherwise the address is served as it is (a page, a file, or the not-found page).
 *
 * Every `Location` is either a path of this site (one `/` and then a character that is neither `/` nor `\`: a
 * browser never reads it as another origin) or an editor's own target from the Redirects list.
 */

/** Longer request targets are refused with 414; no page of the site comes close. */
export const MAX_TARGET_LENGTH = 2048;

/**
 * Patterns over the request target as it arrived (path and query, undecoded), each written so that JavaScript's
 * RegExp and nginx's PCRE read it alike: punctuation as `\xHH`, so no quote, `$`, `{` or `;` reaches nginx's parser.
 */
export const refusedTargets: readonly { why: string; pattern: string }[] = [
  { why: "a byte outside printable ASCII, or a fragment", pattern: "[^\\x21-\\x7e]|\\x23" },
  {
    why: "a character outside RFC 3986's in the path",
    pattern:
      "^[^\\x3f]*[^A-Za-z0-9\\x2d\\x2e\\x5f\\x7e\\x21\\x24\\x26\\x27\\x28\\x29\\x2a\\x2b\\x2c\\x3b\\x3d\\x3a\\x40\\x2f\\x25\\x3f]",
  },
  {
    why: "a backslash, an encoded slash or an encoded control character",
    pattern: "^[^\\x3f]*\\x25(5[cC]|2[fF]|[01][0-9a-fA-F]|7[fF])",
  },
  { why: "a % not followed by two hex digits", pattern: "^[^\\x3f]*\\x25(?![0-9a-fA-F]{2})" },
  { why: "an empty segment", pattern: "^[^\\x3f]*\\x2f\\x2f" },
  { why: "a dot segment", pattern: "^[^\\x3f]*\\x2f(\\x2e|\\x252[eE]){1,2}(\\x2f|\\x3f|$)" },
];

/** A percent-encoded character that is not one of RFC 3986's unreserved (A-Z a-z 0-9 - . _ ~): never a page. */
export const foreignEncoding =
  "^[^\\x3f]*\\x25(?!(2[dDeE]|3[0-9]|4[1-9a-fA-F]|5[0-9aA]|5[fF]|6[1-9a-fA-F]|7[0-9aA]|7[eE]))";

const refusals = refusedTargets.map(({ pattern }) => new RegExp(pattern));
const foreign = new RegExp(foreignEncoding);

/** Where a moved address goes, and how (`to` a path of the site, or an address elsewhere). */
export type Moved = { to: string; status: 301 | 302 };

export type AddressSite = {
  /** Whether a clean path (`/about`) is a page of the build. */
  isPage: (path: string) => boolean;
  moved: ReadonlyMap<string, Moved>;
  /** Addresses the Redirects list says are gone for good. */
  gone: ReadonlySet<string>;
};

export type AddressAnswer =
  | { kind: "refused"; status: 400 | 414 }
  | { kind: "not found"; status: 404 }
  | { kind: "moved"; status: 301 | 302; location: string }
  | { kind: "gone"; status: 410 }
  | { kind: "serve"; status: 200; path: string };

/** Percent-encoded unreserved characters decoded; any other percent-encoding is left as it is (and upper-cased). */
const decodeUnreserved = (path: string) =>
  path.replace(/%([0-9a-fA-F]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9._~-]/.test(char) ? char : encoded.toUpperCase();
  });

/** The clean address of a page's `.html` or `/index.html` spelling, if that page exists. */
export function pageOfSpelling(path: string, isPage: (path: string) => boolean): string | undefined {
  const html = /^(.*?)(\/index)?\.html$/.exec(path);
  if (!html) return undefined;
  const page = html[2] ? html[1] || "/" : (html[1] ?? "");
  return page && isPage(page) ? page : undefined;
}

/** A redirect's target in its three parts, as written: `https://a.example/x`, `?a=1`, `#top` (each maybe empty). */
export function targetParts(to: string): { base: string; query: string; fragment: string } {
  const hashAt = to.indexOf("#");
  const fragment = hashAt < 0 ? "" : to.slice(hashAt);
  const rest = hashAt < 0 ? to : to.slice(0, hashAt);
  const queryAt = rest.indexOf("?");
  return queryAt < 0
    ? { base: rest, query: "", fragment }
    : { base: rest.slice(0, queryAt), query: rest.slice(queryAt), fragment };
}

/**
 * The address a redirect's `Location` carries: a path of the site with the visitor's query after it, or an
 * address elsewhere with its own query first, the visitor's after it (`&`), and its fragment last, as the URL
 * standard places them. Joined as text, so nginx (`$args`, nginx.ts) and every other host write the same bytes.
 */
export function locationOf(to: string, search: string): string {
  const { base, query, fragment } = targetParts(to);
  const visitor = search.slice(1);
  const joined = query && visitor ? `${query}&${visitor}` : query || (visitor ? `?${visitor}` : "");
  return `${base}${joined}${fragment}`;
}

/** Every spelling of a page that leads to it in one hop (`/about.html`, `/about.html/`, `/about/index.html`). */
export function pageSpellings(page: string): string[] {
  const spellings = page === "/" ? ["/index.html"] : [`${page}.html`, `${page}/index.html`];
  return spellings.flatMap((spelling) => [spelling, `${spelling}/`]);
}

/** What the site answers for `target` (the request line's path and query, as sent). */
export function answerAddress(target: string, site: AddressSite): AddressAnswer {
  if (target.length > MAX_TARGET_LENGTH) return { kind: "refused", status: 414 };
  if (!target.startsWith("/") || refusals.some((refusal) => refusal.test(target)))
    return { kind: "refused", status: 400 };
  if (foreign.test(target)) return { kind: "not found", status: 404 };
  const queryAt = target.indexOf("?");
  const asked = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? "" : target.slice(queryAt);
  let path = decodeUnreserved(asked);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  path = pageOfSpelling(path, site.isPage) ?? path;
  if (site.gone.has(path)) return { kind: "gone", status: 410 };
  const moved = site.moved.get(path);
  if (moved) return { kind: "moved", status: moved.status, location: locationOf(moved.to, search) };
  return path === asked
    ? { kind: "serve", status: 200, path }
    : { kind: "moved", status: 301, location: `${path}${search}` };
}
