import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MAX_BODY, adminSecurityHeaders, createAdminGuard, signInRedirect } from "./guard.ts";

const publicUrl = new URL("https://admin.bighorn.test");
const inline = "console.log('boot')";
const seen: { host?: string | undefined; forwardedHost?: string | undefined; body?: string } = {};

/** Stands in for Astro's handler: answers as Keystatic does on the paths the guard treats specially. */
function keystatic(req: IncomingMessage, res: ServerResponse) {
  seen.host = req.headers.host;
  seen.forwardedHost = req.headers["x-forwarded-host"] as string | undefined;
  const path = (req.url ?? "/").split("?")[0];
  if (path === "/api/keystatic/github/login") {
    const redirect = `http://${req.headers.host}/api/keystatic/github/oauth/callback`;
    res.writeHead(307, {
      Location: `https://github.com/login/oauth/authorize?client_id=Iv1.x&redirect_uri=${encodeURIComponent(redirect)}`,
    });
    res.end();
    return;
  }
  if (path === "/api/keystatic/github/oauth/callback") {
    res.setHeader("Set-Cookie", ["ks-refresh-token=r; Path=/; Secure", "keystatic-gh-access-token=a; Path=/"]);
    res.writeHead(307, { Location: "/keystatic" });
    res.end();
    return;
  }
  if (req.method === "POST") {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.body = body;
      res.end("posted");
    });
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.write("<!doctype html><title>Keystatic</title>");
  res.end(`<script>${inline}</script>`);
}

let server: Server;
let origin: string;
let client: string;

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), "admin-guard-"));
  mkdirSync(join(client, "_astro"));
  const script = "export const admin = 1;".repeat(200);
  writeFileSync(join(client, "_astro", "admin.js"), script);
  writeFileSync(join(client, "_astro", "admin.js.br"), brotliCompressSync(script));
  writeFileSync(join(client, "_astro", "admin.js.gz"), gzipSync(script));
  server = createServer(createAdminGuard({ handler: keystatic, publicUrl, clientDir: client }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(client, { recursive: true, force: true });
});

/** A raw request, so the Host header and the method are ours to choose. */
function send(
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: string,
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the admin's security headers", () => {
  it("forbid framing and allow only the admin's own scripts, GitHub and nothing else", () => {
    const policy = adminSecurityHeaders(["'sha256-abc'"])["Content-Security-Policy"];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("connect-src 'self' https://api.github.com https://raw.githubusercontent.com");
    expect(policy).toContain("font-src 'self'");
    expect(policy).not.toContain("fonts.googleapis.com");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("are on an HTML page, with the hash of each inline script it carries", async () => {
    const page = await send("GET", "/keystatic");
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(page.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers["content-length"]).toBe(String(page.body.length));
    expect(page.body.toString()).toContain(inline);
  });
});

describe("methods and bodies", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s: 405 with Allow, no stack trace", async (method) => {
    const answer = await send(method, "/keystatic");
    expect(answer.status).toBe(405);
    expect(answer.headers["allow"]).toBe("GET, HEAD, POST");
    expect(answer.body.toString()).toBe("Method Not Allowed");
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("refuses a POST over 16 KB by its length, before reading it", async () => {
    const answer = await send(
      "POST",
      "/keystatic",
      { "Content-Length": ADMIN_MAX_BODY + 1 },
      "x".repeat(ADMIN_MAX_BODY + 1),
    );
    expect(answer.status).toBe(413);
  });

  it("asks for a length when a POST gives none", async () => {
    const answer = await send("POST", "/keystatic", { "Transfer-Encoding": "chunked" }, "token=1");
    expect(answer.status).toBe(411);
  });

  it("passes a small POST on", async () => {
    const answer = await send("POST", "/api/keystatic/github/refresh-token", {}, "token=1");
    expect(answer.status).toBe(200);
    expect(seen.body).toBe("token=1");
  });
});

describe("the public address and the sign-in state", () => {
  it("replaces a forged Host, so the callback GitHub is told is always the admin's own", async () => {
    const login = await send("GET", "/api/keystatic/github/login", {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
    });
    expect(seen).toMatchObject({ host: "admin.bighorn.test", forwardedHost: undefined });
    expect(login.status).toBe(307);
    const target = new URL(login.headers.location ?? "");
    expect(target.searchParams.get("redirect_uri")).toBe(
      "https://admin.bighorn.test/api/keystatic/github/oauth/callback",
    );
    const state = target.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(login.headers["set-cookie"]).toEqual([
      `admin-oauth-state=${state}; Max-Age=600; Path=/api/keystatic/github; HttpOnly; Secure; SameSite=Lax`,
    ]);
  });

  it("keeps Keystatic's own state when it made one", () => {
    const made = signInRedirect(
      "https://github.com/login/oauth/authorize?client_id=x&state=from-keystatic",
      publicUrl.origin,
    );
    expect(made.state).toBe("from-keystatic");
    expect(new URL(made.location).searchParams.get("state")).toBe("from-keystatic");
  });

  it.each([
    ["no state", "/api/keystatic/github/oauth/callback?code=c", "admin-oauth-state=abc"],
    ["no cookie", "/api/keystatic/github/oauth/callback?code=c&state=abc", ""],
    ["another state", "/api/keystatic/github/oauth/callback?code=c&state=abd", "admin-oauth-state=abc"],
  ])("a callback with %s is refused with 400, and no token is set", async (_, path, cookie) => {
    const answer = await send("GET", path, cookie ? { Cookie: cookie } : {});
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).toContain("This sign-in could not be verified");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("a callback with the state it was given signs in, clears the state and keeps ks- cookies from scripts", async () => {
    const answer = await send("GET", "/api/keystatic/github/oauth/callback?code=c&state=abc", {
      Cookie: "admin-oauth-state=abc",
    });
    expect(answer.status).toBe(307);
    expect(answer.headers["set-cookie"]).toEqual([
      "ks-refresh-token=r; Path=/; Secure; HttpOnly",
      "keystatic-gh-access-token=a; Path=/",
      "admin-oauth-state=; Max-Age=0; Path=/api/keystatic/github; HttpOnly; Secure; SameSite=Lax",
    ]);
  });
});

describe("the admin's scripts", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["", undefined],
  ])("Accept-Encoding %j: sent as %s, cached for good", async (accept, encoding) => {
    const answer = await send("GET", "/_astro/admin.js", accept ? { "Accept-Encoding": accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.headers["cache-control"]).toContain("immutable");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
