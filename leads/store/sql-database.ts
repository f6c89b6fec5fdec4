/** The little of a SQL database the lead store needs, so SQLite (node:sqlite) and D1 serve one set of queries. */
export type SqlValue = string | number | null;

export interface SqlDatabase {
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}
