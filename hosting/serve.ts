/**
 * `npm start` / `npm run serve`: the production build served as a CDN would serve it (see
 * hosting/server/site-handler.ts), the lead service on `/api/*` (see leads/), one log line per request
 * and a graceful stop on SIGTERM.
 */
import { createServer, STATUS_CODES } from "node:http";
import { fileURLToPath } from "node:url";
import { nodeLeadService } from "../leads/node/service.ts";
import { createSiteHandler } from "./server/site-handler.ts";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const host = process.env["HOST"] ?? "localhost";
const port = Number(process.env["PORT"] ?? 4321);
const handle = createSiteHandler(dist);

const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
const leads = nodeLeadService({ dist, env: process.env, log });
if (!leads) log("This build posts its forms straight to the form service (LEADS=off): no lead service.");

const server = createServer((req, res) => {
  const started = performance.now();
  res.on("finish", () => {
    const ms = (performance.now() - started).toFixed(1);
    const bytes = String(res.getHeader("Content-Length") ?? "-");
    const encoding = String(res.getHeader("Content-Encoding") ?? "-");
    log(`${req.method} ${req.url} ${res.statusCode} ${bytes} ${encoding} ${ms}ms`);
  });
  if (leads && req.url?.startsWith("/api/")) void leads.handle(req, res);
  else handle(req, res);
});

// Requests Node's parser refuses (headers over 16 KB, malformed request lines, unknown methods)
// get a plain 4xx and the connection is closed; nothing reaches the handler.
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  if (socket.writable) {
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  } else socket.destroy();
  log(`- (refused: ${error.code ?? error.message}) ${status}`);
});

// CONNECT asks the server to open a tunnel; a static site never does.
server.on("connect", (req, socket) => {
  socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  log(`${req.method} ${req.url} 405`);
});

server.listen(port, host, () => log(`Serving dist/ at http://${host}:${port}`));

function stop(signal: string) {
  log(`${signal}: finishing open requests and forwards, then stopping`);
  server.close(() => {
    void (leads?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  // Keep-alive clients that never go idle get ten seconds.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => {
  stop("SIGTERM");
});
process.on("SIGINT", () => {
  stop("SIGINT");
});
