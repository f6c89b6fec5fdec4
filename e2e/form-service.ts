/**
 * A stand-in for the form-forwarding service, for browser tests only. It keeps
 * every form-encoded POST it receives and, like the real service, redirects the
 * browser to the `_next` address, rewritten to the local site under test.
 *   POST /{mailbox}   record the fields, 302 to _next
 *   GET  /__received  the recorded submissions as JSON
 */
import { createServer } from "node:http";

const port = Number(process.env["FORM_SERVICE_PORT"] ?? 4323);
const siteOrigin = process.env["SITE_ORIGIN"] ?? "http://127.0.0.1:4322";
const received: { path: string; contentType: string; fields: Record<string, string> }[] = [];
const MAX_BODY = 64 * 1024;

createServer((req, res) => {
  if (req.method === "GET" && req.url === "/__received") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
    return;
  }
  if (req.method !== "POST") {
    res.writeHead(405).end();
    return;
  }
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => {
    body += chunk;
    if (body.length > MAX_BODY) req.destroy();
  });
  req.on("end", () => {
    const fields = Object.fromEntries(new URLSearchParams(body));
    received.push({ path: req.url ?? "", contentType: req.headers["content-type"] ?? "", fields });
    const next = fields["_next"] ? new URL(fields["_next"]) : null;
    res.writeHead(302, { Location: next ? `${siteOrigin}${next.pathname}` : siteOrigin }).end();
  });
}).listen(port, "127.0.0.1");
