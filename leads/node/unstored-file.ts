import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { DeliveryAttempt, Lead } from "../lead.ts";
import type { UnstoredLeads } from "../delivery/unstored.ts";

/** One lead kept while the store refused it: a line of the file. */
type Kept = { lead: Lead; attempt: DeliveryAttempt };

/**
 * The leads `npm start` sent while its database refused them, one JSON line each in `file` (readable by its owner
 * alone, as the SQLite file is). Restoring moves the file aside first (a rename, whole or not at all), stores each
 * line, and puts back what the store still refused; a file moved aside by a restore cut off is taken up next time.
 * Storing a lead twice keeps it once (SqlLeadStore.importLead), so nothing is doubled.
 */
export function unstoredFile(file: string, log: (line: string) => void): UnstoredLeads {
  const folder = dirname(file);
  const aside = () =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.startsWith(`${basename(file)}.`) && name.endsWith(".storing"))
          .map((name) => join(folder, name))
      : [];
  return {
    keep(lead, attempt) {
      mkdirSync(folder, { recursive: true });
      appendFileSync(file, `${JSON.stringify({ lead, attempt } satisfies Kept)}\n`, { mode: 0o600 });
    },
    async restore(store) {
      // Servers sharing a folder may restore at once: a file another moved or removed first is theirs.
      const gone = (error: unknown) => (error as { code?: unknown }).code === "ENOENT";
      try {
        renameSync(file, `${file}.${String(process.pid)}-${String(Date.now())}.storing`);
      } catch (error) {
        if (!gone(error)) throw error;
      }
      let stored = 0;
      for (const taken of aside()) {
        let text: string;
        try {
          text = readFileSync(taken, "utf8");
        } catch (error) {
          if (gone(error)) continue;
          throw error;
        }
        const lines = text.split("\n").filter(Boolean);
        const left: string[] = [];
        for (const line of lines) {
          if (left.length) {
            left.push(line);
            continue;
          }
          let kept: Kept;
          try {
            kept = JSON.parse(line) as Kept;
          } catch {
            log("a line of the leads sent while the database was down is unreadable (cut off by a crash), left out");
            continue;
          }
          try {
            if (await store.importLead(kept.lead, [kept.attempt])) stored++;
          } catch (error) {
            log(
              `leads sent while the database was down are not stored yet: ${error instanceof Error ? error.message : String(error)}`,
            );
            left.push(line);
          }
        }
        if (left.length) appendFileSync(file, `${left.join("\n")}\n`, { mode: 0o600 });
        rmSync(taken, { force: true });
      }
      if (stored) {
        const one = stored === 1;
        log(
          `${String(stored)} ${one ? "lead" : "leads"} sent while the database was down ${one ? "is" : "are"} now stored`,
        );
      }
      return stored;
    },
  };
}
