import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import {
  GONE_PAGE,
  headersFor,
  HOST_FILES,
  isRedirect,
  NOT_FOUND_CACHE,
  parseHeadersFile,
  PRIVATE_FOLDERS,
  parseRedirectsFile,
  REVALIDATE,
} from "../rules.ts";
import { chooseEncoding, isNotModified, type Encoding } from "./negotiation.ts";
import { parseRequestTarget } from "./request-target.ts";
import { loadStaticFiles, type StaticFile } from "./static-files.ts";

const ALLOWED_METHODS = "GET, HEAD";

/** Files of the build that are not pages: host config, server data, compressed twins, the not-found pages. */
const hidden = (path: string) =>
  HOST_FILES.includes(path) ||
  PRIVATE_FOLDERS.some((folder) => path.startsWith(folder)) ||
  /\.(br|gz)$|(^|\/)404(\.html)?$/.test(path) ||
  path === `${GONE_PAGE}.html` ||
  path === GONE_PAGE;

/**
 * Where a request for `pathname` must go instead, in one hop, or undefined to serve it: a moved address
 * (with or without a trailing slash) goes to its new home; `/about/`, `/about.html` and `/index.html` go
 * to the one clean URL of their page, as Cloudflare's asset layer does.
 */
export function redirectTarget(
  pathname: string,
  { moved, isPage }: { moved: ReadonlyMap<string, Moved>; isPage: (path: string) => boolean },
): Moved | undefined {
  let clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const html = /^(.*?)(\/index)?\.html$/.exec(clean);
  if (html && !hidden(clean)) {
    const page = html[2] ? html[1] || "/" : (html[1] ?? "");
    if (isPage(page)) clean = page;
  }
  const rule = moved.get(clean) ?? { to: clean, status: 301 };
  return rule.to === pathname ? undefined : rule;
}
type Moved = { to: string; status: number };

/**
 * A request handler for a production build in `dist`, answering as the static hosts do: the headers and
 * redirects come from the `_headers` and `_redirects` files the build wrote; each file is sent in the
 * best encoding the client accepts, with ETag and Last-Modified, and 304 when the client's copy is current.
 */
export function createSiteHandler(dist: string) {
  const headerRules = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
  const redirectRules = parseRedirectsFile(readFileSync(join(dist, "_redirects"), "utf8"));
  const files = loadStaticFiles(dist);
  const moved = new Map(redirectRules.filter(isRedirect).map((r) => [r.from, r]));
  const gone = new Set(redirectRules.filter((r) => r.status === 410).map((r) => r.from));
  const page = (path: string) => files.get(path === "/" ? "/index.html" : `${path}.html`);
  const required = (path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`dist has no ${path}: build the site first`);
    return file;
  };
  const sectionNotFound = redirectRules
    .filter((r) => r.status === 404)
    .map((r) => ({ prefix: r.from.replace(/\*$/, ""), page: required(`${r.to}.html`) }));
  const siteNotFound = required("/404.html");
  const gonePage = gone.size ? required(`${GONE_PAGE}.html`) : siteNotFound;

  const send = (req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) => {
    const available = Object.keys(file.encoded) as Encoding[];
    const encoding = chooseEncoding(req.headers["accept-encoding"], available);
    const representation = encoding ? file.encoded[encoding] : undefined;
    const { body, etag } = representation ?? file.identity;
    res.setHeader("Content-Type", file.type);
    if (available.length) res.setHeader("Vary", "Accept-Encoding");
    if (status === 200) {
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", file.modified.toUTCString());
      if (isNotModified(req.headers, { etag, modified: file.modified })) {
        res.writeHead(304).end();
        return;
      }
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.writeHead(status).end(req.method === "HEAD" ? undefined : body);
  };

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    res.setHeader("Cache-Control", NOT_FOUND_CACHE);
    send(req, res, sectionNotFound.find((s) => pathname.startsWith(s.prefix))?.page ?? siteNotFound, 404);
  };

  // Redirects and refusals are never cached as if they were the file at that path.
  const sendStatus = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, { ...headers, "Cache-Control": REVALIDATE, "Content-Length": 0 }).end();
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const target = parseRequestTarget(req.url);
    const pathname = target.ok ? target.pathname : "/";
    // Every answer, errors included, carries the security headers and a cache policy.
    for (const [name, value] of Object.entries({ "Cache-Control": REVALIDATE, ...headersFor(headerRules, pathname) })) {
      res.setHeader(name, value);
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      sendStatus(res, 405, { Allow: ALLOWED_METHODS });
      return;
    }
    if (!target.ok) {
      sendStatus(res, target.status);
      return;
    }
    const redirect = redirectTarget(pathname, { moved, isPage: (path) => page(path) !== undefined });
    if (redirect) {
      sendStatus(res, redirect.status, { Location: redirect.to + target.search });
      return;
    }
    const path = decodeURIComponent(pathname);
    if (gone.has(path)) {
      send(req, res, gonePage, 410);
      return;
    }
    const file = hidden(path) ? undefined : (page(path) ?? files.get(path));
    if (file) send(req, res, file);
    else sendNotFound(req, res, path);
  };
}
