import type { Dialect } from "./sql-database.ts";

/**
 * The lead tables, for SQLite (`npm start`), D1 (Cloudflare) and Postgres (Netlify Database, or `npm start` with
 * LEADS_DATABASE_URL) alike: one list, applied in order by `migrate` on first use, each once, with each dialect's
 * own types (sql-database.ts). Add a migration at the end; never edit one that has shipped.
 */
export const migrations = ({
  time,
  attemptSequence,
}: Dialect): readonly { name: string; statements: readonly string[] }[] => [
  {
    name: "0001_create_leads",
    statements: [
      `CREATE TABLE IF NOT EXISTS leads (
        id TEXT PRIMARY KEY,
        dedupe_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'subscription')),
        received_at ${time} NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'forwarded', 'spam')),
        spam_reason TEXT,
        fields TEXT NOT NULL,
        topic TEXT,
        source TEXT NOT NULL,
        client_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${time},
        claimed_until ${time},
        last_error TEXT,
        forwarded_at ${time}
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
        ${attemptSequence}lead_id TEXT NOT NULL,
        at ${time} NOT NULL,
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
      `ALTER TABLE leads ADD COLUMN spam_at ${time}`,
      `ALTER TABLE leads ADD COLUMN needs_owner_at ${time}`,
      "ALTER TABLE leads ADD COLUMN needs_owner_reason TEXT",
      `ALTER TABLE leads ADD COLUMN set_aside_at ${time}`,
      "UPDATE leads SET spam_at = received_at WHERE status = 'spam' AND spam_at IS NULL",
      "DROP INDEX IF EXISTS leads_by_time",
      "CREATE INDEX IF NOT EXISTS leads_newest ON leads (received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_status ON leads (status, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_kind ON leads (kind, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_status_kind ON leads (status, kind, received_at, id)",
    ],
  },
  {
    // What brought each lead, named as the Sources view names it (leads/origin/names.ts), kept beside it: the
    // view groups them in SQL, and the inbox filtered by one source reads a page by its index, as the other views
    // do. `origin_names` is the naming's version: leads named by an older one (or none) are named again by the
    // upkeep, a batch at a time (SqlLeadStore.nameOrigins).
    name: "0005_origin_names",
    statements: [
      "ALTER TABLE leads ADD COLUMN origin_landing TEXT",
      "ALTER TABLE leads ADD COLUMN origin_referrer TEXT",
      "ALTER TABLE leads ADD COLUMN origin_campaign TEXT",
      "ALTER TABLE leads ADD COLUMN origin_topic TEXT",
      "ALTER TABLE leads ADD COLUMN origin_names INTEGER NOT NULL DEFAULT 0",
      "CREATE INDEX IF NOT EXISTS leads_by_landing ON leads (origin_landing, status, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_referrer ON leads (origin_referrer, status, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_campaign ON leads (origin_campaign, status, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_topic ON leads (origin_topic, status, received_at, id)",
      "CREATE INDEX IF NOT EXISTS leads_by_naming ON leads (origin_names)",
    ],
  },
  {
    // The channel, first of the Sources view's dimensions (leads/origin/channels.ts): kept and indexed as the others.
    name: "0006_origin_channel",
    statements: [
      "ALTER TABLE leads ADD COLUMN origin_channel TEXT",
      "CREATE INDEX IF NOT EXISTS leads_by_channel ON leads (origin_channel, status, received_at, id)",
    ],
  },
  {
    // A lead released from spam waits from its release (leads/delivery/alerts.ts). And "needs you" is now only a
    // refusal of the lead itself (leads/delivery/lead-refusal.ts): leads the old rule flagged for an outage (a 5xx,
    // no answer, no connection, an answer that was not JSON) go back to the outage they were part of.
    name: "0007_released_at_and_refusals_only",
    statements: [
      `ALTER TABLE leads ADD COLUMN released_at ${time}`,
      `UPDATE leads SET needs_owner_at = NULL, needs_owner_reason = NULL
       WHERE needs_owner_at IS NOT NULL AND needs_owner_reason NOT LIKE 'refused:%'
         AND (needs_owner_reason NOT LIKE 'answered HTTP 4__'
           OR needs_owner_reason IN ('answered HTTP 408', 'answered HTTP 425', 'answered HTTP 429'))`,
    ],
  },
  {
    // The Sources view groups a period's leads by each name: an index that holds the period's keys and every name
    // answers each grouping from the index alone, never from the table's rows (at 100,000 leads in 90 days, each
    // grouping read 100,000 rows of the table: 85 to 145 ms apiece on SQLite; from the index, about 40).
    name: "0008_origins_covered",
    statements: [
      `CREATE INDEX IF NOT EXISTS leads_origins ON leads
        (status, received_at, kind, origin_channel, origin_landing, origin_referrer, origin_campaign, origin_topic)`,
    ],
  },
  {
    // The upkeep forgets visitors' hashes past their time (SqlLeadStore.purge): an index of the rows still holding
    // one, so each run reads the rows it changes, not every old lead forgotten before (a full scan on Postgres every
    // ten minutes, billed reads on D1).
    name: "0009_remembered_clients",
    statements: ["CREATE INDEX IF NOT EXISTS leads_remembered ON leads (received_at) WHERE client_hash <> ''"],
  },
];
