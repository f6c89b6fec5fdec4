import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { bearerAuth } from "hono/bearer-auth";
import { some } from "hono/combine";
import { HTTPException } from "hono/http-exception";

/**
 * The owner's door into the leads on any host: `GET /api/leads` (JSON, for `npm run leads -- --site`),
 * `GET /api/leads.csv`, and `POST` to `/api/leads/retry`, `/api/leads/purge` and `/api/leads/{id}/release`,
 * open only with `LEADS_EXPORT_TOKEN`, sent as a bearer
 * token or as the password of HTTP Basic authentication for the user `owner` (`curl -u owner:TOKEN`). Without the token, or
 * with a wrong one, or when no token is set, the answer is the same 404 as for any unknown address, so
 * the door cannot be found by trying.
 */
export const ownerRoutes = {
  list: "/api/leads",
  csv: "/api/leads.csv",
  retry: "/api/leads/retry",
  purge: "/api/leads/purge",
  release: "/api/leads/:id/release",
} as const;

/** Shorter tokens are refused at start: the token guards every lead's personal details. */
export const MIN_TOKEN_LENGTH = 32;

/** The owner's user name for HTTP Basic authentication (`curl -u owner:TOKEN`); the token is the password. */
export const OWNER_USER = "owner";

/** Hono's own checks (constant-time comparison), with every refusal answered as `notFound`. */
export function ownerOnly(
  token: string | undefined,
  notFound: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  if (!token) return async (c) => notFound(c);
  const door = some(bearerAuth({ token }), basicAuth({ username: OWNER_USER, password: token }));
  return async (c, next) => {
    try {
      await door(c, next);
      return undefined;
    } catch (error) {
      if (error instanceof HTTPException && error.status < 500) return notFound(c);
      throw error;
    }
  };
}
