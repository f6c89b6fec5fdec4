/**
 * The owner's view of the leads, from the database `npm start` keeps (LEADS_DB, default data/leads.sqlite, or the
 * Postgres server LEADS_DATABASE_URL names)
 * or, with `--site`, from a deployed site's own storage through its owner endpoints (LEADS_EXPORT_TOKEN):
 *   npm run leads                    the latest 20: time (the company's zone), name, company, topic, source, status
 *   npm run leads -- --all           every lead
 *   npm run leads -- --csv [file]    every field of every lead as CSV (default leads-<date>.csv; - prints it)
 *   npm run leads -- --retry         forwards every pending lead now
 *   npm run leads -- --release <id>  a message filed as spam goes to the inbox after all
 *   npm run leads -- --purge         deletes leads older than 24 months and spam older than 30 days
 *   npm run leads -- --report [--week 2026-11-16] [--send]
 *                                    the weekly report of last week (or the seven days from --week), as Monday's
 *                                    goes to the team's chat; --send posts it to LEADS_ALERT_WEBHOOK now
 *   npm run leads -- --copy-to-postgres   copies every lead of LEADS_DB into the Postgres LEADS_DATABASE_URL names
 *   ... --site https://www.example.com   any of the above on the deployed site
 */
import { once } from "node:events";
import { rename, rm, writeFile } from "node:fs/promises";
import { leadConfig } from "../leads/config.ts";
import { siteIn } from "../leads/node/service.ts";
import { locationText, openStore } from "../leads/node/store.ts";
import { leadsLocation, sqliteFile } from "../hosting/settings.ts";
import { copyLeads } from "../leads/store/copy.ts";
import { postgresStore } from "../leads/store/postgres.ts";
import { sqliteStore } from "../leads/store/sqlite.ts";
import { createLeadService } from "../leads/service.ts";
import { allLeads, ownerClient, storePages, type OwnerTools } from "../leads/owner/client.ts";
import {
  leadCsvParts,
  leadTable,
  purgeCutoffs,
  releaseSummary,
  RETENTION,
  retrySummary,
} from "../leads/owner/report.ts";
import { terminalText } from "../leads/terminal-text.ts";
import { weeklyReports } from "../leads/report/send.ts";
import { ownerDate } from "../leads/owner/clock.ts";
import { daysProblem } from "../leads/owner/days.ts";
import { alertLine } from "../leads/delivery/alert-text.ts";
import { dist } from "./lib/dist.ts";
import { site as company } from "../src/config/site.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  return value && !value.startsWith("--") ? value : "";
};
const now = Date.now();
/** The company's clock, as the site's own pages and files show times (src/content/company.json). */
const clock = { zone: company.timeZone.id, zoneName: company.timeZone.name };

