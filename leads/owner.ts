import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { bearerAuth } from "hono/bearer-auth";
import { some } from "hono/combine";
import { HTTPException } from "hono/http-exception";

/**
 * The owner's door into the leads on any host (leads/inbox.ts): the inbox at `GET /api/leads` and each lead's
 * page, the JSON and CSV, and the actions, open only with `LEADS_EXPORT_TOKEN`, sent as a bearer token or as the
 * password of HTTP Basic authentication for the user `owner` (a browser asks for it; `curl -u owner:TOKEN`).
 * Without the token, or with a wrong one, the answer is a sign-in challenge that says nothing of what is behind
 * it; when no token is set, the door does not exist: the same 404 as any unknown address.
 */
export const ownerRoutes = {
  list: "/api/leads",
  csv: "/api/leads.csv",
  lead: "/api/leads/:id",
  retry: "/api/leads/retry",
  purge: "/api/leads/purge",
  resend: "/api/leads/:id/resend",
  release: "/api/leads/:id/release",
  spam: "/api/leads/:id/spam",
} as const;

/** Shorter tokens are refused at start: the token guards every lead's personal details. */
export const MIN_TOKEN_LENGTH = 32;

/** The owner's user name for HTTP Basic authentication (`curl -u owner:TOKEN`); the token is the password. */
export const OWNER_USER = "owner";

/** Hono's own checks (constant-time comparison); a refusal is answered with `challenge` and Basic's header. */
export function ownerOnly(
  token: string | undefined,
  notFound: (c: Context) => Response | Promise<Response>,
  challenge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  if (!token) return async (c) => notFound(c);
  const door = some(bearerAuth({ token }), basicAuth({ username: OWNER_USER, password: token }));
  return async (c, next) => {
    try {
      await door(c, next);
      return undefined;
    } catch (error) {
      if (error instanceof HTTPException && error.status < 500) {
        c.header("WWW-Authenticate", 'Basic realm="Leads", charset="UTF-8"');
        c.header("Cache-Control", "no-store");
        return challenge(c);
      }
      throw error;
    }
  };
}
