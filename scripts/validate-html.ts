/**
 * Checks every page dist/ serves, and the build with a sample photograph on every entity that can have one
 * (testing/pictured-project.ts), with the W3C Nu Html Checker (npm `vnu-jar`) on the machine's Java; and the
 * lead service's problem pages as it answers with them (the build's `_leads/` holds them with their blanks).
 * vnu-jar's own install script, which downloads a Java runtime, stays disallowed: `.ci/run` installs
 * Debian's Java when a machine has none. Fails on any error or warning; prints the counts.
 * Usage: npm run validate  (after a build)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { leadFiles, problemKinds } from "../forms/handoff.ts";
import { siteIn } from "../leads/node/service.ts";
import { leadPage } from "../leads/owner/inbox/lead-page.ts";
import { inboxPage, inboxRefusalPage } from "../leads/owner/inbox/list-page.ts";
import { noSuchLeadPage, signInPage, tooManySignInsPage, type OwnerView } from "../leads/owner/inbox/page.ts";
import { sourcesPage, sourcesRefusalPage } from "../leads/owner/inbox/sources-page.ts";
import type { Dimension } from "../leads/origin/names.ts";
import { addDays, dayStart } from "../leads/owner/clock.ts";
import { readPeriod } from "../leads/owner/sources/periods.ts";
import { sourcesFigures } from "../leads/owner/sources/figures.ts";
import { openSqlite } from "../leads/store/sqlite.ts";
import { SqlLeadStore } from "../leads/store/sql-store.ts";
import type { Lead, LeadSource } from "../leads/lead.ts";
import { problemPage } from "../leads/pages.ts";
import { listFiles } from "../src/integrations/built-pages.ts";
import { dist } from "./lib/dist.ts";
import { picturedProject } from "../testing/pictured-project.ts";

type Message = { type: "error" | "info" | "non-document-error"; subType?: string; url?: string; message: string };

if (!existsSync(dist)) throw new Error("No dist/ yet: run `npm run build` first.");
const jar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
const java = process.env["JAVA"] ?? "java";

if (spawnSync(java, ["-version"]).status !== 0) {
  console.error(`No Java runtime found (${java}). Install Debian's default-jre-headless, or set JAVA.`);
  process.exit(1);
}

/** A lead as the owner's inbox shows it, with every field a page can show. */
const sampleLead = (id: string, status: Lead["status"]): Lead => ({
  id,
  key: id,
  kind: "contact",
  receivedAt: Date.UTC(2026, 10, 24, 9, 30),
  status,
  spamReason: status === "spam" ? "honeypot filled" : undefined,
  fields: { "Full Name": "Pat <Quinn>", "Company Name": "Big Horn & Co", Message: "Line one\nLine two" },
  topic: "Cloud Migration",
  subject: "New inquiry from Bighorn Software: Cloud Migration",
  source: { page: "/contact?service=cloud-migration", referrer: "www.google.com", utm: { utm_source: "mail" } },
  clientHash: "0".repeat(32),
  attempts: 1,
  nextAttemptAt: Date.UTC(2026, 10, 24, 9, 31),
  lastError: status === "pending" ? "answered HTTP 500" : undefined,
  forwardedAt: status === "forwarded" ? Date.UTC(2026, 10, 24, 9, 32) : undefined,
});

/**
 * The Sources view as the service draws it from a store holding `campaigns` campaigns' leads (and leads from a
 * search engine, an AI assistant and a newsletter) over the period and the one before.
 */
