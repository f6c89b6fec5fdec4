import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { AtomicResult, SqlDatabase, SqlStatement, SqlValue } from "./sql-database.ts";
import { SqlLeadStore } from "./sql-store.ts";
import { sqliteReader } from "./sqlite-reader.ts";
import { retryWhileLocked } from "./sqlite-lock.ts";

/**
 * SQLite through `node:sqlite`, built into Node (no native module, no install script). Write-ahead logging
 * lets the owner's `npm run leads` read while the server writes.
 *
 * `node:sqlite` is synchronous: SQLite's own busy timeout would wait for another process's lock (a backup,
 * `sqlite3` open on the file) inside the server's one event loop, holding every page and every post behind
 * it. So SQLite is told never to wait, and a statement that finds the database locked is tried again here,
 * between turns of the event loop, until `busyTimeoutMs` has passed; then it fails, and the post is
 * answered 503 with the visitor's words.
 */
export function openSqlite(path: string, { busyTimeoutMs = 1_000 } = {}): SqlDatabase & { close(): void } {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: 0 });
  const whenFree = <T>(statement: () => T) => retryWhileLocked(statement, busyTimeoutMs);
  const prepared = preparedStatements(db);
  // Set on first use, and again after a failure, so a file locked at start-up does not stay unusable.
  let settings: Promise<void> | undefined;
  const ready = () =>
    (settings ??= whenFree(() => {
      db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
    }).catch((error: unknown) => {
      settings = undefined;
      throw error;
    }));
  const database: SqlDatabase & { close(): void } = {
    dialect: "sqlite",
    run: async (sql: string, params: readonly SqlValue[] = []) => {
      await ready();
      const { changes } = await whenFree(() => prepared(sql).run(...params));
      return { changes: Number(changes) };
    },
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) => {
      await ready();
      return (await whenFree(() => prepared(sql).all(...params))) as Row[];
    },
    atomic: async (statements) => {
      await ready();
      return whenFree(() => transaction(db, prepared, statements));
    },
    exclusive: (work) => work(database),
    close: () => {
      db.close();
    },
  };
  return database;
}

/**
 * The statements as one transaction, run without a turn of the event loop between them, so no other statement of
 * this process lands inside it; `BEGIN IMMEDIATE` takes the write lock first (and fails at once, to be tried again,
 * while another process holds it), so nothing another process writes lands between them either.
 */
function transaction(
  db: DatabaseSync,
  prepared: (sql: string) => StatementSync,
  statements: readonly SqlStatement[],
): AtomicResult {
  db.exec("BEGIN IMMEDIATE");
  try {
    const changes: number[] = [];
    for (const { sql, params = [], expect } of statements) {
      changes.push(Number(prepared(sql).run(...params).changes));
      if (expect !== undefined && changes.at(-1) !== expect) {
        db.exec("ROLLBACK");
        return { kept: false, changes };
      }
    }
    db.exec("COMMIT");
    return { kept: true, changes };
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** How many statements a connection keeps compiled: the store's own are a few dozen, each one text. */
export const PREPARED_LIMIT = 256;

/**
 * The database's statements compiled once and kept by their text: SQLite compiles a statement (parses it, plans
 * it against the schema's indexes) on every `prepare`, which cost a post about 0.4 ms over its ten statements,
 * two thirds of what running them takes. SQLite compiles a kept one again itself if the schema changes under it.
 * Bounded, so text built from data could not grow it: the oldest is let go first.
 */
export function preparedStatements<Statement>(db: { prepare(sql: string): Statement }): (sql: string) => Statement {
  const kept = new Map<string, Statement>();
  return (sql) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (kept.size >= PREPARED_LIMIT) kept.delete(kept.keys().next().value ?? "");
      kept.set(sql, statement);
    }
    return statement;
  };
}

/** Where `npm start` keeps leads unless LEADS_DB says otherwise (hosting/settings.ts), relative to the project. */
export const DEFAULT_DB = "data/leads.sqlite";

/**
 * The store on SQLite, opened on first use (and again after a failure), so a bad disk never stops the site. The
 * owner's reports are read in a thread of their own (sqlite-reader.ts), except in a database held in memory,
 * which no second connection can see.
 */
export function sqliteStore(path: string): SqlLeadStore & { close(): void } {
  let db: ReturnType<typeof openSqlite> | undefined;
  let reader: ReturnType<typeof sqliteReader> | undefined;
  const reports = path === ":memory:" ? undefined : () => (reader ??= sqliteReader(path));
  const store = new SqlLeadStore(() => (db ??= openSqlite(path)), reports ? { reports } : {});
  return Object.assign(store, {
    close: () => {
      db?.close();
      db = undefined;
      void reader?.close();
      reader = undefined;
    },
  });
}
