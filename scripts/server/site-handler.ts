import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { lookup } from "mrmime";
import sirv from "sirv";
import { headersFor, parseHeadersFile, parseRedirectsFile, REVALIDATE } from "../../src/lib/host-rules.ts";
import { parseRequestTarget } from "./request-target.ts";

const ALLOWED_METHODS = "GET, HEAD";

type Variants = { identity: Buffer; br?: Buffer; gzip?: Buffer };

function readVariants(file: string): Variants {
  const optional = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
  const variants: Variants = { identity: readFileSync(file) };
  const br = optional(`${file}.br`);
  const gzip = optional(`${file}.gz`);
  if (br) variants.br = br;
  if (gzip) variants.gzip = gzip;
  return variants;
}

/** Files of the build that are not pages: host config, compressed twins, the not-found pages themselves. */
const hidden = /^\/_(headers|redirects)$|\.(br|gz)$|(^|\/)404(\.html)?$/;

/**
 * A request handler for a production build in `dist`, answering as the static hosts do: the headers and
 * redirects come from the `_headers` and `_redirects` files the build wrote; files, ETags, 304s and the
 * choice of precompressed twin are sirv's job.
 */
export function createSiteHandler(dist: string) {
  const headerRules = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
  const redirectRules = parseRedirectsFile(readFileSync(join(dist, "_redirects"), "utf8"));
  const moved = new Map(redirectRules.filter((r) => r.status === 301).map((r) => [r.from, r.to]));
  const sectionNotFound = redirectRules
    .filter((r) => r.status === 404)
    .map((r) => ({ prefix: r.from.replace(/\*$/, ""), page: readVariants(join(dist, `${r.to}.html`)) }));
  const siteNotFound = readVariants(join(dist, "404.html"));

  const files = sirv(dist, {
    etag: true,
    extensions: ["html"],
    brotli: true,
    gzip: true,
    dotfiles: false,
    // sirv labels only HTML as UTF-8; say so for every text type (CSS, JavaScript, feeds, robots.txt).
    setHeaders(res, path) {
      const type = lookup(path);
      if (type?.startsWith("text/") && type !== "text/html") res.setHeader("Content-Type", `${type};charset=utf-8`);
    },
  });

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const page = sectionNotFound.find((s) => pathname.startsWith(s.prefix))?.page ?? siteNotFound;
    const accepts = req.headers["accept-encoding"] ?? "";
    const [encoding, body] =
      page.br && /\bbr\b/.test(accepts)
        ? ["br", page.br]
        : page.gzip && /\bgzip\b/.test(accepts)
          ? ["gzip", page.gzip]
          : [undefined, page.identity];
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html;charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
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
    if (pathname.length > 1 && pathname.endsWith("/")) {
      sendStatus(res, 301, { Location: pathname.replace(/\/+$/, "") + target.search });
      return;
    }
    const movedTo = moved.get(pathname);
    if (movedTo) {
      sendStatus(res, 301, { Location: movedTo });
      return;
    }
    if (hidden.test(pathname)) {
      sendNotFound(req, res, pathname);
      return;
    }
    files(req, res, () => {
      sendNotFound(req, res, pathname);
    });
  };
}
