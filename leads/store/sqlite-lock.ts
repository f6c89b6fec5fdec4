import { setTimeout as sleep } from "node:timers/promises";

/** SQLITE_BUSY and SQLITE_LOCKED: another connection holds the lock this statement needs. */
const isLocked = (error: unknown) => {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === "number" && ((code & 0xff) === 5 || (code & 0xff) === 6);
};

/** Runs `statement` at once, and again every few milliseconds while the database is locked, up to `budgetMs`. */
export async function retryWhileLocked<T>(statement: () => T, budgetMs: number): Promise<T> {
  const deadline = performance.now() + budgetMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return statement();
    } catch (error) {
      const left = deadline - performance.now();
      if (!isLocked(error) || left <= 0) throw error;
      await sleep(Math.min(pause, left));
    }
  }
}