/** The same five operations on this machine's database (LEADS_DB), or the servers' Postgres (LEADS_DATABASE_URL). */
function localLeads(): OwnerTools & { close(): Promise<void>; where: string } {
  const location = leadsLocation(process.env);
  const { store, close } = openStore(location, (line) => {
    console.error(line);
  });
  return {
    where: locationText(location),
    close,
    list: (limit) => allLeads(storePages(store, limit)),
    pages: () => storePages(store),
    csv: () => leadCsvParts(storePages(store), clock),
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
        log: (line) => {
          console.log(line);
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
    async report(week, send) {
      const problem = daysProblem([week], ownerDate(now, clock));
      if (problem) throw new Error(`--week: ${problem}`);
      const config = leadConfig(process.env);
      // The site as the server names it (its build), or as the content does before a build.
      const built = siteIn(dist);
      const reportSite = {
        siteName: built?.siteName ?? company.name,
        origin: built?.origin ?? company.defaultUrl,
        clock,
      };
      const reports = weeklyReports(
        {
          store,
          alertAfterMs: config.alertAfterMs,
          webhook: config.alertWebhook,
          siteName: reportSite.siteName,
          inbox: `${reportSite.origin}/api/leads`,
          now: () => now,
          log: (line) => {
            console.error(terminalText(line));
          },
        },
        reportSite,
        config.reportAt,
      );
      const days = reports.week(week);
      const text = await reports.text(days);
      if (!send) return { week: days, text: alertLine(text) };
      if (!reports.send) throw new Error("Set LEADS_ALERT_WEBHOOK to the team chat's webhook to send the report.");
      return { week: days, text: alertLine(text), sent: await reports.send(text) };
    },
    release: async (id) => {
      const back = await store.release(id, now);
      if (back === "forwarded") return "released-delivered";
      if (back === "pending") return "released";
      return (await store.get(id)) ? "not-spam" : "no-such-lead";
    },
  };
}

/** `--copy-to-postgres`: every lead of the SQLite file into the Postgres servers will share. */
async function copyToPostgres(): Promise<string> {
  const target = leadsLocation(process.env);
  if (target.kind !== "postgres") {
    throw new Error("Set LEADS_DATABASE_URL to the Postgres server to copy the leads into.");
  }
  const file = sqliteFile(process.env);
  const from = sqliteStore(file);
  const to = postgresStore(target.url, (line) => {
    console.error(line);
  });
  try {
    const { copied, skipped } = await copyLeads(from, to);
    const leads = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;
    const before = skipped ? ` (${leads(skipped)} ${skipped === 1 ? "was" : "were"} there already)` : "";
    return `Copied ${leads(copied)} from ${file} to ${locationText(target)}${before}.`;
  } finally {
    from.close();
    await to.close();
  }
}

/**
 * The CSV into `file`, each part written before the next page of leads is read. It is written beside the file
 * and renamed at the end, so a read that fails midway leaves no half file (nor a half-overwritten one) to import.
 */
async function writeCsv(file: string, parts: AsyncIterable<string | Uint8Array>): Promise<void> {
  const partial = `${file}.part`;
  try {
    await writeFile(partial, parts);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

const site = option("--site");
let leads: OwnerTools & { close?: () => Promise<void>; where?: string };
if (site) {
  const token = process.env["LEADS_EXPORT_TOKEN"];
  if (!token) throw new Error("--site needs LEADS_EXPORT_TOKEN, the token set on the deployed site.");
  leads = ownerClient(site, token);
} else leads = localLeads();

try {
  if (args.includes("--copy-to-postgres")) {
    console.log(await copyToPostgres());
  } else if (args.includes("--retry")) {
    const outcome = await leads.retry();
    console.log(retrySummary(outcome, await leads.list(), clock, Date.now()));
  } else if (option("--release") !== undefined) {
    // The owner pastes the id, perhaps with more of a row than the id: it is echoed escaped, like stored text.
    const id = option("--release") ?? "";
    const { text, ok } = releaseSummary(id, await leads.release(id));
    console.log(text);
    if (!ok) process.exitCode = 1;
  } else if (args.includes("--report")) {
    const send = args.includes("--send");
    const { text, sent } = await leads.report(option("--week") || undefined, send);
    // Each line escaped like the table: a site's answer is printed as it came.
    console.log(text.split("\n").map(terminalText).join("\n"));
    if (send) {
      console.log(sent ? "\nSent to the alert webhook." : "\nNot sent: the alert webhook did not take it.");
      if (!sent) process.exitCode = 1;
    }
  } else if (args.includes("--purge")) {
    const removed = await leads.purge();
    console.log(
      `Removed ${removed} leads (older than ${RETENTION.leadsMonths} months, or spam older than ${RETENTION.spamDays} days).`,
    );
  } else if (option("--csv") === "-") {
    // Printed, the CSV is read on a terminal: every cell escaped, one line per lead. A file keeps the text as sent.
    // A page at a time, each written before the next is read; a pipe that is full is waited for.
    // A reader that stops early (`| head`) closes the pipe: that is the end of the listing, not a failure.
    const pipe = { closed: false };
    process.stdout.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") pipe.closed = true;
    });
    for await (const part of leadCsvParts(leads.pages(), clock, terminalText)) {
      if (pipe.closed) break;
      if (!process.stdout.write(part)) {
        await once(process.stdout, "drain").catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== "EPIPE") throw error;
          pipe.closed = true;
        });
      }
    }
  } else if (option("--csv") !== undefined) {
    const file = option("--csv") || `leads-${new Date(now).toISOString().slice(0, 10)}.csv`;
    await writeCsv(file, leads.csv());
    console.log(`Wrote ${file}`);
  } else {
    const list = await leads.list(args.includes("--all") ? undefined : 20);
    console.log(list.length ? leadTable(list, clock) : `No leads yet in ${leads.where ?? site ?? ""}.`);
  }
} catch (error) {
  // A database or a site's answer can quote stored text: the message is escaped like the table.
  console.error(terminalText(error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  await leads.close?.();
}
