import type { Context, MiddlewareHandler } from "hono";

/**
 * The owner's door into the leads on any host: `GET /api/leads` (JSON, for `npm run leads -- --site`),
 * `GET /api/leads.csv`, and `POST` to `/api/leads/retry`, `/api/leads/purge` and `/api/leads/{id}/release`,
 * open only with `LEADS_EXPORT_TOKEN`, sent as a bearer
 * token or as the password of HTTP Basic authentication (`curl -u owner:TOKEN`). Without the token, or
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

function presented(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme = "", value = ""] = header.split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    try {
      const decoded = atob(value);
      return decoded.slice(decoded.indexOf(":") + 1);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** Equal or not, in the same time whatever the input: both are hashed, then every byte is compared. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export function ownerOnly(
  token: string | undefined,
  notFound: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const given = presented(c.req.header("authorization"));
    if (!token || given === undefined || !(await sameSecret(given, token))) return notFound(c);
    await next();
    return undefined;
  };
}
