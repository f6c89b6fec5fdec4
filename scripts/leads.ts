/**
 * The owner's view of the leads, from the database `npm start` keeps (LEADS_DB, default data/leads.sqlite)
 * or, with `--site`, from a deployed site's own storage through its owner endpoints (LEADS_EXPORT_TOKEN):
 *   npm run leads                    the latest 20: time, name, company, topic, source, status
 *   npm run leads -- --all           every lead
 *   npm run leads -- --csv [file]    every field of every lead as CSV (default leads-<date>.csv; - prints it)
 *   npm run leads -- --retry         forwards every pending lead now
 *   npm run leads -- --release <id>  a message filed as spam goes to the inbox after all
 *   npm run leads -- --purge         deletes leads older than 24 months and spam older than 30 days
 *   ... --site https://www.example.com   any of the above on the deployed site
 */
import { writeFileSync } from "node:fs";
import { leadConfig } from "../leads/config.ts";
import { siteIn } from "../leads/node/service.ts";
import { databasePath, sqliteStore } from "../leads/node/sqlite.ts";
import { createLeadService } from "../leads/service.ts";
import { ownerClient } from "../leads/owner-client.ts";
import { leadCsv, leadTable, purgeCutoffs, RETENTION, retrySummary } from "../leads/report.ts";
import { terminalText } from "../leads/terminal-text.ts";
import { dist } from "./lib/dist.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  return value && !value.startsWith("--") ? value : "";
};
const now = Date.now();

type Leads = ReturnType<typeof ownerClient>;

/** The same five operations on this machine's database. */
function localLeads(): Leads & { close(): void; where: string } {
  const path = databasePath(process.env);
  const store = sqliteStore(path);
  return {
    where: path,
    close: () => {
      store.close();
    },
    list: (limit) => store.list(limit),
    csv: async () => leadCsv(await store.list()),
    retry: async () => {
      const site = siteIn(dist);
      if (!site) throw new Error("No lead service in dist/: run `npm run build` (without LEADS=off) first.");
      if (!leadConfig(process.env).forwardTo) {
        throw new Error("Set CONTACT_FORM_ENDPOINT to the form service's address to forward leads.");
      }
      const service = createLeadService({
        site,
        store,
        env: process.env,
        badSettings: "stop",
        sendsInTurn: true,
        clientAddress: () => undefined,
        // A failure line quotes the form service's answer, which may quote the visitor.
        log: (line) => {
          console.log(terminalText(line));
        },
      });
      const pending = await store.makePendingDue(now);
      const total = { pending, forwarded: 0, failed: 0 };
      for (;;) {
        const round = await service.sweep();
        total.forwarded += round.forwarded;
        total.failed += round.failed;
        if (round.forwarded + round.failed === 0) return total;
      }
    },
    purge: () => store.purge(purgeCutoffs(now)),
    release: (id) => store.release(id, now),
  };
}

const site = option("--site");
let leads: Leads & { close?: () => void; where?: string };
if (site) {
  const token = process.env["LEADS_EXPORT_TOKEN"];
  if (!token) throw new Error("--site needs LEADS_EXPORT_TOKEN, the token set on the deployed site.");
  leads = ownerClient(site, token);
} else leads = localLeads();

try {
  if (args.includes("--retry")) {
    const outcome = await leads.retry();
    console.log(retrySummary(outcome, await leads.list(), Date.now()));
  } else if (option("--release") !== undefined) {
    // The owner pastes the id, perhaps with more of a row than the id: it is echoed escaped, like stored text.
    const id = option("--release") ?? "";
    console.log(
      (await leads.release(id))
        ? `Lead ${terminalText(id)} is pending and goes to the inbox with the next forward (npm run leads -- --retry sends it now).`
        : `No lead ${terminalText(id)} filed as spam.`,
    );
  } else if (args.includes("--purge")) {
    const removed = await leads.purge();
    console.log(
      `Removed ${removed} leads (older than ${RETENTION.leadsMonths} months, or spam older than ${RETENTION.spamDays} days).`,
    );
  } else if (option("--csv") === "-") {
    // Printed, the CSV is read on a terminal: every cell escaped, one line per lead. A file keeps the text as sent.
    process.stdout.write(leadCsv(await leads.list(), terminalText));
  } else if (option("--csv") !== undefined) {
    const file = option("--csv") || `leads-${new Date(now).toISOString().slice(0, 10)}.csv`;
    writeFileSync(file, await leads.csv());
    console.log(`Wrote ${file}`);
  } else {
    const list = await leads.list(args.includes("--all") ? undefined : 20);
    console.log(list.length ? leadTable(list) : `No leads yet in ${leads.where ?? site ?? ""}.`);
  }
} catch (error) {
  // A database or a site's answer can quote stored text: the message is escaped like the table.
  console.error(terminalText(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  leads.close?.();
}
