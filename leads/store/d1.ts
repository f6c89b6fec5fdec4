import type { SqlDatabase, SqlValue } from "./sql-database.ts";

/** The part of Cloudflare's D1 binding the lead store uses (its types live in @cloudflare/workers-types). */
export interface D1Database {
  prepare(sql: string): {
    bind(...values: SqlValue[]): {
      run(): Promise<{ meta: { changes: number } }>;
      all(): Promise<{ results: unknown[] }>;
    };
  };
}

/** D1 as the lead store's SQL database: SQLite at Cloudflare, so the same queries and migrations serve. */
export function d1Database(db: D1Database): SqlDatabase {
  const database: SqlDatabase = {
    dialect: "sqlite",
    exclusive: (work) => work(database),
    run: async (sql, params = []) => ({
      changes: (
        await db
          .prepare(sql)
          .bind(...params)
          .run()
      ).meta.changes,
    }),
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all()
      ).results as Row[],
  };
  return database;
}
