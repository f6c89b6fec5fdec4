import { DatabaseSync } from "node:sqlite";
import { expect } from "@playwright/test";
import type { FormService, Submission } from "../../testing/form-service-stand-in.ts";

/** A row of the lead store as the owner's tools see it (leads/store/migrations.ts). */
export type StoredLead = {
  id: string;
  kind: string;
  status: string;
  spam_reason: string | null;
  fields: Record<string, string>;
  topic: string | null;
  source: Record<string, unknown>;
  attempts: number;
  last_error: string | null;
};

/** Every stored lead whose fields include `match` (a unique name or address per test), oldest first. */
function storedLeads(database: string, match: Record<string, string>): StoredLead[] {
  const db = new DatabaseSync(database, { readOnly: true, timeout: 5_000 });
  try {
    const rows = db.prepare("SELECT * FROM leads ORDER BY received_at").all() as (Omit<
      StoredLead,
      "fields" | "source"
    > & {
      fields: string;
      source: string;
    })[];
    return rows
      .map((row) => ({
        ...row,
        fields: JSON.parse(row.fields) as Record<string, string>,
        source: JSON.parse(row.source) as Record<string, unknown>,
      }))
      .filter((row) => Object.entries(match).every(([name, value]) => row.fields[name] === value));
  } finally {
    db.close();
  }
}

/** The leads a site stored and what its stand-in form service received, by field values unique to a test. */
export type LeadRecords = {
  /** The SQLite file the worker's site keeps its leads in. */
  database: string;
  /** Every stored lead whose fields include `match`, oldest first. */
  stored: (match: Record<string, string>) => StoredLead[];
  /** What the stand-in form service received with these field values. */
  forwarded: (match: Record<string, string>) => Submission[];
  /** Waits until the lead is stored with this status (forwarding runs after the visitor's answer). */
  expectStatus: (match: Record<string, string>, status: string, timeout?: number) => Promise<void>;
};

export function leadRecords(database: string, formService: FormService): LeadRecords {
  const stored = (match: Record<string, string>) => storedLeads(database, match);
  return {
    database,
    stored,
    forwarded: (match) =>
      formService.received.filter((s) => Object.entries(match).every(([name, value]) => s.fields[name] === value)),
    expectStatus: async (match, status, timeout = 10_000) => {
      await expect.poll(() => stored(match).map((lead) => lead.status), { timeout }).toEqual([status]);
    },
  };
}
