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
  /** The answer to a missing or wrong token (with Basic's challenge header), and to an address paused for too many. */
  challenge: (c: Context) => Response | Promise<Response>;
  tooMany: (c: Context, minutes: number) => Response | Promise<Response>;
  throttle: SignInThrottle;
  /** The client's address block, as the rate limit counts clients. */
  client: (c: Context) => string;
};

/** Hono's own checks (constant-time comparison), behind the throttle of wrong tokens. */
export function ownerOnly({ token, notFound, challenge, tooMany, throttle, client }: OwnerDoor): MiddlewareHandler {
  if (!token) return async (c) => notFound(c);
  const tokenCheck = some(bearerAuth({ token }), basicAuth({ username: OWNER_USER, password: token }));
  return async (c, next) => {
    const address = client(c);
    const paused = throttle.pausedFor(address);
    if (paused) {
      c.header("Retry-After", String(Math.ceil(paused / 1000)));
      c.header("Cache-Control", "no-store");
      return tooMany(c, Math.ceil(paused / 60_000));
    }
    try {
      await tokenCheck(c, next);
      return undefined;
    } catch (error) {
      if (error instanceof HTTPException && error.status < 500) {
        // A browser's first visit sends no credentials: only a token that was sent and wrong counts.
        if (c.req.header("authorization")) throttle.failed(address);
        c.header("WWW-Authenticate", 'Basic realm="Leads", charset="UTF-8"');
        c.header("Cache-Control", "no-store");
        return challenge(c);
      }
      throw error;
    }
  };
}
