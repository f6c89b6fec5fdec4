import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, request, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * What the admin runs behind in production, on this machine: a TLS proxy for `localhost` with a certificate
 * made for the test (trusted through NODE_EXTRA_CA_CERTS=`certificate`), and plain HTTP answering every
 * request with a permanent redirect to the same path over HTTPS.
 */
export type TlsFront = { httpPort: number; httpsPort: number; certificate: string; stop: () => Promise<void> };

export async function startTlsFront(target: string): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), "tls-front-"));
  const [key, certificate] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  // An EC key and a one-day certificate for localhost, made offline by the machine's openssl.
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost", "-addext", "basicConstraints=critical,CA:TRUE"],
    ],
    { stdio: "ignore" },
  );
  const upstream = new URL(target);
  const https = createHttpsServer({ key: readFileSync(key), cert: readFileSync(certificate) }, (req, res) => {
    const proxied = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(proxied);
  });
  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => {
        resolve((server.address() as AddressInfo).port);
      }),
    );
  const httpsPort = await listen(https);
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url ?? "/"}` }).end();
  });
  const httpPort = await listen(http);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
  return {
    httpPort,
    httpsPort,
    certificate,
    stop: async () => {
      await Promise.all([close(https), close(http)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
