import pg from "pg";
import type { AtomicResult, SqlDatabase, SqlStatement, SqlValue } from "./sql-database.ts";
import { SqlLeadStore } from "./sql-store.ts";
import { numberedPlaceholders } from "./placeholders.ts";

/** What a query answers: node-postgres' result, which Neon's serverless driver (Netlify Database) gives too. */
type PgResult = {
  rows: Record<string, unknown>[];
  rowCount: number | null;
  fields: { name: string; dataTypeID: number }[];
};
type PgQueryable = { query(text: string, values?: SqlValue[]): Promise<PgResult> };

/** The part of a `pg` Pool the store uses: node-postgres' own, or the one Netlify Database hands out. */
export type PgPool = PgQueryable & { connect(): Promise<PgClient> };
/** A connection lent by the pool; `on`/`off` where it is an event emitter (node-postgres' and Neon's are). */
type PgClient = PgQueryable & {
  release(destroy?: boolean): void;
  on?(event: "error", listener: (error: Error) => void): unknown;
  off?(event: "error", listener: (error: Error) => void): unknown;
};

/**
 * How long a connection may take, and a statement may wait for a lock or run, before it fails (and a post is
 * answered 503 with the visitor's words, as SQLite's budget does): no visitor waits on a stuck database.
 */
export const sessionLimits = { connectMs: 5_000, lockTimeoutMs: 2_000, statementTimeoutMs: 10_000 } as const;

/** 64-bit integers and numerics (COUNT, times in milliseconds) arrive as text, to be safe past 2^53: ours fit. */
const NUMBER_TYPES = new Set([20, 1700]);

function numbersRead({ rows, fields }: PgResult): Record<string, unknown>[] {
  const numeric = fields.filter((field) => NUMBER_TYPES.has(field.dataTypeID)).map((field) => field.name);
  if (!numeric.length) return rows;
  return rows.map((row) => {
    const read = { ...row };
    for (const name of numeric) if (read[name] !== null) read[name] = Number(read[name]);
    return read;
  });
}

/** A key no other code of this database's takes: the lead store's migrations. */
export const MIGRATION_LOCK = 4_221_055;

/**
 * How long a server waits for a peer's migrations (and one of its own may run): past the session's 2 s lock wait,
 * which would answer a post 503 while a peer migrates, and within what a visitor's post may wait on npm start.
 */
export const MIGRATION_WAIT_MS = 30_000;

/** The statements between `BEGIN` and `COMMIT` on one connection; undone, and the connection kept clean, on failure. */
async function atomicOn(client: PgQueryable, statements: readonly SqlStatement[]): Promise<AtomicResult> {
  await client.query("BEGIN");
  try {
    const changes: number[] = [];
    for (const { sql, params = [], expect } of statements) {
      changes.push((await client.query(numberedPlaceholders(sql), [...params])).rowCount ?? 0);
      if (expect !== undefined && changes.at(-1) !== expect) {
        await client.query("ROLLBACK");
        return { kept: false, changes };
      }
    }
    await client.query("COMMIT");
    return { kept: true, changes };
  } catch (error) {
    // The first failure is the one to tell; the connection, in doubt, is closed by its caller (onConnection).
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

function over(client: PgQueryable, exclusive: SqlDatabase["exclusive"], atomic: SqlDatabase["atomic"]): SqlDatabase {
  return {
    dialect: "postgres",
    run: async (sql, params = []) => ({
      changes: (await client.query(numberedPlaceholders(sql), [...params])).rowCount ?? 0,
    }),
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
      numbersRead(await client.query(numberedPlaceholders(sql), [...params])) as Row[],
    atomic,
    exclusive,
  };
}

/** Runs `work` with a connection of its own from the pool; a connection left in doubt is closed, not reused. */
async function onConnection<T>(pool: PgPool, work: (client: PgQueryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection lost while lent out (the server stopped mid-transaction) fails the query under way; the event it
  // also emits would, unheard, end the process: the pool listens only to the connections it holds idle.
  const connection = { lost: false };
  const onLost = () => {
    connection.lost = true;
  };
  client.on?.("error", onLost);
  let clean = false;
  try {
    const result = await work(client);
    clean = true;
    return result;
  } finally {
    // A connection closed stays heard (its last events may come after); one kept goes back without the listener.
    if (clean && !connection.lost) client.off?.("error", onLost);
    client.release(!clean || connection.lost);
  }
}

/** A Postgres pool as the lead store's SQL database. */
export function postgresDatabase(pool: PgPool): SqlDatabase {
  const database = over(
    pool,
    (work) =>
      // One connection holds the lock and runs the work; a peer's migration waits for it, up to MIGRATION_WAIT_MS.
      onConnection(pool, async (client) => {
        const limits = async (lock: number, statement: number) => {
          await client.query(`SET lock_timeout = ${String(lock)}`);
          await client.query(`SET statement_timeout = ${String(statement)}`);
        };
        await limits(MIGRATION_WAIT_MS, MIGRATION_WAIT_MS);
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
          try {
            return await work(
              over(
                client,
                (inner) => inner(database),
                (statements) => atomicOn(client, statements),
              ),
            );
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
          }
        } finally {
          await limits(sessionLimits.lockTimeoutMs, sessionLimits.statementTimeoutMs);
        }
      }),
    (statements) => onConnection(pool, (client) => atomicOn(client, statements)),
  );
  return database;
}

/**
 * The store on a Postgres server that `npm start` names (LEADS_DATABASE_URL): several servers share it, and
 * behave as one service. A database that is down fails each query within seconds, never holding a visitor.
 */
export function postgresStore(url: string, log: (line: string) => void): SqlLeadStore & { close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: sessionLimits.connectMs,
    lock_timeout: sessionLimits.lockTimeoutMs,
    statement_timeout: sessionLimits.statementTimeoutMs,
  });
  // A connection the server dropped while idle is replaced at the next query; unheard, it would end the process.
  pool.on("error", (error) => {
    log(`lead database connection lost: ${error.message}`);
  });
  const database = postgresDatabase(pool);
  const store = new SqlLeadStore(() => database);
  return Object.assign(store, { close: () => pool.end() });
}
