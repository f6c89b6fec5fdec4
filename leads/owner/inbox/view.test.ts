import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPostgres } from "../../fixtures/postgres.ts";
import type { NewLead } from "../../lead.ts";
import { referrerName } from "../../origin/names.ts";
import { openSqlite } from "../../store/sqlite.ts";
import type { SqlDatabase, SqlValue } from "../../store/sql-database.ts";
import { SqlLeadStore } from "../../store/sql-store.ts";
import { readView, viewCount, viewPage, PAGE_SIZE } from "./view.ts";

// The inbox filtered by one source (the Sources view's links) under a spam wave: 20,000 spam and 2,000 leads, a
// hundred of them from the source. It must read a page, as the plain inbox does, never every lead of the store:
// on SQLite every read of the table goes through an index (no scan), and on Postgres the rows each statement reads,
// as the database itself counts them, stay near a page.

const clock = { zone: "America/Denver", zoneName: "Mountain Time" };
const RARE = "news.ycombinator.com";
const LEADS = 2_000;
const SPAM = 20_000;

/** A database that notes each statement the store sends, and how many rows each answered. */
function watched(db: SqlDatabase) {
  const statements: { sql: string; params: readonly SqlValue[]; rows: number }[] = [];
  const database: SqlDatabase = {
    dialect: db.dialect,
    run: async (sql, params = []) => {
      const done = await db.run(sql, params);
      statements.push({ sql, params, rows: done.changes });
      return done;
    },
    atomic: (statements) => db.atomic(statements),
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) => {
      const rows = await db.all<Row>(sql, params);
      statements.push({ sql, params, rows: rows.length });
      return rows;
    },
    // The migrations run on the connection that holds their lock, unwatched: this test reads the views.
    exclusive: (work) => db.exclusive(work),
  };
  return { database, statements };
}

async function filled(db: SqlDatabase): Promise<SqlLeadStore> {
  const store = new SqlLeadStore(() => db);
  const at = Date.UTC(2026, 9, 1);
  const lead = (i: number, spam: boolean): NewLead => ({
    id: crypto.randomUUID(),
    key: `${spam ? "spam" : "lead"}-${String(i)}`,
    kind: "contact",
    receivedAt: at + i * 60_000,
    status: spam ? "spam" : "pending",
    spamReason: spam ? "honeypot filled" : undefined,
    fields: { "Full Name": `Visitor ${String(i)}` },
    source: { page: "/contact", referrer: i % 20 === 0 ? RARE : "www.google.com" },
    clientHash: `client-${String(i % 50)}`,
  });
  for (let i = 0; i < LEADS; i++) await store.saveLead(lead(i, false));
  // The spam wave comes from the rare source too, as a bot replaying one link would: a thousand stored as the
  // store stores them, then copied in SQL to twenty thousand (new ids and keys), which is quicker than posting.
  for (let i = 0; i < SPAM / 20; i++) await store.saveLead(lead(i, true));
  await db.run("CREATE TEMPORARY TABLE wave AS SELECT * FROM leads WHERE status = 'spam'");
  for (let copy = 1; copy < 20; copy++) {
    await db.run("UPDATE wave SET id = id || 'x', dedupe_key = dedupe_key || 'x'");
    await db.run("INSERT INTO leads SELECT * FROM wave");
  }
  await db.run("DROP TABLE wave");
  if (db.dialect === "postgres") await db.run("ANALYZE leads");
  return store;
}