async function sampleSources(
  view: OwnerView,
  campaigns: number,
  period: "this-month" | "custom" = "this-month",
  dimension: Dimension = "channel",
) {
  const db = openSqlite(":memory:");
  const store = new SqlLeadStore(() => db);
  const today = "2026-11-25";
  const shown = readPeriod(
    (name) => (period === "custom" ? { period, from: "2025-11-01", to: today }[name] : undefined),
    today,
  );
  const sources: LeadSource[] = [
    { page: "/contact", referrer: "www.google.com" },
    { page: "/contact", referrer: "chatgpt.com" },
    { page: "/contact", landing: "/blog/ai-in-healthcare?utm_source=newsletter&utm_medium=email" },
    ...Array.from({ length: campaigns }, (_, n) => ({
      page: "/contact",
      landing: `/services/cloud-migration?utm_source=linkedin&utm_medium=social&utm_campaign=spring-${String(n)}`,
      referrer: "www.linkedin.com",
    })),
  ];
  if (campaigns) {
    for (let n = 0; n < 3 * sources.length; n++) {
      const source: LeadSource = sources[n % sources.length] ?? {};
      const utm = Object.fromEntries(new URL(source.landing ?? "/", "https://x.invalid").searchParams);
      for (const day of [addDays(shown.to, -(n % 20)), addDays(shown.previous.to, -(n % 20))]) {
        await store.saveLead({
          ...sampleLead(`${String(n)}-${day}`, "forwarded"),
          key: `${String(n)}-${day}`,
          receivedAt: dayStart(day, view.clock) + 3_600_000,
          source: { ...source, ...(Object.keys(utm).length ? { utm } : {}) },
        });
      }
    }
  }
  const figures = await sourcesFigures(store, shown, "", dimension, view.clock);
  db.close();
  return figures;
}

/** Each problem page as the service answers: with nothing to fill in, and with every blank filled; and the inbox. */
async function serviceAnswers(): Promise<string> {
  const site = siteIn(dist);
  if (!site) throw new Error(`No lead service pages in ${dist}${leadFiles.folder}: build without LEADS=off.`);
  const dir = mkdtempSync(join(tmpdir(), "lead-answers-"));
  const filled = { reason: "Too large.", messages: ["Name is required."], text: "Hello <b>", back: "/contact?x=1&y=2" };
  for (const kind of problemKinds) {
    writeFileSync(join(dir, `${kind}.html`), problemPage(site, kind));
    writeFileSync(join(dir, `${kind}-filled.html`), problemPage(site, kind, filled));
  }
  const leads = (["pending", "forwarded", "spam"] as const).map((status) => sampleLead(status, status));
  const now = Date.UTC(2026, 10, 25);
  const view: OwnerView = {
    siteName: site.siteName,
    clock: { zone: site.timeZone, zoneName: site.timeZoneName },
    forwarding: true,
  };
  const needing = { ...sampleLead("needs-you", "pending"), needsOwner: { since: now, reason: "answered HTTP 422" } };
  const pages = {
    inbox: inboxPage({
      view,
      filter: { status: "leads", kind: "contact", from: "2026-11-01", to: "", source: undefined },
      leads: [...leads, needing],
      older: true,
      newer: true,
      count: 10_000,
      start: 51,
      here: "?kind=contact&from=2026-11-01&before=1795469367139.3f2a0c1e-5b7d-4e8a-9c6f-0a1b2c3d4e5f",
      anyPending: true,
      retrying: 17,
      incident: { id: "i", openedAt: now, reason: "A lead has waited 2 hours without reaching your inbox." },
      needingOwner: [needing],
      notice: { tone: "failed", text: "Not sent: the form service answered HTTP 500." },
      now,
    }),
    "inbox-empty": inboxPage({
      view: { ...view, forwarding: false },
      filter: { status: "leads", kind: "", from: "", to: "", source: { dimension: "referrer", name: "Google" } },
      leads: [],
      older: false,
      newer: false,
      count: 0,
      start: 1,
      here: "",
      anyPending: false,
      retrying: 0,
      incident: undefined,
      needingOwner: [],
      notice: undefined,
      now,
    }),
    "lead-pending": leadPage({
      view,
      lead: { ...needing, fields: { ...needing.fields, "Full Name": "Alice\u202egnp.exe\u202c Ad\u200bmin" } },
      attempts: [{ at: now, ms: 10_000, ok: false, detail: "no answer in time" }],
      notice: undefined,
      now,
      back: "?status=pending",
    }),
    "lead-spam": leadPage({
      view,
      lead: leads[2] ?? sampleLead("y", "spam"),
      attempts: [],
      notice: { tone: "done", text: "Marked as spam: it is never sent." },
      now,
      back: "",
    }),
    sources: sourcesPage({ view, ...(await sampleSources(view, 3)) }),
    // More sources than a table shows (its "Others" row), by campaign, and a year by month.
    "sources-many": sourcesPage({ view, ...(await sampleSources(view, 60, "custom", "campaign")) }),
    "sources-empty": sourcesPage({ view, ...(await sampleSources(view, 0)) }),
    "inbox-refused": inboxRefusalPage(
      view,
      { status: "pending", kind: "", from: "", to: "", source: { dimension: "channel", name: "Paid Search" } },
      '"9999-12-31" is outside the days the leads can hold. Pick days from Jan 1, 2000 to Nov 26, 2027.',
    ),
    "sources-refused": sourcesRefusalPage({
      view,
      period: readPeriod(() => undefined, "2026-11-25"),
      kind: "",
      problem: '"2026-02-30" is not a day of the calendar. Pick days from Jan 1, 2000 to Nov 26, 2027.',
    }),
    "no-such-lead": noSuchLeadPage(view),
    "too-many": tooManySignInsPage(15),
    "sign-in": signInPage(),
  };
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, `${name}.html`), String(await html));
  return dir;
}

