import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NAMING_VERSION } from "../origin/names.ts";
import { openSqlite, sqliteStore } from "./sqlite.ts";
import { sqliteReader } from "./sqlite-reader.ts";

describe("the owner's reports on SQLite, read in a thread of their own", () => {
  let folder = "";
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const file = () => {
    folder = mkdtempSync(join(tmpdir(), "bighorn-reader-"));
    return join(folder, "leads.sqlite");
  };

  it("groups 60,000 leads while the server's own thread goes on serving", { timeout: 30_000 }, async () => {
    const path = file();
    const store = sqliteStore(path);
    try {
      // The tables, as the service makes them; then leads with a campaign each, written straight in.
      await store.count({}, 1);
      const db = openSqlite(path);
      await db.run(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60000)
         INSERT INTO leads (id, dedupe_key, kind, received_at, status, fields, source, client_hash, origin_channel,
           origin_landing, origin_referrer, origin_campaign, origin_topic, origin_names)
         SELECT 'L' || i, 'k' || i, 'contact', 1000 + i, 'forwarded', '{}', '{}', '', 'Other campaigns', '/',
           '(none)', 's' || i || ' / m / c' || i, '(none)', ? FROM n`,
        [NAMING_VERSION],
      );
      db.close();
      // A page asked for meanwhile is a timer here: it gets its turn before the report answers, which it never
      // could while the report ran on the server's thread (node:sqlite answers on the thread that asks).
      let served = 0;
      const page = setInterval(() => served++, 1);
      const report = store.topNames({ from: 0, to: 100_000 }, "campaign", 21).then((rows) => ({ rows, served }));
      const { rows, served: before } = await report;
      clearInterval(page);
      expect(rows).toHaveLength(21);
      expect(before).toBeGreaterThan(0);
    } finally {
      store.close();
    }
  });

  it("fails a query it cannot answer, answers the next, and only reads", async () => {
    const path = file();
    const store = sqliteStore(path);
    await store.count({}, 1);
    const reader = sqliteReader(path);
    try {
      await expect(reader.all("SELECT * FROM no_such_table")).rejects.toThrow(/no such table/);
      expect(await reader.all("SELECT COUNT(*) AS count FROM leads")).toEqual([{ count: 0 }]);
      await expect(reader.all("DELETE FROM leads")).rejects.toThrow(/readonly|read-only|query_only/i);
      await expect(reader.run("DELETE FROM leads")).rejects.toThrow(/only reads/);
    } finally {
      await reader.close();
      store.close();
    }
  });

  it("fails what it owes when closed, and a closed reader's next query starts it again", async () => {
    const path = file();
    const store = sqliteStore(path);
    await store.count({}, 1);
    const reader = sqliteReader(path);
    const owed = reader
      .all("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT COUNT(*) FROM n")
      .catch((error: unknown) => error);
    await reader.close();
    expect(String(await owed)).toMatch(/closed/);
    expect(await reader.all("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await reader.close();
    store.close();
  });
});
