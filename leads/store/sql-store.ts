import type { DeliveryAttempt, Lead, LeadKind, LeadSource, LeadStatus, NewLead } from "../lead.ts";
import { namedOrigin, NAMING_VERSION, UNNAMED, type Dimension, type NamedOrigin } from "../origin/names.ts";
import {
  nextTurn,
  type DeliveryState,
  type NameCount,
  type LeadCursor,
  type LeadFilter,
  type LeadPageQuery,
  type LeadStore,
  type OriginRange,
  type PurgeCutoffs,
} from "./store.ts";
import { dialects, type SqlDatabase, type SqlStatement, type SqlValue } from "./sql-database.ts";
import { migrate } from "./migrate.ts";
import { keptSource } from "../submission.ts";

type LeadRow = {
  id: string;
  dedupe_key: string;
  kind: LeadKind;
  received_at: number;
  status: LeadStatus;
  spam_reason: string | null;
  fields: string;
  topic: string | null;
  subject: string | null;
  source: string;
  client_hash: string;
  attempts: number;
  next_attempt_at: number | null;
  claimed_until: number | null;
  last_error: string | null;
  forwarded_at: number | null;
  spam_at: number | null;
  needs_owner_at: number | null;
  needs_owner_reason: string | null;
  set_aside_at: number | null;
  released_at: number | null;
};

const optional = <T>(value: T | null): T | undefined => value ?? undefined;

function fromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    key: row.dedupe_key,
    kind: row.kind,
    receivedAt: row.received_at,
    status: row.status,
    spamReason: optional(row.spam_reason),
    fields: JSON.parse(row.fields) as Record<string, string>,
    topic: optional(row.topic),
    subject: optional(row.subject),
    source: JSON.parse(row.source) as LeadSource,
    clientHash: row.client_hash,
    attempts: row.attempts,
    nextAttemptAt: optional(row.next_attempt_at),
    lastError: optional(row.last_error),
    forwardedAt: optional(row.forwarded_at),
    claimedUntil: optional(row.claimed_until),
    spamAt: optional(row.spam_at),
    needsOwner:
      row.needs_owner_at === null ? undefined : { since: row.needs_owner_at, reason: row.needs_owner_reason ?? "" },
    setAsideAt: optional(row.set_aside_at),
    releasedAt: optional(row.released_at),
  };
}

/** The column that keeps each dimension's name of a lead's origin (migrations 0005 and 0006). */
const originColumn: Record<Dimension, string> = {
  channel: "origin_channel",
  landing: "origin_landing",
  referrer: "origin_referrer",
  campaign: "origin_campaign",
  topic: "origin_topic",
};

/** A range's real leads (the index on status and time reads only them, never the spam beside them). */
function originWhere({ from, to, kind }: OriginRange): { sql: string; params: SqlValue[] } {
  return {
    sql: `status IN ('pending', 'forwarded') AND received_at >= ? AND received_at < ?${kind ? " AND kind = ?" : ""}`,
    params: kind ? [from, to, kind] : [from, to],
  };
}

/** The WHERE clause of a view, with its parameters; `true` for every lead. */
function whereOf({ status, kind, from, to, source }: LeadFilter): { sql: string; params: SqlValue[] } {
  const parts: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: string, value: SqlValue) => {
    parts.push(sql);
    params.push(value);
  };
  if (status) add("status = ?", status);
  if (kind) add("kind = ?", kind);
  if (from !== undefined) add("received_at >= ?", from);
  if (to !== undefined) add("received_at < ?", to);
  if (source) add(`${originColumn[source.dimension]} = ?`, source.name);
  return { sql: parts.length ? parts.join(" AND ") : "TRUE", params };
}

/** The columns a lead's names are kept in, and the naming's version, in the order `namingValues` gives them. */
const naming = [...Object.values(originColumn), "origin_names"];
const namingColumns = naming.join(", ");
const namingValues = (names: NamedOrigin): SqlValue[] => [
  ...(Object.keys(originColumn) as Dimension[]).map((dimension) => names[dimension]),
  NAMING_VERSION,
];

/** One try's values, typed for Postgres, which reads a SELECT's values as text unless told. */
const attemptValues =
  "SELECT ?, CAST(? AS BIGINT), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS TEXT)";
const attemptParams = (id: string, { at, ms, ok, status, detail }: DeliveryAttempt): SqlValue[] => [
  id,
  at,
  ms,
  ok ? 1 : 0,
  status ?? null,
  detail,
];