const answers = await serviceAnswers();
const builds = [
  { name: "dist", dir: dist },
  { name: "with photographs", dir: (await picturedProject()).dist },
  { name: "lead service's answers", dir: answers },
];
/** The pages a build serves: its private folder holds templates, checked above as the service fills them. */
const pagesOf = (dir: string) =>
  listFiles(dir).filter((file) => file.endsWith(".html") && !`/${relative(dir, file)}`.startsWith(leadFiles.folder));
// Every build in one run of the checker: one Java start and one warm-up instead of several.
const started = performance.now();
const run = spawnSync(java, ["-jar", jar, "--format", "json", ...builds.flatMap((b) => pagesOf(b.dir))], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] };
const seconds = Math.round((performance.now() - started) / 1000);

let problems = 0;
for (const { name, dir } of builds) {
  const mine = messages.filter((m) => m.url && new URL(m.url).pathname.startsWith(`${dir}/`));
  const pages = pagesOf(dir).length;

  const where = (m: Message) => (m.url ? relative(dir, new URL(m.url).pathname) : name);
  const errors = mine.filter((m) => m.type !== "info");
  const warnings = mine.filter((m) => m.type === "info" && m.subType === "warning");
  const notes = mine.length - errors.length - warnings.length;

  for (const m of [...errors, ...warnings]) console.log(`${m.subType ?? m.type}: ${name}: ${where(m)}: ${m.message}`);
  console.log(
    `Nu Html Checker, ${name}: ${pages} pages, ${errors.length} errors, ${warnings.length} warnings, ` +
      `${notes} informational notes`,
  );
  problems += errors.length + warnings.length;
}
// A message tied to no file of either build (the checker's own failure) fails the run too.
const unplaced = messages.filter(
  (m) => !builds.some(({ dir }) => m.url && new URL(m.url).pathname.startsWith(`${dir}/`)),
);
for (const m of unplaced) console.log(`${m.type}: ${m.message}`);
console.log(`(${seconds} s)`);
rmSync(answers, { recursive: true, force: true });
problems += unplaced.filter((m) => m.type !== "info").length;
// The checker exits non-zero when it finds errors; with none found, that is its own failure.
process.exit(problems > 0 || run.status !== 0 ? 1 : 0);
