import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { openSqlite } from "./sqlite.ts";

describe("SQLite locked by another process", () => {
  let folder = "";
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** A database with one table, and a second connection (a backup, `sqlite3` in a terminal) holding its write lock. */
  async function lockedDatabase() {
    folder = mkdtempSync(join(tmpdir(), "bighorn-sqlite-"));
    const path = join(folder, "leads.sqlite");
    const db = openSqlite(path, { busyTimeoutMs: 300 });
    await db.run("CREATE TABLE notes (text TEXT)");
    const other = new DatabaseSync(path);
    other.exec("BEGIN IMMEDIATE");
    const release = () => {
      other.exec("ROLLBACK");
      other.close();
    };
    return { db, release };
  }

  test("a write waits without holding the event loop, then fails once its budget is spent", async () => {
    const { db, release } = await lockedDatabase();
    // A page request is what a timer stands for: it must get its turns while the write waits.
    let turns = 0;
    const ticker = setInterval(() => turns++, 10);
    try {
      await expect(db.run("INSERT INTO notes VALUES ('a lead')")).rejects.toThrow(/locked/);
      expect(turns).toBeGreaterThan(5);
    } finally {
      clearInterval(ticker);
      release();
      db.close();
    }
  });

  test("a write that finds the lock released within its budget succeeds", async () => {
    const { db, release } = await lockedDatabase();
    setTimeout(release, 50);
    await expect(db.run("INSERT INTO notes VALUES ('a lead')")).resolves.toEqual({ changes: 1 });
    expect(await db.all("SELECT text FROM notes")).toEqual([{ text: "a lead" }]);
    db.close();
  });

  test("reads go on while another process holds the write lock", async () => {
    const { db, release } = await lockedDatabase();
    await expect(db.all("SELECT COUNT(*) AS count FROM notes")).resolves.toEqual([{ count: 0 }]);
    release();
    db.close();
  });
});
