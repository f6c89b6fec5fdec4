import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { bearerAuth } from "hono/bearer-auth";
import { some } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import type { SignInThrottle } from "./inbox/sign-in-throttle.ts";

/**
 * The owner's door into the leads on any host (leads/owner/inbox/routes.ts): the inbox at `GET /api/leads` and each
 * lead's page, the JSON and CSV, and the actions, open only with `LEADS_EXPORT_TOKEN`, sent as a bearer token or
 * as the password of HTTP Basic authentication for the user `owner` (a browser asks for it; `curl -u owner:TOKEN`).
 * Without the token, or with a wrong one, the answer is a sign-in challenge that says nothing of what is behind
 * it; when no token is set, the door does not exist: the same 404 as any unknown address.
 */
export const ownerRoutes = {
  list: "/api/leads",
  csv: "/api/leads.csv",
  sources: "/api/leads/sources",
  sourcesCsv: "/api/leads/sources.csv",
  report: "/api/leads/report",
  lead: "/api/leads/:id",
  retry: "/api/leads/retry",
  purge: "/api/leads/purge",
  resend: "/api/leads/:id/resend",
  release: "/api/leads/:id/release",
  spam: "/api/leads/:id/spam",
  setAside: "/api/leads/:id/set-aside",
} as const;

/** Shorter tokens are refused at start: the token guards every lead's personal details. */
export const MIN_TOKEN_LENGTH = 32;

/** The owner's user name for HTTP Basic authentication (`curl -u owner:TOKEN`); the token is the password. */
export const OWNER_USER = "owner";

/**
 * A request that carries the token as a bearer token: only a program sends one (`npm run leads -- --site`,
 * `curl -H "Authorization: Bearer …"`). A browser never adds it to another site's form post, as it adds a
 * remembered Basic sign-in, so such a request is no cross-site forgery.
 */
export const sentByProgram = (c: Context) => /^bearer\s/i.test(c.req.header("authorization") ?? "");

export type OwnerDoor = {
  token: string | undefined;
  notFound: (c: Context) => Response | Promise<Response>;
  /** The answer to a missing or wrong token, and to a wrong one from an address paused for too many (both 401). */
  challenge: (c: Context) => Response | Promise<Response>;
  tooMany: (c: Context, minutes: number) => Response | Promise<Response>;
  throttle: SignInThrottle;
  /** The client's address block, as the rate limit counts clients; undefined when the host cannot tell it. */
  client: (c: Context) => string | undefined;
};

/**
 * Hono's own checks (constant-time comparison), then the throttle of wrong tokens: the right token always gets in;
 * a wrong one from an address that sent too many is refused with when to try again (inbox/sign-in-throttle.ts).
 */
export function ownerOnly({ token, notFound, challenge, tooMany, throttle, client }: OwnerDoor): MiddlewareHandler {
  if (!token) return async (c) => notFound(c);
  const tokenCheck = some(bearerAuth({ token }), basicAuth({ username: OWNER_USER, password: token }));
  return async (c, next) => {
    try {
      await tokenCheck(c, next);
      return undefined;
    } catch (error) {
      if (!(error instanceof HTTPException) || error.status >= 500) throw error;
      const address = client(c);
      c.header("Cache-Control", "no-store");
      // Asked again in every case, so a browser holding a mistyped token offers its sign-in box once more.
      c.header("WWW-Authenticate", 'Basic realm="Leads", charset="UTF-8"');
      const paused = throttle.pausedFor(address);
      if (paused) {
        c.header("Retry-After", String(Math.ceil(paused / 1000)));
        return tooMany(c, Math.ceil(paused / 60_000));
      }
      // A browser's first visit sends no credentials: only a token that was sent and wrong counts.
      if (c.req.header("authorization")) throttle.failed(address);
      return challenge(c);
    }
  };
}

/**
 * Every request of the owner's that changes something (anything but GET and HEAD) comes from the inbox's own
 * pages: its Origin is this site, or the browser says it is same-origin. Whatever its content type: Hono's own
 * check looks only at the types a form can send, and a JSON post, which a browser cannot send across sites without
 * a preflight the service refuses, is checked the same way all the same. A program's bearer token is never sent by
 * a browser on its own, so its requests need no such check.
 */
export function sameSiteChanges(sameHost: (origin: string, c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || sentByProgram(c)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if ((origin && sameHost(origin, c)) || (!origin && fetchSite === "same-origin")) return next();
    throw new HTTPException(403, { message: "Forbidden" });
  };
}
