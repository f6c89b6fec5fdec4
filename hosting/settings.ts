import { isAbsolute, join } from "node:path";
import { trustedProxies, type TrustedProxies } from "../leads/node/client-address.ts";
import type { StoreLocation } from "../leads/node/store.ts";
import { DEFAULT_DB } from "../leads/store/sqlite.ts";

/**
 * Every setting `npm start` (hosting/serve.ts) and `npm run leads` read of their own, read here and nowhere else
 * (README, Settings), and checked once at start: a value that does not parse stops the server, naming it. The
 * lead service's own settings are read by leads/config.ts, the same on every host.
 */
export type ServerSettings = {
  /** `HOST` and `PORT`: where the server listens (PORT=0: a port the system hands out, which it prints). */
  host: string;
  port: number;
  /** `TRUST_PROXY`: whose `X-Forwarded-For` is believed. */
  trusted: TrustedProxies;
  /**
   * `LEADS_DATABASE_URL`, a Postgres server several servers share; else `LEADS_DB`, the SQLite file the lead
   * service keeps, relative to the project unless absolute.
   */
  leads: StoreLocation;
};

type Env = Record<string, string | undefined>;
const projectRoot = join(import.meta.dirname, "..");

/**
 * Where the leads are kept: the Postgres server `LEADS_DATABASE_URL` names, or else the SQLite file `LEADS_DB`
 * names (relative to the project; git ignores `data/`). A URL that is not a Postgres address stops the start; the
 * message never repeats it, as it may hold a password.
 */
export function leadsLocation(env: Env): StoreLocation {
  const url = env["LEADS_DATABASE_URL"]?.trim();
  if (url) {
    const parsed = URL.parse(url);
    if (!parsed || !["postgres:", "postgresql:"].includes(parsed.protocol) || !parsed.hostname) {
      throw new Error(
        "LEADS_DATABASE_URL must be a Postgres address, postgres://user:password@host:5432/database; the value set is not one.",
      );
    }
    return { kind: "postgres", url };
  }
  return { kind: "sqlite", path: sqliteFile(env) };
}

/** `LEADS_DB`, relative to the project; git ignores `data/`. */
export function sqliteFile(env: Env): string {
  const path = env["LEADS_DB"] || DEFAULT_DB;
  return path === ":memory:" || isAbsolute(path) ? path : join(projectRoot, path);
}

export function serverSettings(env: Env): ServerSettings {
  const port = Number(env["PORT"] ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number from 0 to 65535; got "${env["PORT"] ?? ""}".`);
  }
  return {
    host: env["HOST"] ?? "localhost",
    port,
    trusted: trustedProxies(env["TRUST_PROXY"]),
    leads: leadsLocation(env),
  };
}
