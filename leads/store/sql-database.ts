/**
 * The little of a SQL database the lead store needs, so SQLite (node:sqlite), D1 and Postgres serve one set of
 * queries. The store writes its SQL once, with `?` for each value; what the databases spell differently is the
 * dialect table below, and the one translation a driver makes (Postgres numbers its values `$1`, `$2`, …).
 */
export type SqlValue = string | number | null;

export type DialectName = "sqlite" | "postgres";

/**
 * One statement of a transaction. `expect`: the transaction is kept only if this statement changes exactly this
 * many rows, and undone otherwise (`kept: false`).
 */
export type SqlStatement = { sql: string; params?: readonly SqlValue[]; expect?: number };

export type AtomicResult = { kept: boolean; changes: number[] };

export interface SqlDatabase {
  readonly dialect: DialectName;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /**
   * Runs the statements in order as one transaction: all of them, or none if one fails (or changes other than
   * its `expect`). SQLite takes the write lock first (`BEGIN IMMEDIATE`), so the statements run as if alone; D1
   * runs them as a batch, one at a time against the database, and a batch cannot be stopped midway, so statements
   * after an `expect` must be written to change nothing where it is not met; Postgres runs them on one connection
   * between `BEGIN` and `COMMIT`.
   */
  atomic(statements: readonly SqlStatement[]): Promise<AtomicResult>;
  /**
   * Runs `work` while no other process runs work of its own through this call (the migrations): on Postgres an
   * advisory lock on one connection; SQLite and D1 take each statement's lock as it comes, and the migrations
   * there allow a second process's column added meanwhile.
   */
  exclusive<T>(work: (db: SqlDatabase) => Promise<T>): Promise<T>;
}

/** What each dialect spells its own way, in the migrations and the queries: the one place they differ. */
export type Dialect = {
  /** A time in milliseconds since 1970: past 2^31, so Postgres needs 64 bits; SQLite's INTEGER is 64 bits. */
  time: string;
  /** The delivery attempts' first column, giving their order of insertion (SQLite has its rowid). */
  attemptSequence: string;
  /** The attempts of a lead in the order they were recorded. */
  attemptOrder: string;
  /** The columns of a table (`?`), named `name`: how a migration finds a column an older release added already. */
  columns: string;
};

export const dialects: Record<DialectName, Dialect> = {
  sqlite: {
    time: "INTEGER",
    attemptSequence: "",
    attemptOrder: "at, rowid",
    columns: "SELECT name FROM pragma_table_info(?)",
  },
  postgres: {
    time: "BIGINT",
    attemptSequence: "seq BIGINT GENERATED ALWAYS AS IDENTITY, ",
    attemptOrder: "at, seq",
    columns:
      "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?",
  },
};
