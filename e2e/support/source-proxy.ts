import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A forward proxy that opens every connection from one loopback address (127.0.0.2, 127.0.0.3, ...), so a
 * browser context behind it reaches the servers as a visitor of its own: the address each host vouches
 * for (the socket, nginx's `$remote_addr`, Cloudflare's `CF-Connecting-IP`, Netlify's `context.ip`) is
 * that one. The rate limit then tells the tests' visitors apart, as it tells real ones apart.
 */
export async function startSourceProxy(localAddress: string) {
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? "/");
    const headers = { ...req.headers };
    delete headers["proxy-connection"];
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
        localAddress,
        family: 4,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    /** For Playwright's `proxy` option; `<-loopback>` stops Chromium going around the proxy for 127.0.0.1. */
    proxy: { server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bypass: "<-loopback>" },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
