import { request } from "node:http";

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
