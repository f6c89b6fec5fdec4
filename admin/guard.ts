import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { IMMUTABLE, inlineScriptHashes } from "../hosting/rules.ts";
import { securityHeaders } from "../security/headers.ts";
import { chooseEncoding, type Encoding } from "../hosting/server/negotiation.ts";
import { loadStaticFiles, type StaticFile } from "../hosting/server/static-files.ts";

/**
 * What stands in front of the Keystatic admin (`npm run start:admin`), so the path that writes to the
 * repository has the public site's discipline:
 * - every answer carries a Content-Security-Policy that allows the admin's own files, its inline scripts
 *   (by hash, per page), GitHub's API and avatars, and nothing else, with framing forbidden;
 * - only GET, HEAD and POST are answered (405 otherwise, without a stack trace), and a POST body over
 *   16 KB is refused (the admin posts only sign-in tokens here; saves go from the browser to GitHub);
 * - the request's Host is replaced by the configured public address, and the GitHub sign-in redirect names
 *   that address for its callback, so a forged Host can never choose where GitHub sends the code;
 * - sign-in carries an OAuth `state`, kept in an HttpOnly cookie and checked on the callback;
 * - the admin's own files are served from memory, compressed (the build writes .br/.gz twins).
 */

export const ADMIN_METHODS = "GET, HEAD, POST";
/** What a POST to the admin server may carry: sign-in and token refreshes are a few hundred bytes. */
export const ADMIN_MAX_BODY = 16 * 1024;
const STATE_COOKIE = "admin-oauth-state";
const LOGIN = "/api/keystatic/github/login";
const CALLBACK = "/api/keystatic/github/oauth/callback";

/** Headers for every answer (security/headers.ts); HTML answers add their inline scripts' hashes. */
export function adminSecurityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return securityHeaders({
    policy: {
      "default-src": ["'none'"],
      "script-src": ["'self'", ...scriptHashes],
      // Keystatic's interface writes its styles at run time.
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": [
        "'self'",
        "data:",
        "blob:",
        "https://avatars.githubusercontent.com",
        "https://raw.githubusercontent.com",
      ],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "https://api.github.com", "https://raw.githubusercontent.com"],
      "form-action": ["'self'"],
    },
    referrer: "no-referrer",
    sameOriginResources: true,
  });
}

/**
 * GitHub's authorize URL as Keystatic made it, with the callback on the public address and `state` set
 * (Keystatic's own when it made one, to find the page to return to). Returns the URL and the state.
 */
export function signInRedirect(location: string, publicOrigin: string): { location: string; state: string } {
  const url = new URL(location);
  url.searchParams.set("redirect_uri", `${publicOrigin}${CALLBACK}`);
  const state = url.searchParams.get("state") ?? randomBytes(16).toString("hex");
  url.searchParams.set("state", state);
  return { location: url.toString(), state };
}

/** A cookie of the request, read by Hono's cookie helper (decoded as it writes them). */
function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const request = new Request("http://admin.invalid/", { headers: { cookie: req.headers.cookie ?? "" } });
  return getCookie(new Context(request), name);
}

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest()];
  return timingSafeEqual(x, y);
}

const secureCookie = (name: string, value: string, maxAge: number) =>
  generateCookie(name, value, { path: "/api/keystatic/github", maxAge, httpOnly: true, secure: true, sameSite: "Lax" });

