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
import { answerAddress, type Moved } from "../address-rules.ts";
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
 * A request handler for a production build in `dist`, answering as the static hosts do: the headers and
 * redirects come from the `_headers` and `_redirects` files the build wrote; each file is sent in the
 * best encoding the client accepts, with ETag and Last-Modified, and 304 when the client's copy is current.
 */
export function createSiteHandler(dist: string) {
  const headerRules = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
  const redirectRules = parseRedirectsFile(readFileSync(join(dist, "_redirects"), "utf8"));
  const files = loadStaticFiles(dist);
  const moved = new Map(
    redirectRules.filter(isRedirect).map((r): [string, Moved] => [r.from, { to: r.to, status: r.status as 301 | 302 }]),
  );
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

  // Redirects and refused methods are never cached as if they were the file at that path.
  const sendStatus = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, { ...headers, "Cache-Control": REVALIDATE, "Content-Length": 0 }).end();
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    // What the address gets is decided where every host's is (hosting/address-rules.ts).
    const answer = answerAddress(req.url ?? "", {
      isPage: (path) => !hidden(path) && page(path) !== undefined,
      moved,
      gone,
    });
    const pathname = answer.kind === "serve" ? answer.path : "/";
    // Every answer, errors included, carries the security headers and a cache policy.
    for (const [name, value] of Object.entries({ "Cache-Control": REVALIDATE, ...headersFor(headerRules, pathname) })) {
      res.setHeader(name, value);
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      sendStatus(res, 405, { Allow: ALLOWED_METHODS });
      return;
    }
    if (answer.kind === "refused") {
      // The site's not-found page, with the refusal's status: for a bare 400 a browser shows an error of its own.
      res.setHeader("Cache-Control", NOT_FOUND_CACHE);
      send(req, res, siteNotFound, answer.status);
      return;
    }
    if (answer.kind === "moved") {
      sendStatus(res, answer.status, { Location: answer.location });
      return;
    }
    if (answer.kind === "not found") {
      sendNotFound(req, res, req.url ?? "/");
      return;
    }
    if (answer.kind === "gone") {
      send(req, res, gonePage, 410);
      return;
    }
    const path = answer.path;
    const file = hidden(path) ? undefined : (page(path) ?? files.get(path));
    if (file) send(req, res, file);
    else sendNotFound(req, res, path);
  };
}
