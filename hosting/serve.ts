/**
 * `npm start` / `npm run serve`: the production build served as a CDN would serve it, with the lead service
 * on `/api/*` (see server/site-server.ts), on `HOST`:`PORT`, and a graceful stop on SIGTERM.
 */
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./server/site-server.ts";
import { serverSettings } from "./settings.ts";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const { host, port } = serverSettings(process.env);

const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
const { server, stopLeads } = createSiteServer({ dist, env: process.env, log });

// PORT=0 takes a port the system hands out; the line says which (the tests read it).
server.listen(port, host, () => {
  log(`Serving dist/ at http://${host}:${(server.address() as AddressInfo).port}`);
});

function stop(signal: string) {
  log(`${signal}: finishing open requests and forwards, then stopping`);
  server.close(() => {
    void stopLeads().finally(() => process.exit(0));
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
