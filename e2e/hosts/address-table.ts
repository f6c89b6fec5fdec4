import { answerAddress, type AddressSite } from "../../hosting/address-rules.ts";

/**
 * One table of requests that every host must answer alike (e2e/hosts.spec.ts): the paths of every redirect, gone
 * address and former address the content holds, and a few pages, each spelled every way a link, a typo or an attacker
 * spells it. What each row must get is decided once (hosting/address-rules.ts); npm start answers it, nginx answers as
 * npm start does, and where Cloudflare's or Netlify's platform answers otherwise before the project's code runs,
 * `platformRows` below says so row by row.
 */
export type AddressRequest = { method: "GET" | "HEAD"; target: string };
export type AddressAnswer = { status: number; location: string | undefined };

const encoded = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/** Every spelling of one path (`/case-studies`) the table asks for. */
export function spellings(path: string): string[] {
  const last = path.at(-1) ?? "";
  const head = path.slice(0, -1);
  const inner = path.lastIndexOf("/");
  return [
    path,
    `${path}/`,
    `${path}.html`,
    `${path}.html/`,
    `${path}/index.html`,
    `${path}?utm_source=table&b=2`,
    `${path}/?b=2`,
    // Its last character percent-encoded (an unreserved one: the same address), upper and lower case hex.
    `${head}${encoded(last)}`,
    `${head}${encoded(last).toLowerCase()}/`,
    // An encoded reserved character: not the same address.
    `${path}%2B`,
    // Another case: another address.
    `/${(path[1] ?? "").toUpperCase()}${path.slice(2)}`,
    // Empty and dot segments, backslashes and encoded slashes: what an open redirect is made of.
    `/${path}`,
    inner > 0 ? `${path.slice(0, inner)}/${path.slice(inner)}` : `${path}//`,
    `${path}/.`,
    `${path}/..`,
    `/.${path}`,
    `/%2E${path}`,
    `/\\${path.slice(1)}`,
    `/%5C${path.slice(1)}`,
    `${path}%2F`,
    // A query carrying a raw byte above 0x7F (é, as Latin-1 and as UTF-8), which no browser sends unencoded.
    `${path}?q=\u00e9`,
    `${path}?q=\u00c3\u00a9`,
  ];
}

/** The table: each spelling of each path, asked with GET and with HEAD. */
export function addressRequests(paths: readonly string[]): AddressRequest[] {
  const targets = [...new Set(paths.flatMap(spellings))];
  return targets.flatMap((target) => (["GET", "HEAD"] as const).map((method) => ({ method, target })));
}

/**
 * What the decision says a row must get: a status, and a `Location` for a redirect. Where it serves the address
 * as it is, the host answers 200 for a page or file and 404 otherwise, so any of the two is the decision's.
 */
export function decided(target: string, site: AddressSite): { statuses: number[]; location?: string } {
  const answer = answerAddress(target, site);
  if (answer.kind === "moved") return { statuses: [answer.status], location: answer.location };
  if (answer.kind === "serve") return { statuses: [200, 404] };
  return { statuses: [answer.status] };
}

/**
 * What a platform answers a row instead of npm start's answer: as the same host answers another target (asked of
 * it), a status of its own (and where it leads), or "served": the file its lookup finds (200) or its 404, moving
 * nothing.
 */
export type PlatformAnswer = { as: string } | { status: number; location?: string } | "served";

/** Rows a platform answers otherwise than npm start, before any of the project's code runs, and why. */
export type PlatformRow = {
  host: string;
  why: string;
  /** What the platform may answer this request (none: not one of these rows). */
  answers: (request: AddressRequest, site: AddressSite) => PlatformAnswer[];
};

const pathOf = (target: string) => target.replace(/\?.*$/, "");
/** The target as a URL parser reads it against an origin: dot segments resolved, `//x` and `/\x` another host. */
const asParsed = (target: string) => {
  const url = new URL(target, "http://origin.invalid");
  return `${url.pathname}${url.search}`;
};
const hasDotSegment = (target: string) => /\/(\.|%2e){1,2}(\/|$)/i.test(pathOf(target));
/** Bytes above 0x7F (as the table sends each character, one byte) percent-encoded, as a URL parser does. */
const rawBytesEncoded = (target: string) =>
  target.replace(/[\x80-\xff]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
/** An address npm start moves to another spelling of itself (a trailing slash, an encoded letter, `.html`). */
const respelled = (target: string, site: AddressSite) =>
  answerAddress(target, { isPage: site.isPage, moved: new Map(), gone: new Set() }).kind === "moved";
/** The page Cloudflare's asset layer finds under an address: decoded, `\` and `//` as `/`, `.html` dropped. */
function assetLayerPage(target: string, site: AddressSite): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathOf(target));
  } catch {
    return undefined;
  }
  path = path
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/")
    .replace(/(\/index)?\.html$/, "");
  if (path.length > 1) path = path.replace(/\/$/, "");
  return site.isPage(path || "/") ? path || "/" : undefined;
}

/**
 * Where Cloudflare's and Netlify's platforms decide an answer the project cannot change. Each still never leads
 * to another site, never answers 5xx, and never takes more than one hop (e2e/hosts.spec.ts checks it on every row).
 * docs/deployment.md lists the same.
 */
export const platformRows: PlatformRow[] = [
  {
    host: "wrangler dev",
    why: "the Workers runtime resolves dot segments before the asset layer or the Worker sees the request",
    answers: ({ target }) => (hasDotSegment(target) ? [{ as: asParsed(target) }] : []),
  },
  {
    host: "wrangler dev",
    why: "the Workers runtime percent-encodes a raw byte of the query before the Worker sees the request",
    answers: ({ target }) => (/[\x80-\xff]/.test(target) ? [{ as: rawBytesEncoded(target) }] : []),
  },
  {
    host: "wrangler dev",
    why:
      "the asset layer finds a page under a spelling of its own (`//`, `\\`, `%2F`, an encoded letter, " +
      "`/index.html`) and moves it there with a temporary 307 before the Worker runs",
    answers: ({ target }, site) => {
      const page = assetLayerPage(target, site);
      const search = target.slice(pathOf(target).length);
      return page && page !== pathOf(target) ? [{ status: 307, location: `${page}${search}` }] : [];
    },
  },
  {
    host: "netlify dev",
    why: "netlify dev reads the request target as a URL: dot segments resolved, `//x` and `/\\x` as the root of a host x",
    answers: ({ target }) =>
      !/[\x80-\xff]/.test(target) && asParsed(target) !== target ? [{ as: asParsed(target) }] : [],
  },
  {
    host: "netlify dev",
    why: "Netlify refuses an encoded backslash with 403",
    answers: ({ target }) => (/%5c/i.test(pathOf(target)) ? [{ status: 403 }] : []),
  },
  {
    host: "netlify dev",
    why:
      "Netlify serves what its file lookup finds (or its 404) where npm start moves an address to its clean " +
      "spelling (a trailing slash, an encoded letter, `/index.html`) or refuses an empty segment; a page's canonical " +
      "link names its one address",
    answers: ({ target }, site) => (respelled(target, site) || /.\/\/[^?]*/.test(pathOf(target)) ? ["served"] : []),
  },
  {
    host: "netlify dev",
    why: "Netlify decodes an encoded slash: the address is the one with a `/` there, or no file",
    answers: ({ target }) => (/%2f/i.test(pathOf(target)) ? [{ as: target.replace(/%2f/gi, "/") }, "served"] : []),
  },
];

/** Where a `Location` leads, as a browser reads it on `origin`. */
export const leadsTo = (location: string, origin: string) => new URL(location, origin);
