import net from "node:net";
import { syncBuiltinESMExports } from "node:module";

/**
 * Loaded into `netlify dev` (NODE_OPTIONS, e2e/hosts/servers.ts): its local Netlify Database writes each reply
 * of Postgres' protocol as several small packets, and Nagle's algorithm holds the next until the client's
 * delayed acknowledgment, about 40 ms, on every statement. With the servers it makes sending at once (as Node's own
 * HTTP server does), a post there takes 0.26 s rather than 0.41. Nothing else of netlify dev changes.
 */
const createServer = net.createServer.bind(net) as (...args: unknown[]) => net.Server;
net.createServer = (options?: unknown, listener?: unknown) =>
  typeof options === "object" && options !== null
    ? createServer({ noDelay: true, ...options }, listener)
    : createServer({ noDelay: true }, options);
syncBuiltinESMExports();
