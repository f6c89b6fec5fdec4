import { createServer, STATUS_CODES } from "node:http";
import { nodeLeadService } from "../../leads/node/service.ts";
import { serverSettings } from "../settings.ts";
import { CONNECTION_LIMITS, limitConnectionsPerAddress, type ConnectionLimits } from "./connection-limits.ts";
import { createSiteHandler } from "./site-handler.ts";

type Env = Record<string, string | undefined>;

/** What Node's parser refuses, by its code; anything else is a 400. */
const refusalStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * `npm start`'s server over the build in `dist`, not yet listening: the site (see site-handler.ts), the
 * lead service on `/api/*` (see leads/), one log line per request, and the connection limits. `stopLeads`
 * ends the lead service's sweep once the server has closed.
 */
export function createSiteServer({
  dist,
  env,
  log,
  limits = CONNECTION_LIMITS,
}: {
  dist: string;
  env: Env;
  log: (line: string) => void;
  limits?: ConnectionLimits;
}) {
  const handle = createSiteHandler(dist);
  const settings = serverSettings(env);
  const leads = nodeLeadService({ dist, env, location: settings.leads, trusted: settings.trusted, log });
  if (!leads) log("This build posts its forms straight to the form service (LEADS=off): no lead service.");

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      const started = performance.now();
      res.on("finish", () => {
        const ms = (performance.now() - started).toFixed(1);
        const bytes = String(res.getHeader("Content-Length") ?? "-");
        const encoding = String(res.getHeader("Content-Encoding") ?? "-");
        log(`${req.method} ${req.url} ${res.statusCode} ${bytes} ${encoding} ${ms}ms`);
      });
      if (leads && req.url?.startsWith("/api/")) void leads.handle(req, res);
      else handle(req, res);
    },
  );
  limitConnectionsPerAddress(server, { max: limits.perAddress, exempt: settings.trusted, log });

  // Requests Node's parser refuses (headers over 16 KB, malformed request lines, unknown methods) get a plain
  // 4xx and nothing reaches the handler; so do requests not received in time. The socket is destroyed once
  // the answer is out, not only ended: the server keeps half-open sockets, and a client still trickling
  // would hold one.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    const status = refusalStatus[error.code ?? ""] ?? 400;
    if (socket.writable) {
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () =>
        socket.destroy(),
      );
    } else socket.destroy();
    log(`- (refused: ${error.code ?? error.message}) ${status}`);
  });

  // CONNECT asks the server to open a tunnel; a static site never does.
  server.on("connect", (req, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    log(`${req.method} ${req.url} 405`);
  });

  return { server, stopLeads: () => leads?.stop() ?? Promise.resolve() };
}
