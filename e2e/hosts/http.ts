import { request } from "node:http";
import { connect } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * One request exactly as written: no redirect following, no decompression, no added Accept-Encoding,
 * so a test sees what a host really sends. Header names come back lower-case, repeated ones joined.
 */
export function rawFetch(
  origin: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = request(
      { host: url.hostname, port: url.port, path, method, headers: { connection: "close", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const collected: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) collected[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ status: res.statusCode ?? 0, headers: collected, body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${origin}${path} timed out`)));
    req.end();
  });
}

/**
 * A post made straight to a host, as a bot or a script would, from `from` (a loopback address of its own: the
 * host tells its visitors apart by it) or from 127.0.0.1.
 */
export function post(
  origin: string,
  fields: Record<string, string>,
  {
    headers = {},
    from,
    path = "/api/contact",
    onSent,
  }: { headers?: Record<string, string>; from?: string; path?: string; onSent?: () => void } = {},
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const body = typeof fields["__raw"] === "string" ? fields["__raw"] : new URLSearchParams(fields).toString();
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: headers["x-method"] ?? "POST",
        localAddress: from,
        family: 4,
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          ...Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "x-method")),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const collected = Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(", ") : (value ?? ""),
            ]),
          );
          resolve({ status: res.statusCode ?? 0, headers: collected, text: Buffer.concat(chunks).toString() });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on("error", reject);
    if (onSent) req.on("finish", onSent);
    if (headers["x-method"] === "GET") req.end();
    else req.end(body);
  });
}

/**
 * One request with its target sent byte for byte, as an attacker's client sends it (a backslash, a raw byte above
 * 0x7F, a tab), which Node's own client refuses to write: the status and headers the host answers.
 */
export function rawRequest(
  origin: string,
  target: string,
  { method = "GET" }: { method?: string } = {},
): Promise<{ status: number; headers: Record<string, string> }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => {
      socket.write(
        Buffer.concat([
          Buffer.from(`${method} `),
          Buffer.from(target, "latin1"),
          Buffer.from(` HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`),
        ]),
      );
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${method} ${target} timed out`)));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The head is all that is read: a body (or its absence, for HEAD) says nothing more here.
      if (Buffer.concat(chunks).includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [statusLine = "", ...lines] = text.slice(0, text.indexOf("\r\n\r\n")).split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (!status) {
        reject(new Error(`${method} ${JSON.stringify(target)}: no HTTP answer (${JSON.stringify(statusLine)})`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers });
    });
    socket.on("error", reject);
  });
}