/** How many rows Postgres read to answer a statement: each scan's rows kept and removed, as EXPLAIN ANALYZE counts. */
async function rowsRead(db: SqlDatabase, sql: string, params: readonly SqlValue[]): Promise<number> {
  const [row] = await db.all<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  let read = 0;
  const walk = (node: Record<string, unknown>) => {
    if (typeof node["Relation Name"] === "string" || String(node["Node Type"]).includes("Index")) {
      read += Number(node["Actual Rows"] ?? 0) * Number(node["Actual Loops"] ?? 1);
      read += Number(node["Rows Removed by Filter"] ?? 0) + Number(node["Rows Removed by Index Recheck"] ?? 0);
    }
    for (const child of (node["Plans"] as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const plan = row?.["QUERY PLAN"];
  walk(((typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {});
  return read;
}

/** SQLite's plan for a statement: each step, `SEARCH … USING INDEX …` or `SCAN …`. */
async function sqlitePlan(db: SqlDatabase, sql: string, params: readonly SqlValue[]): Promise<string[]> {
  return (await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params)).map((step) => step.detail);
}

let postgres: Awaited<ReturnType<typeof testPostgres>>;
beforeAll(async () => {
  postgres = await testPostgres();
}, 60_000);
afterAll(async () => {
  await postgres.stop();
});

const databases: [string, () => Promise<SqlDatabase>][] = [
  ["SQLite", () => Promise.resolve(openSqlite(":memory:"))],
  ["Postgres", () => postgres.fresh()],
];

/** Each database filled once for the file: the inbox's reads, then the upkeep's (which changes only hashes). */
const waves = new Map<string, Promise<{ db: SqlDatabase; store: SqlLeadStore }>>();
function wave(name: string, open: () => Promise<SqlDatabase>) {
  const filling = waves.get(name) ?? open().then(async (db) => ({ db, store: await filled(db) }));
  waves.set(name, filling);
  return filling;
}

describe("the inbox by source under a spam wave", () => {
  for (const [name, open] of databases) {
    it(`reads a page of one source's leads, not the store (${name})`, { timeout: 120_000 }, async () => {
      const { db, store } = await wave(name, open);
      const { database, statements } = watched(db);
      const watchedStore = new SqlLeadStore(() => database);
      const view = readView((part) => (part === "referrer" ? referrerName(RARE) : undefined));
      expect(view.source).toEqual({ dimension: "referrer", name: "Hacker News" });
      // A status chosen beside the source keeps both (the filters' form carries the source along).
      const parts: Record<string, string> = { referrer: "Hacker News", status: "spam" };
      expect(readView((part) => parts[part])).toMatchObject({ status: "spam", source: view.source });

      const first = await viewPage(watchedStore, view, clock, { limit: PAGE_SIZE });
      expect(first.leads).toHaveLength(PAGE_SIZE);
      expect(first.more).toBe(true);
      expect(first.leads.every((lead) => lead.source.referrer === RARE && lead.status === "pending")).toBe(true);
      const last = first.leads.at(-1);
      const second = await viewPage(watchedStore, view, clock, {
        limit: PAGE_SIZE,
        before: last && { receivedAt: last.receivedAt, id: last.id },
      });
      expect(second.leads).toHaveLength(LEADS / 20 - PAGE_SIZE);
      expect(second.more).toBe(false);
      expect(await viewCount(watchedStore, view, clock)).toBe(LEADS / 20);

      const reads = statements.filter((statement) => /FROM leads/.test(statement.sql));
      expect(reads.length).toBeGreaterThan(0);
      // What came back: a page and a little more per statement, never the source's every lead or the store's.
      for (const statement of reads) expect(statement.rows, statement.sql).toBeLessThanOrEqual(PAGE_SIZE + 1);
      for (const { sql, params } of reads) {
        if (db.dialect === "sqlite") {
          const plan = await sqlitePlan(db, sql, params);
          expect(
            plan.some((step) => /^SEARCH leads USING (COVERING )?INDEX leads_by_referrer/.test(step)),
            sql,
          ).toBe(true);
          expect(
            plan.filter((step) => /^SCAN leads/.test(step)),
            sql,
          ).toEqual([]);
        } else {
          expect(await rowsRead(db, sql, params), sql).toBeLessThanOrEqual(2 * (PAGE_SIZE + 1));
        }
      }
      // The same store's reads of everything, for scale: what a query that read the store would have read.
      if (db.dialect === "postgres")
        expect(await rowsRead(db, "SELECT id FROM leads WHERE fields <> ?", [""])).toBe(LEADS + SPAM);
      expect(await store.count({}, 100_000)).toBe(LEADS + SPAM);
    });
  }
});

describe("the upkeep forgets visitors' hashes under a spam wave", () => {
  for (const [name, open] of databases) {
    it(`reads only the rows still holding a hash (${name})`, { timeout: 120_000 }, async () => {
      const { db, store } = await wave(name, open);
      const { database, statements } = watched(db);
      // The first hundred minutes' leads and their spam are past their time: 2,100 hashes to forget.
      const clientsBefore = Date.UTC(2026, 9, 1) + 100 * 60_000;
      await new SqlLeadStore(() => database).purge({ leadsBefore: 0, spamBefore: 0, clientsBefore });
      const forgets = statements.filter((statement) => statement.sql.includes("SET client_hash = ''"));
      expect(forgets.reduce((sum, statement) => sum + statement.rows, 0)).toBe(100 + 100 * 20);
      // Its search, as the next upkeep runs it: every old hash forgotten, nothing left to read.
      const search = /\((SELECT id FROM leads WHERE[^)]*)\)/.exec(forgets[0]?.sql ?? "")?.[1] ?? "";
      const params = forgets[0]?.params ?? [];
      expect(search).toMatch(/client_hash <> ''/);
      if (db.dialect === "sqlite") {
        const plan = await sqlitePlan(db, search, params);
        expect(
          plan.some((step) => /USING (COVERING )?INDEX leads_remembered/.test(step)),
          plan.join("; "),
        ).toBe(true);
        expect(plan.filter((step) => /^SCAN leads/.test(step))).toEqual([]);
      } else {
        // As Postgres' autovacuum leaves the table after such a change: the old rows' entries gone from the index.
        await db.run("VACUUM ANALYZE leads");
        expect(await rowsRead(db, search, params)).toBe(0);
        // What the same search reads without the index: every old lead, forgotten or not.
        await db.run("DROP INDEX leads_remembered");
        expect(await rowsRead(db, search, params)).toBe(100 + 100 * 20);
      }
      expect(await store.count({}, 100_000)).toBe(LEADS + SPAM);
    });
  }
});
