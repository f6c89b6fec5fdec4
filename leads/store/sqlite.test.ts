import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { deliver, sweep } from "../delivery/forward.ts";
import { SqlLeadStore } from "./sql-store.ts";
import { openSqlite, PREPARED_LIMIT, preparedStatements } from "./sqlite.ts";

describe("statements kept compiled", () => {
  let folder = "";
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("each text is compiled once, and no more than the limit are kept", () => {
    const compiled: string[] = [];
    const prepared = preparedStatements({
      prepare: (sql: string) => {
        compiled.push(sql);
        return { sql };
      },
    });
    prepared("SELECT 1");
    prepared("SELECT 1");
    expect(compiled).toEqual(["SELECT 1"]);
    for (let i = 0; i < PREPARED_LIMIT; i++) prepared(`SELECT ${String(i + 2)}`);
    // The oldest went to make room: asked again, it is compiled again; the newest is still kept.
    prepared("SELECT 1");
    prepared(`SELECT ${String(PREPARED_LIMIT + 1)}`);
    expect(compiled.filter((sql) => sql === "SELECT 1")).toHaveLength(2);
    expect(compiled).toHaveLength(PREPARED_LIMIT + 2);
  });

  test("a kept statement sees the table another process changed, and a refused row does not spoil it", async () => {
    folder = mkdtempSync(join(tmpdir(), "bighorn-sqlite-"));
    const path = join(folder, "leads.sqlite");
    const db = openSqlite(path);
    await db.run("CREATE TABLE notes (text TEXT UNIQUE)");
    await db.run("INSERT INTO notes (text) VALUES (?)", ["a lead"]);
    expect(await db.all("SELECT * FROM notes")).toEqual([{ text: "a lead" }]);
    const other = new DatabaseSync(path);
    other.exec("ALTER TABLE notes ADD COLUMN kind TEXT DEFAULT 'contact'");
    other.close();
    expect(await db.all("SELECT * FROM notes")).toEqual([{ text: "a lead", kind: "contact" }]);
    await expect(db.run("INSERT INTO notes (text) VALUES (?)", ["a lead"])).rejects.toThrow(/UNIQUE/);
    await expect(db.run("INSERT INTO notes (text) VALUES (?)", ["another lead"])).resolves.toEqual({ changes: 1 });
    db.close();
  });
});

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

describe("a delivery while another process holds SQLite's write lock past its budget", () => {
  test("is recorded once the lock goes, and the lead is never sent again for it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "bighorn-sqlite-"));
    try {
      const path = join(folder, "leads.sqlite");
      const db = openSqlite(path, { busyTimeoutMs: 100 });
      const store = new SqlLeadStore(() => db);
      await store.saveLead({
        id: "A",
        key: "k",
        kind: "contact",
        receivedAt: 1_000,
        status: "pending",
        fields: { "Full Name": "Pat Quinn" },
        source: {},
        clientHash: "c",
      });
      const other = new DatabaseSync(path);
      const sent: string[] = [];
      const delivery = {
        store,
        forwarder: {
          // The form service takes the lead while a backup holds the lock for longer than a write waits.
          send: (lead: { id: string }) => {
            sent.push(lead.id);
            other.exec("BEGIN IMMEDIATE");
            setTimeout(() => {
              other.exec("ROLLBACK");
            }, 400);
            return Promise.resolve({ ok: true as const });
          },
        },
        settings: { retryBaseMs: 1_000, retryMaxMs: 8_000, leaseMs: 30_000 },
        now: () => 2_000,
        log: () => undefined,
        queueSend: <T>(send: () => Promise<T>) => send(),
      };
      expect((await deliver("A", delivery)).result).toBe("forwarded");
      expect(await store.get("A")).toMatchObject({ status: "forwarded", attempts: 1 });
      expect(await sweep({ ...delivery, now: () => 999_999 })).toEqual({ forwarded: 0, failed: 0 });
      expect(sent).toEqual(["A"]);
      other.close();
      db.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
