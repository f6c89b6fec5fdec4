import type { DeliveryAttempt, Lead, LeadKind, LeadSource, LeadStatus, NewLead } from "./lead.ts";
import type { LeadCursor, LeadStore } from "./store.ts";
import type { SqlDatabase, SqlValue } from "./sql-database.ts";
import { migrations } from "./sql-migrations.ts";

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
  };
}

/** Applies the migrations this database has not seen, in order; safe to run from two processes at once. */
export async function migrate(db: SqlDatabase): Promise<void> {
  await db.run("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)");
  const applied = new Set(
    (await db.all<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name),
  );
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    for (const statement of migration.statements) {
      try {
        await db.run(statement);
      } catch (error) {
        // Another process added the column between our read of the applied list and this statement.
        if (!/duplicate column name/i.test(String(error))) throw error;
      }
    }
    await db.run("INSERT OR IGNORE INTO schema_migrations (name, applied_at) VALUES (?, ?)", [
      migration.name,
      Date.now(),
    ]);
  }
}

/** Leads in SQL: the one set of queries for SQLite and D1. The tables are created on first use. */
export class SqlLeadStore implements LeadStore {
  #migrated = false;
  readonly #connect: () => SqlDatabase | Promise<SqlDatabase>;

  constructor(connect: () => SqlDatabase | Promise<SqlDatabase>) {
    this.#connect = connect;
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

  async saveLead(lead: NewLead): Promise<"stored" | "duplicate"> {
    const { changes } = await this.#run(
      `INSERT INTO leads (id, dedupe_key, kind, received_at, status, spam_reason, fields, topic, subject, source,
         client_hash, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
      ],
    );
    return changes === 1 ? "stored" : "duplicate";
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

  async markForwarded(id: string, at: number): Promise<void> {
    await this.#run(
      `UPDATE leads SET status = 'forwarded', forwarded_at = ?, attempts = attempts + 1, last_error = NULL,
         next_attempt_at = NULL, claimed_until = NULL
       WHERE id = ? AND status = 'pending'`,
      [at, id],
    );
  }

  async markFailed(id: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.#run(
      `UPDATE leads SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL
       WHERE id = ? AND status = 'pending'`,
      [error, nextAttemptAt, id],
    );
  }

  async list(limit = 1_000_000, before?: LeadCursor): Promise<Lead[]> {
    const after = before ?? { receivedAt: Number.MAX_SAFE_INTEGER, id: "" };
    const rows = await this.#all<LeadRow>(
      `SELECT * FROM leads WHERE received_at < ? OR (received_at = ? AND id < ?)
       ORDER BY received_at DESC, id DESC LIMIT ?`,
      [after.receivedAt, after.receivedAt, after.id, limit],
    );
    return rows.map(fromRow);
  }

  async salt(): Promise<string> {
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

  async recordAttempt(id: string, { at, ms, ok, status, detail }: DeliveryAttempt): Promise<void> {
    await this.#run("INSERT INTO delivery_attempts (lead_id, at, ms, ok, status, detail) VALUES (?, ?, ?, ?, ?, ?)", [
      id,
      at,
      ms,
      ok ? 1 : 0,
      status ?? null,
      detail,
    ]);
  }

  async attempts(id: string): Promise<DeliveryAttempt[]> {
    const rows = await this.#all<{ at: number; ms: number; ok: number; status: number | null; detail: string }>(
      "SELECT at, ms, ok, status, detail FROM delivery_attempts WHERE lead_id = ? ORDER BY at, rowid",
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
    const { changes } = await this.#run("UPDATE leads SET next_attempt_at = ? WHERE id = ? AND status = 'pending'", [
      now,
      id,
    ]);
    return changes === 1;
  }

  async markSpam(id: string, reason: string): Promise<boolean> {
    const { changes } = await this.#run(
      "UPDATE leads SET status = 'spam', spam_reason = ?, next_attempt_at = NULL WHERE id = ? AND status <> 'spam'",
      [reason, id],
    );
    return changes === 1;
  }

  async oldestRetrying(): Promise<Lead | undefined> {
    const [row] = await this.#all<LeadRow>(
      "SELECT * FROM leads WHERE status = 'pending' AND attempts > 0 ORDER BY received_at, id LIMIT 1",
    );
    return row && fromRow(row);
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

  async makePendingDue(now: number): Promise<number> {
    return (await this.#run("UPDATE leads SET next_attempt_at = ? WHERE status = 'pending'", [now])).changes;
  }

  async release(id: string, now: number): Promise<boolean> {
    const { changes } = await this.#run(
      `UPDATE leads SET status = 'pending', spam_reason = NULL, next_attempt_at = ? WHERE id = ? AND status = 'spam'`,
      [now, id],
    );
    return changes === 1;
  }

  async purge({ leadsBefore, spamBefore }: { leadsBefore: number; spamBefore: number }): Promise<number> {
    const past = "(status <> 'spam' AND received_at < ?) OR (status = 'spam' AND received_at < ?)";
    await this.#run(`DELETE FROM delivery_attempts WHERE lead_id IN (SELECT id FROM leads WHERE ${past})`, [
      leadsBefore,
      spamBefore,
    ]);
    const { changes } = await this.#run(`DELETE FROM leads WHERE ${past}`, [leadsBefore, spamBefore]);
    return changes;
  }
}
