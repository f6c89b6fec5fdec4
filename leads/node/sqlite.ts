import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { SqlDatabase, SqlValue } from "../sql/database.ts";

/**
 * SQLite through `node:sqlite`, built into Node (no native module, no install script). Write-ahead logging
 * lets the owner's `npm run leads` read while the server writes; a writer that finds the database locked
 * waits up to `busyTimeoutMs`, then fails, and the post is answered 503.
 */
export function openSqlite(path: string, { busyTimeoutMs = 2_000 } = {}): SqlDatabase & { close(): void } {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: busyTimeoutMs });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  return {
    run: (sql: string, params: readonly SqlValue[] = []) => {
      const { changes } = db.prepare(sql).run(...params);
      return Promise.resolve({ changes: Number(changes) });
    },
    all: <Row>(sql: string, params: readonly SqlValue[] = []) =>
      Promise.resolve(db.prepare(sql).all(...params) as Row[]),
    close: () => {
      db.close();
    },
  };
}
