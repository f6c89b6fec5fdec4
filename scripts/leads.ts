/**
 * The owner's view of the leads `npm start` stored (LEADS_DB, default data/leads.sqlite):
 *   npm run leads                    the latest 20: time, name, company, topic, source, status
 *   npm run leads -- --all           every lead
 *   npm run leads -- --csv [file]    every field of every lead as CSV (default leads-<date>.csv; - for stdout)
 *   npm run leads -- --retry         forwards every pending lead now (CONTACT_FORM_ENDPOINT as for npm start)
 *   npm run leads -- --release <id>  a message filed as spam goes to the inbox after all
 *   npm run leads -- --purge         deletes leads older than 24 months and spam older than 30 days
 */
import { writeFileSync } from "node:fs";
import { leadConfig } from "../leads/config.ts";
import { sweep } from "../leads/forward.ts";
import { databasePath, forwarderFor, readLeadSite, sqliteStore } from "../leads/node/service.ts";
import { leadCsv, leadTable, purgeCutoffs, RETENTION } from "../leads/report.ts";
import { dist } from "./lib/dist.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1] && !args[at + 1]?.startsWith("--") ? args[at + 1] : "";
};
const path = databasePath(process.env);
const store = sqliteStore(path);
const now = Date.now();

try {
  if (args.includes("--retry")) {
    const site = readLeadSite(dist);
    if (!site) throw new Error("No lead service in dist/: run `npm run build` (without LEADS=off) first.");
    const config = leadConfig(process.env);
    const forwarder = forwarderFor(config, site);
    if (!forwarder) throw new Error("Set CONTACT_FORM_ENDPOINT to the form service's address to forward leads.");
    const due = await store.makePendingDue(now);
    let total = { forwarded: 0, failed: 0 };
    for (;;) {
      const round = await sweep({
        store,
        forwarder,
        settings: config,
        log: (line) => {
          console.log(line);
        },
      });
      total = { forwarded: total.forwarded + round.forwarded, failed: total.failed + round.failed };
      if (round.forwarded + round.failed === 0) break;
    }
    console.log(`${due} pending: ${total.forwarded} forwarded, ${total.failed} still pending.`);
  } else if (option("--release") !== undefined) {
    const id = option("--release") ?? "";
    const released = await store.release(id, now);
    console.log(
      released
        ? `Lead ${id} is pending: npm start forwards it within a minute, or run npm run leads -- --retry.`
        : `No lead ${id} filed as spam.`,
    );
  } else if (args.includes("--purge")) {
    const removed = await store.purge(purgeCutoffs(now));
    console.log(
      `Removed ${removed} leads (older than ${RETENTION.leadsMonths} months, or spam older than ${RETENTION.spamDays} days).`,
    );
  } else if (option("--csv") !== undefined) {
    const csv = leadCsv(await store.list());
    const file = option("--csv") || `leads-${new Date(now).toISOString().slice(0, 10)}.csv`;
    if (file === "-") process.stdout.write(csv);
    else {
      writeFileSync(file, csv);
      console.log(`Wrote ${file}`);
    }
  } else {
    const leads = await store.list(args.includes("--all") ? undefined : 20);
    console.log(leads.length ? leadTable(leads) : `No leads yet in ${path}.`);
  }
} finally {
  store.close();
}
