import type { SqlDatabase, SqlValue } from "./sql-database.ts";

type D1Result = { meta: { changes: number } };
type D1Statement = { run(): Promise<D1Result>; all(): Promise<{ results: unknown[] }> };

/** The part of Cloudflare's D1 binding the lead store uses (its types live in @cloudflare/workers-types). */
export interface D1Database {
  prepare(sql: string): { bind(...values: SqlValue[]): D1Statement };
  /** The statements in one transaction: D1 runs a batch whole or not at all, alone against the database. */
  batch(statements: D1Statement[]): Promise<D1Result[]>;
}

/** D1 as the lead store's SQL database: SQLite at Cloudflare, so the same queries and migrations serve. */
export function d1Database(db: D1Database): SqlDatabase {
  const database: SqlDatabase = {
    dialect: "sqlite",
    exclusive: (work) => work(database),
    atomic: async (statements) => {
      const results = await db.batch(statements.map(({ sql, params = [] }) => db.prepare(sql).bind(...params)));
      const changes = results.map((result) => result.meta.changes);
      // Run whole: where an expectation is not met, the statements after it were written to change nothing.
      const kept = statements.every(({ expect }, index) => expect === undefined || changes[index] === expect);
      return { kept, changes };
    },
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
