/**
 * The lead tables, for SQLite (`npm start`) and D1 (Cloudflare) alike: one list, applied in order by
 * `migrate` on first use, each once. Add a migration at the end; never edit one that has shipped.
 */
export const migrations: readonly { name: string; statements: readonly string[] }[] = [
  {
    name: "0001_create_leads",
    statements: [
      `CREATE TABLE IF NOT EXISTS leads (
        id TEXT PRIMARY KEY,
        dedupe_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'subscription')),
        received_at INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'forwarded', 'spam')),
        spam_reason TEXT,
        fields TEXT NOT NULL,
        topic TEXT,
        source TEXT NOT NULL,
        client_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        claimed_until INTEGER,
        last_error TEXT,
        forwarded_at INTEGER
      )`,
      "CREATE INDEX IF NOT EXISTS leads_by_client ON leads (client_hash, received_at)",
      "CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at)",
      "CREATE INDEX IF NOT EXISTS leads_by_time ON leads (received_at)",
      "CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ],
  },
  {
    name: "0002_add_subject",
    statements: ["ALTER TABLE leads ADD COLUMN subject TEXT"],
  },
  {
    name: "0003_create_delivery_attempts",
    statements: [
      `CREATE TABLE IF NOT EXISTS delivery_attempts (
        lead_id TEXT NOT NULL,
        at INTEGER NOT NULL,
        ms INTEGER NOT NULL,
        ok INTEGER NOT NULL,
        status INTEGER,
        detail TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS delivery_attempts_by_lead ON delivery_attempts (lead_id, at)",
    ],
  },
  {
    // The owner's inbox reads a page at a time, filtered in SQL: each view's order has an index of its own, so a
    // page or a capped count reads what it shows even with tens of thousands of spam rows kept.
    name: "0004_inbox_pages_and_owner_cases",
    statements: [
      "ALTER TABLE leads ADD COLUMN spam_at INTEGER",
      "ALTER TABLE leads ADD COLUMN needs_owner_at INTEGER",
      "ALTER TABLE leads ADD COLUMN needs_owner_reason TEXT",
      "ALTER TABLE leads ADD COLUMN set_aside_at INTEGER",
      "UPDATE leads SET spam_at = received_at WHERE status = 'spam' AND spam_at IS NULL",
      "DROP INDEX IF EXISTS leads_by_time",
      "CREATE INDEX IF NOT EXISTS leads_newest ON leads (received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_status ON leads (status, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_kind ON leads (kind, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_status_kind ON leads (status, kind, received_at, id)",
    ],
  },
];
