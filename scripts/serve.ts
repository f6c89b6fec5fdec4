/**
 * Serves the production build the way a static host does: `/services` answers
 * with services.html (no redirect), unknown paths get 404.html with status 404.
 * File serving, ETags and conditional requests are sirv's job.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { redirects } from "../src/config/redirects.ts";

const root = fileURLToPath(new URL("../dist", import.meta.url));
const host = process.env["HOST"] ?? "localhost";
const port = Number(process.env["PORT"] ?? 4321);
const notFoundPage = readFileSync(`${root}/404.html`);
// Sections with a not-found page of their own ("Industry data not found.").
const sectionNotFoundPages = new Map([["/industries/", readFileSync(`${root}/industries/404.html`)]]);

function notFoundFor(pathname: string): Buffer {
  for (const [prefix, page] of sectionNotFoundPages) if (pathname.startsWith(prefix)) return page;
  return notFoundPage;
}

const serveBuild = sirv(root, {
  etag: true,
  // The build writes .br and .gz twins of text files; sirv picks one by Accept-Encoding and sets Vary.
  brotli: true,
  gzip: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    // Files under /_astro carry a content hash in their name, so they never change.
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    );
  },
});

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  const sendNotFound = () => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(notFoundFor(pathname));
  };
  const target = (redirects as Record<string, string | undefined>)[pathname];
  if (target) {
    res.writeHead(301, { Location: target, "Cache-Control": "public, max-age=3600" }).end();
    return;
  }
  // The not-found pages are files in the build, but never a page of their own.
  if (/\/404(\.html)?$/.test(pathname)) {
    sendNotFound();
    return;
  }
  serveBuild(req, res, sendNotFound);
});

server.listen(port, host, () => {
  console.log(`Serving dist/ at http://${host}:${port}`);
});

process.on("SIGTERM", () => server.close(() => process.exit(0)));
process.on("SIGINT", () => server.close(() => process.exit(0)));
