import { isAbsolute, join } from "node:path";
import { trustedProxies, type TrustedProxies } from "../leads/node/client-address.ts";
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
  /** `LEADS_DB`: the SQLite file the lead service keeps, relative to the project unless absolute. */
  leadsDb: string;
};

type Env = Record<string, string | undefined>;
const projectRoot = join(import.meta.dirname, "..");

/** `LEADS_DB`, relative to the project; git ignores `data/`. */
export function leadsDatabase(env: Env): string {
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
    leadsDb: leadsDatabase(env),
  };
}
