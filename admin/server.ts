/**
 * `npm run start:admin`: the admin-only deployment built by `npm run build:admin`, on HOST and PORT, behind
 * the guard in admin/guard.ts (security headers, methods, body size, the public address,
 * the sign-in `state`, compressed scripts). It refuses to start without the GitHub App settings and the
 * admin's public address, instead of starting and failing on an editor's first sign-in.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { adminListen, adminPublicUrl, adminServerEnv, exitUnlessSet } from "./env.ts";
import { createAdminGuard } from "./guard.ts";

const outDir = resolve(process.argv[2] ?? "dist-admin");
const entry = resolve(outDir, "server", "entry.mjs");

exitUnlessSet(process.env, adminServerEnv, "The admin cannot start");
const publicUrl = adminPublicUrl(process.env);
if (!existsSync(entry)) {
  console.error(`The admin cannot start: ${entry} is missing. Run npm run build:admin first.`);
  process.exit(1);
}
// Production: Keystatic marks its cookies Secure only then. The build is in Astro's middleware mode
// (admin/astro.config.ts), so our server listens, not Astro's.
process.env["NODE_ENV"] = "production";
const { handler } = (await import(pathToFileURL(entry).href)) as {
  handler: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown;
};

const { host, port } = adminListen(process.env);
const server = createServer(createAdminGuard({ handler, publicUrl, clientDir: resolve(outDir, "client") }));
// CONNECT asks for a tunnel; the admin never opens one.
server.on("connect", (_req, socket) => {
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
  );
});
server.listen(port, host, () => {
  console.log(`The admin is at ${publicUrl.origin}/keystatic (listening on http://${host}:${port})`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
