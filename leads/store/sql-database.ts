/**
 * The little of a SQL database the lead store needs, so SQLite (node:sqlite), D1 and Postgres serve one set of
 * queries. The store writes its SQL once, with `?` for each value; what the databases spell differently is the
 * dialect table below, and the one translation a driver makes (Postgres numbers its values `$1`, `$2`, …).
 */
export type SqlValue = string | number | null;

export type DialectName = "sqlite" | "postgres";

export interface SqlDatabase {
  readonly dialect: DialectName;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
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
  /** What a database says when a migration adds a column another process added first. */
  columnExists: RegExp;
};

export const dialects: Record<DialectName, Dialect> = {
  sqlite: {
    time: "INTEGER",
    attemptSequence: "",
    attemptOrder: "at, rowid",
    columnExists: /duplicate column name/i,
  },
  postgres: {
    time: "BIGINT",
    attemptSequence: "seq BIGINT GENERATED ALWAYS AS IDENTITY, ",
    attemptOrder: "at, seq",
    columnExists: /column "[a-z_]+" of relation "[a-z_]+" already exists/i,
  },
};
