import type { LeadStore } from "../store/store.ts";
import { postgresStore } from "../store/postgres.ts";
import { sqliteStore } from "../store/sqlite.ts";

/** Where `npm start` and `npm run leads` keep the leads (hosting/settings.ts reads which). */
export type StoreLocation = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

/** Where the leads are, for a log line: the SQLite file, or the Postgres server and database, never a password. */
export function locationText(location: StoreLocation): string {
  if (location.kind === "sqlite") return location.path;
  const url = new URL(location.url);
  return `Postgres at ${url.host}${url.pathname}`;
}

/** The store at `location`, opened on first use, and how to close it. */
export function openStore(
  location: StoreLocation,
  log: (line: string) => void,
): { store: LeadStore; close: () => Promise<void> } {
  if (location.kind === "postgres") {
    const store = postgresStore(location.url, log);
    return { store, close: () => store.close() };
  }
  const store = sqliteStore(location.path);
  return {
    store,
    close: () => {
      store.close();
      return Promise.resolve();
    },
  };
}
