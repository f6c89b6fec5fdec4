import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { testSiteRoutes } from "../../../leads/testing/fixtures.ts";
import type { ConnectionLimits } from "../connection-limits.ts";
import { createSiteServer } from "../site-server.ts";

/** The few files `createSiteServer` reads from a build, so a unit test needs no `npm run build`. */
const distFiles = {
  _headers: "/*\n  X-Frame-Options: DENY\n",
  _redirects: "",
  "index.html": "<!doctype html><title>Home</title>",
  "404.html": "<!doctype html><title>Not found</title>",
  ...Object.fromEntries(Object.entries(testSiteRoutes).map(([route, text]) => [`.${route}`, text])),
};

/**
 * `npm start`'s server over a tiny build in a temporary folder, listening on 127.0.0.1 on a port the system
 * hands out, with leads in memory. `close` ends every connection, the server and the lead service, and
 * removes the folder.
 */
export async function startSiteServer({
  env = {},
  limits,
}: {
  env?: Record<string, string>;
  limits?: ConnectionLimits;
}) {
  const dist = mkdtempSync(join(tmpdir(), "site-server-"));
  for (const [path, text] of Object.entries(distFiles)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  const logged: string[] = [];
  const { server, stopLeads } = createSiteServer({
    dist,
    env: { LEADS_DB: ":memory:", ...env },
    log: (line) => logged.push(line),
    ...(limits ? { limits } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    logged,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await stopLeads();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
