/**
 * Serves the production build the way a static host does: `/services` answers
 * with services.html (no redirect), unknown paths get 404.html with status 404.
 * File serving, ETags and conditional requests are sirv's job.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

const root = fileURLToPath(new URL("../dist", import.meta.url));
const host = process.env["HOST"] ?? "localhost";
const port = Number(process.env["PORT"] ?? 4321);
const notFoundPage = readFileSync(`${root}/404.html`);

const serveBuild = sirv(root, {
  etag: true,
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
  serveBuild(req, res, () => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Serving dist/ at http://${host}:${port}`);
});

process.on("SIGTERM", () => server.close(() => process.exit(0)));
process.on("SIGINT", () => server.close(() => process.exit(0)));
