import { setPriority } from "node:os";
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { SqlValue } from "./sql-database.ts";
import { retryWhileLocked } from "./sqlite-lock.ts";

/**
 * A thread sqlite-reader.ts starts: a second connection to the leads' SQLite file that only reads, answering one
 * query at a time. A query that finds the file locked (a backup, a checkpoint) is tried again here, for up to a
 * few seconds, without holding the server's own thread.
 */
export type ReaderQuery = { id: number; sql: string; params: readonly SqlValue[] };
export type ReaderAnswer = { id: number; rows: unknown[] } | { id: number; error: string };

const { path } = workerData as { path: string };
// The lowest priority: on Linux a thread's own (the nice value is per thread there), so a report never takes a
// core from the thread that serves pages and posts. Where the system refuses, the thread runs as it is.
try {
  setPriority(19);
} catch {
  // Not permitted here: the reader still keeps the server's thread free.
}
const db = new DatabaseSync(path, { timeout: 0 });
// Reports sort and group a period's names: in memory (not temporary files), with room for a hundred thousand of
// them, and the file read through the system's page cache rather than copied into the connection's own.
db.exec("PRAGMA query_only = ON; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -16384");

parentPort?.on("message", (query: ReaderQuery) => {
  retryWhileLocked(() => db.prepare(query.sql).all(...query.params), 5_000).then(
    (rows) => parentPort?.postMessage({ id: query.id, rows } satisfies ReaderAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: query.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ReaderAnswer),
  );
});