const recordAttempt = "INSERT INTO delivery_attempts (lead_id, at, ms, ok, status, detail) VALUES (?, ?, ?, ?, ?, ?)";

/** Terms of one UNION: D1 compiles five, and refuses a sixth ("too many terms in compound SELECT"). */
export const UNION_TERMS = 5;

/** Leads deleted in one statement's batch: D1 binds at most 100 values to a query. */
const PURGE_BATCH = 100;

/** Leads in SQL: the one set of queries for SQLite, D1 and Postgres. The tables are created on first use. */
export class SqlLeadStore implements LeadStore {
  #migrated = false;
  #salt: string | undefined;
  readonly #connect: () => SqlDatabase | Promise<SqlDatabase>;
  readonly #reports: (() => SqlDatabase) | undefined;

  /**
   * `reports`: where the owner's reports are read, when not where everything else is: on SQLite a second
   * connection in a thread of its own (sqlite-reader.ts), so grouping a hundred thousand leads holds no visitor.
   */
  constructor(connect: () => SqlDatabase | Promise<SqlDatabase>, { reports }: { reports?: () => SqlDatabase } = {}) {
    this.#connect = connect;
    this.#reports = reports;
  }

  /**
   * The database, migrated. What is kept is that it was, not the promise of it: a Worker isolate serves many
   * requests, and a promise one request made, awaited by another, is resumed in the wrong request's context.
   * Two first calls at once both migrate, which `migrate` allows; a failure is not remembered.
   */
  async #db(): Promise<SqlDatabase> {
    const db = await this.#connect();
    if (!this.#migrated) {
      await migrate(db);
      this.#migrated = true;
    }
    return db;
  }

  async #run(sql: string, params: readonly SqlValue[]) {
    return (await this.#db()).run(sql, params);
  }

  async #all<Row>(sql: string, params: readonly SqlValue[] = []) {
    return (await this.#db()).all<Row>(sql, params);
  }

  /** The report query running on Postgres, if any: the next waits for it (see `#report`). */
  #reporting: Promise<unknown> = Promise.resolve();

  /**
   * A query of the owner's reports: on the reports' own connection where there is one, once the tables exist. On
   * Postgres, one at a time: its server may share the machine's cores with this one's, and cannot lower a query's
   * priority as a thread's can be, so a report's groupings side by side would take both cores from the site's pages.
   */
  async #report<Row>(sql: string, params: readonly SqlValue[] = []) {
    const db = await this.#db();
    const reports = this.#reports?.();
    if (reports || db.dialect !== "postgres") return (reports ?? db).all<Row>(sql, params);
    const turn = this.#reporting.then(() => db.all<Row>(sql, params));
    this.#reporting = turn.catch(() => undefined);
    return turn;
  }

  async saveLead(lead: NewLead): Promise<"stored" | "duplicate"> {
    const { changes } = await this.#run(
      `INSERT INTO leads (id, dedupe_key, kind, received_at, status, spam_reason, fields, topic, subject, source,
         client_hash, next_attempt_at, spam_at, ${namingColumns})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${naming.map(() => "?").join(", ")})
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        lead.id,
        lead.key,
        lead.kind,
        lead.receivedAt,
        lead.status,
        lead.spamReason ?? null,
        JSON.stringify(lead.fields),
        lead.topic ?? null,
        lead.subject ?? null,
        JSON.stringify(lead.source),
        lead.clientHash,
        lead.status === "pending" ? lead.receivedAt : null,
        lead.status === "spam" ? lead.receivedAt : null,
        ...namingValues(namedOrigin(lead)),
      ],
    );
    return changes === 1 ? "stored" : "duplicate";
  }

  /**
   * Keeps a lead another store kept (the move from Netlify Blobs, leads/netlify/blobs-move.ts; the copy to
   * Postgres, copy.ts) as it was, with its history, its page addresses kept as a post's are today (keptSource);
   * false when a lead with its id or key is here already. One transaction: the history and the lead together, so
   * two moves or copies of the same lead at once keep it once, with its history once. The history goes first, each
   * try only while no such lead is here (so a batch that D1 cannot stop midway adds none), after any left by a move
   * an older release cut off; the lead last, and the transaction is kept only if it was stored.
   */
  async importLead(lead: Lead, attempts: readonly DeliveryAttempt[]): Promise<boolean> {
    const absent = "NOT EXISTS (SELECT 1 FROM leads WHERE id = ? OR dedupe_key = ?)";
    const source = keptSource(lead.source);
    const columns: [string, SqlValue][] = [
      ["id", lead.id],
      ["dedupe_key", lead.key],
      ["kind", lead.kind],
      ["received_at", lead.receivedAt],
      ["status", lead.status],
      ["spam_reason", lead.spamReason ?? null],
      ["fields", JSON.stringify(lead.fields)],
      ["topic", lead.topic ?? null],
      ["subject", lead.subject ?? null],
      ["source", JSON.stringify(source)],
      ["client_hash", lead.clientHash],
      ["attempts", lead.attempts],
      ["next_attempt_at", lead.nextAttemptAt ?? null],
      ["last_error", lead.lastError ?? null],
      ["forwarded_at", lead.forwardedAt ?? null],
      ["spam_at", lead.spamAt ?? null],
      ["needs_owner_at", lead.needsOwner?.since ?? null],
      ["needs_owner_reason", lead.needsOwner?.reason ?? null],
      ["set_aside_at", lead.setAsideAt ?? null],
      ["released_at", lead.releasedAt ?? null],
    ];
    const names = [...columns.map(([name]) => name), ...naming];
    const { kept } = await (
      await this.#db()
    ).atomic([
      {
        sql: `DELETE FROM delivery_attempts WHERE lead_id = ? AND ${absent}`,
        params: [lead.id, lead.id, lead.key],
      },
      ...attempts.map((attempt) => ({
        sql: `INSERT INTO delivery_attempts (lead_id, at, ms, ok, status, detail) ${attemptValues} WHERE ${absent}`,
        params: [...attemptParams(lead.id, attempt), lead.id, lead.key],
      })),
      {
        sql: `INSERT INTO leads (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")}) ON CONFLICT DO NOTHING`,
        params: [...columns.map(([, value]) => value), ...namingValues(namedOrigin({ ...lead, source }))],
        expect: 1,
      },
    ]);
    return kept;
  }

  /** Which of these ids are leads here. */
  async knownIds(ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.#all<{ id: string }>(
      `SELECT id FROM leads WHERE id IN (${ids.map(() => "?").join(", ")})`,
      ids,
    );
    return rows.map((row) => row.id);
  }

  async hasKey(key: string): Promise<boolean> {
    return (await this.#all("SELECT 1 FROM leads WHERE dedupe_key = ?", [key])).length > 0;
  }

  async recentCount(clientHash: string, since: number): Promise<number> {
    const [row] = await this.#all<{ count: number }>(
      "SELECT COUNT(*) AS count FROM leads WHERE client_hash = ? AND received_at >= ?",
      [clientHash, since],
    );
    return row?.count ?? 0;
  }

  async pending(now: number, limit: number): Promise<string[]> {
    const rows = await this.#all<{ id: string }>(
      `SELECT id FROM leads
       WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
         AND set_aside_at IS NULL
       ORDER BY received_at LIMIT ?`,
      [now, now, limit],
    );
    return rows.map((row) => row.id);
  }

  async claim(id: string, now: number, leaseMs: number): Promise<Lead | undefined> {
    const [row] = await this.#all<LeadRow>(
      `UPDATE leads SET claimed_until = ?
       WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
       RETURNING *`,
      [now + leaseMs, id, now, now],
    );
    return row && fromRow(row);
  }

  async markForwarded(id: string, at: number, attempt?: DeliveryAttempt): Promise<void> {
    await this.#withTry(id, attempt, {
      sql: `UPDATE leads SET status = 'forwarded', forwarded_at = ?, attempts = attempts + 1, last_error = NULL,
         next_attempt_at = NULL, claimed_until = NULL, needs_owner_at = NULL, needs_owner_reason = NULL
       WHERE id = ? AND status = 'pending'`,
      params: [at, id],
    });
  }

  async markFailed(id: string, error: string, nextAttemptAt: number, attempt?: DeliveryAttempt): Promise<void> {
    await this.#withTry(id, attempt, {
      sql: `UPDATE leads SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL
       WHERE id = ? AND status = 'pending'`,
      params: [error, nextAttemptAt, id],
    });
  }

  /** A change of a lead's status and the try that made it, in one transaction: never one seen without the other. */
  async #withTry(id: string, attempt: DeliveryAttempt | undefined, change: SqlStatement): Promise<void> {
    const db = await this.#db();
    if (!attempt) await db.run(change.sql, change.params);
    else await db.atomic([{ sql: recordAttempt, params: attemptParams(id, attempt) }, change]);
  }

  async page({ limit, before, after, ...filter }: LeadPageQuery): Promise<Lead[]> {
    const where = whereOf(filter);
    // Row values compare (time, id) in one step, so the index on each view's order answers the page.
    const [cursor, order] = after
      ? [" AND (received_at, id) > (?, ?)", "ASC"]
      : before
        ? [" AND (received_at, id) < (?, ?)", "DESC"]
        : ["", "DESC"];
    const at = after ?? before;
    const rows = await this.#all<LeadRow>(
      `SELECT * FROM leads WHERE ${where.sql}${cursor} ORDER BY received_at ${order}, id ${order} LIMIT ?`,
      [...where.params, ...(at ? [at.receivedAt, at.id] : []), limit],
    );
    const leads = rows.map(fromRow);
    return after ? leads.reverse() : leads;
  }

  async count(
    { newerThan, ...filter }: LeadFilter & { newerThan?: LeadCursor | undefined },
    cap: number,
  ): Promise<number> {
    const where = whereOf(filter);
    const newer = newerThan ? " AND (received_at, id) > (?, ?)" : "";
    const [row] = await this.#all<{ count: number }>(
      `SELECT COUNT(*) AS count FROM (SELECT 1 FROM leads WHERE ${where.sql}${newer} LIMIT ?) AS capped`,
      [...where.params, ...(newerThan ? [newerThan.receivedAt, newerThan.id] : []), cap],
    );
    return row?.count ?? 0;
  }

  async realCount(range: OriginRange): Promise<number> {
    const where = originWhere(range);
    const [row] = await this.#report<{ count: number }>(
      `SELECT COUNT(*) AS count FROM leads WHERE ${where.sql}`,
      where.params,
    );
    return row?.count ?? 0;
  }

  async deliveryStates(range: OriginRange): Promise<{ state: DeliveryState; count: number }[]> {
    const where = originWhere(range);
    return this.#report<{ state: DeliveryState; count: number }>(
      `SELECT CASE WHEN status = 'forwarded' THEN 'delivered' WHEN set_aside_at IS NOT NULL THEN 'set-aside'
         ELSE 'waiting' END AS state, COUNT(*) AS count
       FROM leads WHERE ${where.sql} GROUP BY 1`,
      where.params,
    );
  }

  async topNames(range: OriginRange, dimension: Dimension, limit?: number): Promise<NameCount[]> {
    const where = originWhere(range);
    const name = `COALESCE(${originColumn[dimension]}, '${UNNAMED}')`;
    return this.#report<NameCount>(
      `SELECT ${name} AS name, COUNT(*) AS count FROM leads WHERE ${where.sql}
       GROUP BY 1 ORDER BY 2 DESC, 1${limit === undefined ? "" : " LIMIT ?"}`,
      limit === undefined ? where.params : [...where.params, limit],
    );
  }

  async namesCount(range: OriginRange, dimension: Dimension, names: readonly string[]): Promise<NameCount[]> {
    if (!names.length) return [];
    const where = originWhere(range);
    const column = originColumn[dimension];
    return this.#report<NameCount>(
      `SELECT ${column} AS name, COUNT(*) AS count FROM leads
       WHERE ${where.sql} AND ${column} IN (${names.map(() => "?").join(", ")}) GROUP BY 1`,
      [...where.params, ...names],
    );
  }

  async channelSeries(
    range: OriginRange,
    boundaries: readonly number[],
  ): Promise<{ part: number; channel: string; count: number }[]> {
    // Each part a grouping of its own days, read by the index on time: sorting a part's leads at a time is half the
    // work of sorting the period's by a part worked out for each lead. The edges are whole numbers of our own,
    // written into the statement; the parts go a few to a statement, as D1 compiles at most five terms of a UNION.
    const edges = [range.from, ...boundaries, range.to].map((edge) => String(Math.trunc(edge)));
    const parts = edges.slice(0, -1).map(
      (from, index) =>
        `SELECT ${String(index)} AS part, COALESCE(origin_channel, '${UNNAMED}') AS channel, COUNT(*) AS count
         FROM leads WHERE status IN ('pending', 'forwarded') AND received_at >= ${from}
           AND received_at < ${edges[index + 1] ?? from}${range.kind ? " AND kind = ?" : ""} GROUP BY 2`,
    );
    const statements = [];
    for (let at = 0; at < parts.length; at += UNION_TERMS) statements.push(parts.slice(at, at + UNION_TERMS));
    const answers = await Promise.all(
      statements.map((terms) =>
        this.#report<{ part: number; channel: string; count: number }>(
          terms.join(" UNION ALL "),
          range.kind ? terms.map(() => range.kind ?? "") : [],
        ),
      ),
    );
    return answers.flat();
  }

  async nameOrigins(limit: number): Promise<number> {
    const rows = await this.#all<{ id: string; source: string; topic: string | null }>(
      "SELECT id, source, topic FROM leads WHERE origin_names < ? LIMIT ?",
      [NAMING_VERSION, limit],
    );
    for (const row of rows) {
      // Kept as a post is today: an older release kept whole page addresses (NAMING_VERSION 4).
      const source = keptSource(JSON.parse(row.source) as LeadSource);
      const names = namedOrigin({ source, topic: optional(row.topic) });
      const assignments = naming.map((column) => `${column} = ?`).join(", ");
      await this.#run(`UPDATE leads SET source = ?, ${assignments} WHERE id = ?`, [
        JSON.stringify(source),
        ...namingValues(names),
        row.id,
      ]);
    }
    return rows.length;
  }

  async salt(): Promise<string> {
    // Made once, never changed: read once per process or isolate, not once per post.
    if (this.#salt) return this.#salt;
    this.#salt = await this.#readOrMakeSalt();
    return this.#salt;
  }

  async #readOrMakeSalt(): Promise<string> {
    const read = async () =>
      (await this.#all<{ value: string }>("SELECT value FROM settings WHERE name = 'client_salt'"))[0]?.value;
    const kept = await read();
    if (kept) return kept;
    // Two processes may make one at once: the first stored wins, and both read it back.
    await this.#run("INSERT INTO settings (name, value) VALUES ('client_salt', ?) ON CONFLICT (name) DO NOTHING", [
      crypto.randomUUID() + crypto.randomUUID(),
    ]);
    const made = await read();
    if (!made) throw new Error("the client salt was not stored");
    return made;
  }

  async recordAttempt(id: string, attempt: DeliveryAttempt): Promise<void> {
    await this.#run(recordAttempt, attemptParams(id, attempt));
  }

  async attempts(id: string): Promise<DeliveryAttempt[]> {
    const rows = await this.#all<{ at: number; ms: number; ok: number; status: number | null; detail: string }>(
      `SELECT at, ms, ok, status, detail FROM delivery_attempts WHERE lead_id = ?
       ORDER BY ${dialects[(await this.#db()).dialect].attemptOrder}`,
      [id],
    );
    return rows.map((row) => ({
      at: row.at,
      ms: row.ms,
      ok: row.ok === 1,
      status: optional(row.status),
      detail: row.detail,
    }));
  }

  async get(id: string): Promise<Lead | undefined> {
    const [row] = await this.#all<LeadRow>("SELECT * FROM leads WHERE id = ?", [id]);
    return row && fromRow(row);
  }

  async makeDue(id: string, now: number): Promise<boolean> {
    const { changes } = await this.#run(
      "UPDATE leads SET next_attempt_at = ?, set_aside_at = NULL WHERE id = ? AND status = 'pending'",
      [now, id],
    );
    return changes === 1;
  }

  async markSpam(id: string, reason: string, at: number): Promise<boolean> {
    const { changes } = await this.#run(
      `UPDATE leads SET status = 'spam', spam_reason = ?, spam_at = ?, next_attempt_at = NULL, needs_owner_at = NULL,
         needs_owner_reason = NULL, set_aside_at = NULL
       WHERE id = ? AND status <> 'spam'`,
      [reason, at, id],
    );
    return changes === 1;
  }

  async markNeedsOwner(id: string, reason: string, at: number): Promise<boolean> {
    const { changes } = await this.#run(
      `UPDATE leads SET needs_owner_at = ?, needs_owner_reason = ?
       WHERE id = ? AND status = 'pending' AND needs_owner_at IS NULL`,
      [at, reason, id],
    );
    return changes === 1;
  }

  async setAside(id: string, at: number): Promise<boolean> {
    const { changes } = await this.#run(
      "UPDATE leads SET set_aside_at = ?, next_attempt_at = NULL WHERE id = ? AND status = 'pending'",
      [at, id],
    );
    return changes === 1;
  }

  async needingOwner(limit: number): Promise<Lead[]> {
    const rows = await this.#all<LeadRow>(
      `SELECT * FROM leads WHERE status = 'pending' AND needs_owner_at IS NOT NULL AND set_aside_at IS NULL
       ORDER BY received_at, id LIMIT ?`,
      [limit],
    );
    return rows.map(fromRow);
  }

  async oldestRetrying(): Promise<Lead | undefined> {
    const [row] = await this.#all<LeadRow>(
      `SELECT * FROM leads
       WHERE status = 'pending' AND attempts > 0 AND needs_owner_at IS NULL AND set_aside_at IS NULL
       ORDER BY COALESCE(released_at, received_at), id LIMIT 1`,
    );
    return row && fromRow(row);
  }

  async retryingCount(cap: number): Promise<number> {
    const [row] = await this.#all<{ count: number }>(
      `SELECT COUNT(*) AS count FROM (SELECT 1 FROM leads
         WHERE status = 'pending' AND attempts > 0 AND needs_owner_at IS NULL AND set_aside_at IS NULL LIMIT ?) AS capped`,
      [cap],
    );
    return row?.count ?? 0;
  }

  async setting(name: string): Promise<string | undefined> {
    return (await this.#all<{ value: string }>("SELECT value FROM settings WHERE name = ?", [name]))[0]?.value;
  }

  async saveSetting(name: string, value: string | undefined): Promise<void> {
    if (value === undefined) await this.#run("DELETE FROM settings WHERE name = ?", [name]);
    else {
      await this.#run(
        "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        [name, value],
      );
    }
  }

  async createSetting(name: string, value: string): Promise<boolean> {
    const { changes } = await this.#run(
      "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
      [name, value],
    );
    return changes === 1;
  }

  async removeSetting(name: string): Promise<boolean> {
    return (await this.#run("DELETE FROM settings WHERE name = ?", [name])).changes === 1;
  }

  async settingsBetween(from: string, to: string, limit: number): Promise<{ name: string; value: string }[]> {
    return this.#all<{ name: string; value: string }>(
      "SELECT name, value FROM settings WHERE name >= ? AND name < ? ORDER BY name LIMIT ?",
      [from, to, limit],
    );
  }

  async makePendingDue(now: number): Promise<number> {
    return (
      await this.#run("UPDATE leads SET next_attempt_at = ? WHERE status = 'pending' AND set_aside_at IS NULL", [now])
    ).changes;
  }

  async release(id: string, now: number): Promise<"pending" | "forwarded" | undefined> {
    // A lead delivered before it was filed as spam goes back to delivered: releasing it never sends it again.
    const [row] = await this.#all<{ status: "pending" | "forwarded" }>(
      `UPDATE leads SET status = CASE WHEN forwarded_at IS NULL THEN 'pending' ELSE 'forwarded' END,
         spam_reason = NULL, spam_at = NULL, released_at = CAST(? AS BIGINT),
         next_attempt_at = CASE WHEN forwarded_at IS NULL THEN CAST(? AS BIGINT) ELSE NULL END
       WHERE id = ? AND status = 'spam'
       RETURNING status`,
      [now, now, id],
    );
    return row?.status;
  }

  async purge({ leadsBefore, spamBefore, clientsBefore }: PurgeCutoffs): Promise<number> {
    // A batch at a time, each a short statement: on node:sqlite a statement holds the server's one thread.
    // Spam is kept 30 days from when it was filed, and never past a lead's 24 months; a lead is never filed before
    // it arrives, so the index on arrival narrows the search first.
    const past = [
      ["status <> 'spam' AND received_at < ?", [leadsBefore]],
      [
        "status = 'spam' AND received_at < ? AND (received_at < ? OR COALESCE(spam_at, received_at) < ?)",
        [Math.max(leadsBefore, spamBefore), leadsBefore, spamBefore],
      ],
    ] as const;
    let removed = 0;
    for (const [where, params] of past) {
      for (;;) {
        const ids = (
          await this.#all<{ id: string }>(`SELECT id FROM leads WHERE ${where} LIMIT ?`, [...params, PURGE_BATCH])
        ).map((row) => row.id);
        if (!ids.length) break;
        const list = ids.map(() => "?").join(", ");
        await this.#run(`DELETE FROM delivery_attempts WHERE lead_id IN (${list})`, ids);
        removed += (await this.#run(`DELETE FROM leads WHERE id IN (${list})`, ids)).changes;
        await nextTurn();
      }
    }
    if (clientsBefore !== undefined) {
      const forget = `UPDATE leads SET client_hash = '' WHERE id IN
        (SELECT id FROM leads WHERE received_at < ? AND client_hash <> '' LIMIT ?)`;
      while ((await this.#run(forget, [clientsBefore, PURGE_BATCH])).changes) await nextTurn();
    }
    return removed;
  }
}
