import { Worker } from "node:worker_threads";
import type { SqlDatabase, SqlValue } from "./sql-database.ts";
import type { ReaderAnswer, ReaderQuery } from "./sqlite-reader-thread.ts";

/**
 * The owner's reports on `npm start` with SQLite, read in a thread of their own. `node:sqlite` runs each query on
 * the thread that asks, and the server has one: grouping 100,000 leads for the Sources view held every page and
 * every post behind it for a second. Here a second connection to the same file (write-ahead logging lets it read
 * while the server writes) answers them on another thread, so a visitor never waits on an owner's report.
 *
 * It only reads: the store sends it the report's grouping queries (sql-store.ts, `#report`), each a message, and
 * takes the rows back, spread over `threads` threads so a report's groupings run side by side. Each thread runs at
 * the lowest priority the system gives (sqlite-reader-thread.ts), so the server's own thread always goes first. A
 * thread that fails is started again by the next query; `close` ends them.
 */
export function sqliteReader(path: string, { threads = 2 } = {}): SqlDatabase & { close(): Promise<void> } {
  const readers = Array.from({ length: threads }, () => readerThread(path));
  // Each query to the reader that owes the fewest answers: a report's groupings run side by side.
  const database: SqlDatabase & { close(): Promise<void> } = {
    dialect: "sqlite",
    all: <Row>(sql: string, params: readonly SqlValue[] = []) => {
      const reader = readers.reduce((least, one) => (one.owed() < least.owed() ? one : least));
      return reader.all<Row>(sql, params);
    },
    run: () => Promise.reject(new Error("the report reader only reads")),
    atomic: () => Promise.reject(new Error("the report reader only reads")),
    exclusive: (work) => work(database),
    close: async () => {
      await Promise.all(readers.map((reader) => reader.close()));
    },
  };
  return database;
}

/** One thread of the reader, with its own connection: a query at a time. */
function readerThread(path: string) {
  let thread: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    thread = undefined;
  };
  const started = () => {
    if (thread) return thread;
    const made = new Worker(new URL("./sqlite-reader-thread.ts", import.meta.url), { workerData: { path } });
    made.on("message", (answer: ReaderAnswer) => {
      const asked = waiting.get(answer.id);
      waiting.delete(answer.id);
      // An idle reader never keeps the process running; one that owes an answer does.
      if (!waiting.size) made.unref();
      if ("error" in answer) asked?.reject(new Error(answer.error));
      else asked?.resolve(answer.rows);
    });
    made.on("error", (error: Error) => {
      if (thread === made) failAll(error);
    });
    made.on("exit", (code) => {
      if (thread === made) failAll(new Error(`the report reader stopped (exit code ${String(code)})`));
    });
    thread = made;
    return made;
  };
  return {
    owed: () => waiting.size,
    all: <Row>(sql: string, params: readonly SqlValue[]) =>
      new Promise<Row[]>((resolve, reject) => {
        const id = ++next;
        waiting.set(id, {
          resolve: (rows) => {
            resolve(rows as Row[]);
          },
          reject,
        });
        const reader = started();
        reader.ref();
        reader.postMessage({ id, sql, params: [...params] } satisfies ReaderQuery);
      }),
    close: async () => {
      const ending = thread;
      thread = undefined;
      failAll(new Error("the report reader was closed"));
      await ending?.terminate();
    },
  };
}