function refuse(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    ...adminSecurityHeaders(),
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(text);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The admin's own files (its scripts, styles and fonts), with the build's compressed twins: Astro's middleware
 * mode serves none of them. Hashed files are kept for a year; the others are checked on every use.
 */
function clientFile(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? "").split("?")[0] ?? "";
  const file = req.method === "POST" ? undefined : files.get(path);
  if (!file) return false;
  const encoding = chooseEncoding(req.headers["accept-encoding"], Object.keys(file.encoded) as Encoding[]);
  const body = (encoding ? file.encoded[encoding] : undefined)?.body ?? file.identity.body;
  res.writeHead(200, {
    ...adminSecurityHeaders(),
    "Content-Type": file.type,
    "Cache-Control": path.startsWith("/_astro/") ? IMMUTABLE : "no-cache",
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/**
 * Holds an HTML answer until it is complete, so its Content-Security-Policy can name exactly the inline
 * scripts it carries. Other answers pass as they are written, with the security headers added.
 */
function withSecurityHeaders(res: ServerResponse, rewrite: (headers: OutgoingHttpHeaders) => void) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let held: { status: number; headers: OutgoingHttpHeaders } | undefined;
  const chunks: Buffer[] = [];
  const merge = (headers: OutgoingHttpHeaders, scriptHashes: string[]) => {
    const merged: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) merged[name.toLowerCase()] = value;
    for (const [name, value] of Object.entries(adminSecurityHeaders(scriptHashes))) merged[name.toLowerCase()] = value;
    rewrite(merged);
    return merged;
  };
  res.writeHead = (status: number, ...rest: unknown[]) => {
    decided = true;
    const last = rest.at(-1);
    const headers = (typeof last === "object" && last !== null ? last : {}) as OutgoingHttpHeaders;
    const all: OutgoingHttpHeaders = { ...res.getHeaders(), ...headers };
    const type = Object.entries(all).find(([name]) => name.toLowerCase() === "content-type")?.[1];

    if (typeof type === "string" && type.startsWith("text/html")) {
      held = { status, headers: all };
      return res;
    }
    return writeHead(status, merge(all, []));
  };
  // A body written before any writeHead (headers set one by one) decides first whether it is held.
  let decided = false;
  const decide = () => {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (!held) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    chunks.push(Buffer.from(chunk as string | Uint8Array));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide();
    if (!held) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    if (chunk !== undefined && typeof chunk !== "function") chunks.push(Buffer.from(chunk as string | Uint8Array));
    const body = Buffer.concat(chunks);
    const headers = merge(held.headers, inlineScriptHashes(body.toString("utf8")));
    delete headers["transfer-encoding"];
    headers["content-length"] = body.length;
    writeHead(held.status, headers);
    return end(body);
  }) as typeof res.end;
}

export function createAdminGuard({
  handler,
  publicUrl,
  clientDir,
}: {
  handler: Handler;
  publicUrl: URL;
  clientDir: string;
}): Handler {
  const files = loadStaticFiles(clientDir);
  return (req, res) => {
    const method = req.method ?? "GET";
    if (!ADMIN_METHODS.split(", ").includes(method)) {
      refuse(res, 405, "Method Not Allowed", { Allow: ADMIN_METHODS });
      return;
    }
    if (method === "POST") {
      const length = Number(req.headers["content-length"] ?? (req.headers["transfer-encoding"] ? Number.NaN : 0));
      if (!Number.isFinite(length)) {
        refuse(res, 411, "Length Required");
        return;
      }
      if (length > ADMIN_MAX_BODY) {
        refuse(res, 413, "Payload Too Large", { Connection: "close" });
        return;
      }
    }
    // Everything the admin builds from the request's address uses the configured one.
    req.headers.host = publicUrl.host;
    delete req.headers["x-forwarded-host"];

    if (clientFile(files, req, res)) return;

    const path = (req.url ?? "/").split("?")[0];
    let rewrite: (headers: OutgoingHttpHeaders) => void = () => undefined;
    if (path === CALLBACK) {
      const given = new URL(req.url ?? "/", publicUrl).searchParams.get("state");
      const kept = cookieValue(req, STATE_COOKIE);
      if (!given || !kept || !sameSecret(given, kept)) {
        refuse(
          res,
          400,
          "This sign-in could not be verified: it did not start from this admin. Open /keystatic and sign in again.",
        );
        return;
      }
      rewrite = (headers) => {
        appendCookie(headers, secureCookie(STATE_COOKIE, "", 0));
      };
    } else if (path === LOGIN) {
      rewrite = (headers) => {
        const location = headers["location"];
        if (typeof location !== "string" || !location.startsWith("https://github.com/login/oauth/authorize")) return;
        const signIn = signInRedirect(location, publicUrl.origin);
        headers["location"] = signIn.location;
        appendCookie(headers, secureCookie(STATE_COOKIE, signIn.state, 600));
      };
    }
    // Keystatic's own short-lived cookies (`ks-…`) are never read by the page: keep them from its scripts.
    const baseRewrite = rewrite;
    withSecurityHeaders(res, (headers) => {
      baseRewrite(headers);
      const cookies = headers["set-cookie"];
      if (Array.isArray(cookies)) {
        headers["set-cookie"] = cookies.map((cookie) =>
          cookie.startsWith("ks-") && !/;\s*HttpOnly/i.test(cookie) ? `${cookie}; HttpOnly` : cookie,
        );
      }
    });
    void handler(req, res);
  };
}

function appendCookie(headers: OutgoingHttpHeaders, cookie: string) {
  const existing = headers["set-cookie"];
  headers["set-cookie"] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), cookie];
}
