/**
 * Timings, which depend on the machine and what else it is doing, so they are reported, never gated:
 * 1. the full production build, timed over --builds runs (default 3);
 * 2. Lighthouse's mobile performance score, FCP, LCP, TBT and Speed Index on one page of each type,
 *    over --runs runs each (default 5), on the site with a sample photograph on every entity that can have one
 *    (testing/pictured-project.ts): the heavier of the two, as it will be once editors upload pictures;
 *    every file served as built, uncompressed, so the figures compare with any other site's whatever a host
 *    compresses;
 * 3. requests per second and p50/p99 latency of `npm start` under load (scripts/lib/load.ts), and of the
 *    lead service taking 500 contact posts over 50 connections (scripts/lib/lead-load.ts);
 * 4. how long the content admin takes to load, deployed and under `npm run dev` (scripts/lib/admin-load.ts);
 * 5. how long a visitor on a throttled phone waits from first focusing the contact form to the form working
 *    (scripts/lib/form-ready.ts), median of --runs;
 * 6. the owners' inbox on a bad day (scripts/lib/inbox-load.ts): 20,000 spam and 2,000 leads stored on `npm start`,
 *    on SQLite and on Postgres, the inbox's first page, a filtered page, the inbox by one source, the Sources view
 *    and the CSV, and how long a page of the site waits while three owners load the inbox at once, median of --runs;
 *    then 100,000 leads of the last 90 days, each with a campaign of its own: the inbox's first page, the 90-day
 *    Sources view, and how long a page of the site waits while an owner loads that view, --runs times;
 * 7. the lead service as the platforms run it (scripts/lib/function-size.ts): the Worker's and the Netlify
 *    function's bytes and cold start, median of --runs.
 * Prints medians as tables and writes them with the machine's CPU count and load to bench/latest.json.
 * A figure that regresses is a reason to look, not a failure.
 * Usage: npm run bench [-- --runs 5 --builds 3 --only lighthouse,form --pages home,contact]
 * `--only` runs some of the parts (build, lighthouse, load, admin, form, inbox, functions) and writes bench/partial.json instead;
 * `--pages` picks Lighthouse's pages by type.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, relative } from "node:path";
import { errorSummary, launchLighthouse, pageTypes, type Report } from "./lib/lighthouse.ts";
import { loadMixes, loadRun } from "./lib/load.ts";
import { measureAdminLoad } from "./lib/admin-load.ts";
import { measureFormReady } from "./lib/form-ready.ts";
import { measureInboxLoad, measureSourcesLoad } from "./lib/inbox-load.ts";
import { measureFunctions } from "./lib/function-size.ts";
import { measureLeadLoad } from "./lib/lead-load.ts";
import { buildSite } from "../testing/builds.ts";
import { picturedProject } from "../testing/pictured-project.ts";
import { serveDist } from "../testing/serve-dist.ts";

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = option("runs", 5);
const builds = option("builds", 3);
const loadSeconds = option("load-seconds", 10);
const list = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? "").split(",") : undefined;
};
const only = list("only");
const pageKinds = list("pages");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const machine = () => ({
  cpus: cpus().length,
  model: cpus()[0]?.model ?? "unknown",
  loadavg: loadavg().map((l) => round(l, 2)),
});

const startedAt = new Date().toISOString();
const before = machine();
console.log(`${before.cpus} CPUs (${before.model}), load average ${before.loadavg.join(" ")}`);

async function buildPart() {
  // 1. Build time.
  const buildSeconds: number[] = [];
  for (let i = 0; i < builds; i++) {
    const started = performance.now();
    await buildSite();
    buildSeconds.push((performance.now() - started) / 1000);
  }
  console.log(
    `\nFull build: median ${round(median(buildSeconds), 1)} s (${buildSeconds.map((s) => round(s, 1)).join(", ")})`,
  );

  const build = {
    runs: buildSeconds.length,
    medianSeconds: round(median(buildSeconds), 1),
    seconds: buildSeconds.map((s) => round(s, 1)),
  };
  return { build };
}

async function lighthousePart() {
  // 2. Lighthouse performance, on the site with photographs.
  const pictured = await picturedProject();
  const server = await serveDist({ root: pictured.root });
  const lighthouse = await launchLighthouse({ uncompressed: true });
  const pages: { kind: string; route: string; reports: Report[] }[] = [];
  try {
    // The search page too: its results load on use like the form's; it stays out of search engines, so only here.
    const measured = [...pageTypes(), ["blog search", "/blog/search"] as const];
    for (const [kind, route] of measured.filter(([kind]) => !pageKinds || pageKinds.includes(kind))) {
      const reports: Report[] = [];
      // Runs Lighthouse could not complete are left out of the medians, and replaced.
      for (let attempt = 0; reports.length < runs && attempt < runs * 2; attempt++) {
        const report = await lighthouse.audit(`${server.origin}${route}`);
        if (report.errors.length) console.log(`${kind}: run left out (${errorSummary(report)})`);
        else reports.push(report);
      }
      pages.push({ kind, route, reports });
    }
  } finally {
    lighthouse.close();
    await server.stop();
  }
  const lighthouseRows = pages.map(({ kind, route, reports }) => ({
    kind,
    route,
    runs: reports.length,
    performance: median(reports.map((r) => r.scores.performance)),
    scores: reports.map((r) => r.scores.performance),
    fcpMs: round(median(reports.map((r) => r.metrics.fcp))),
    lcpMs: round(median(reports.map((r) => r.metrics.lcp))),
    tbtMs: round(median(reports.map((r) => r.metrics.tbt))),
    speedIndexMs: round(median(reports.map((r) => r.metrics.si))),
  }));
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU slowdown, files uncompressed), median of ${runs} runs per page`,
  );
  console.log(
    `${"page".padEnd(16)}${["perf", "FCP ms", "LCP ms", "TBT ms", "SI ms"].map((h) => h.padStart(8)).join("")}  all scores`,
  );
  for (const row of lighthouseRows) {
    const cells = [row.performance, row.fcpMs, row.lcpMs, row.tbtMs, row.speedIndexMs].map((v) =>
      String(v).padStart(8),
    );
    console.log(`${row.kind.padEnd(16)}${cells.join("")}  ${row.scores.join(" ")}`);
  }

  return { lighthouse: lighthouseRows };
}

async function loadPart() {
  // 3. Server throughput.
  const load = [];
  for (const mix of loadMixes()) load.push(await loadRun(mix.name, mix.targets, loadSeconds));
  console.log(`\nnpm start under load (autocannon, 32 connections, ${loadSeconds} s per run)`);
  console.log(`${"run".padEnd(22)}${["req/s", "p50 ms", "p99 ms", "errors"].map((h) => h.padStart(9)).join("")}`);
  for (const o of load)
    console.log(
      `${o.name.padEnd(22)}${[round(o.rps), o.p50, o.p99, o.errors + o.unexpected].map((v) => String(v).padStart(9)).join("")}`,
    );

  const leadRuns = await measureLeadLoad(3);
  const leads = {
    runs: leadRuns.length,
    posts: leadRuns[0]?.posts ?? 0,
    connections: 50,
    p50Ms: median(leadRuns.map((o) => o.p50)),
    p99Ms: median(leadRuns.map((o) => o.p99)),
    postsPerSecond: round(median(leadRuns.map((o) => o.rps))),
    allForwardedMs: round(median(leadRuns.map((o) => o.allForwardedMs))),
    failures: leadRuns.reduce((sum, o) => sum + o.errors + o.unexpected + o.warm.errors + o.warm.unexpected, 0),
    warm: {
      p50Ms: median(leadRuns.map((o) => o.warm.p50)),
      p99Ms: median(leadRuns.map((o) => o.warm.p99)),
      postsPerSecond: round(median(leadRuns.map((o) => o.warm.rps))),
    },
  };
  console.log(`
  Lead service: ${leads.posts} contact posts over 50 connections, median of ${leads.runs} runs`);
  console.log(
    `POST p50 ${leads.p50Ms} ms, p99 ${leads.p99Ms} ms, ${leads.postsPerSecond} posts/s; all forwarded after ${leads.allForwardedMs} ms; ` +
      `then the next 500, warm: p50 ${leads.warm.p50Ms} ms, p99 ${leads.warm.p99Ms} ms, ${leads.warm.postsPerSecond} posts/s; ` +
      `${leads.failures} failures`,
  );

  return { load: load.map((o) => ({ ...o, rps: round(o.rps) })), leads };
}

async function adminPart() {
  // 4. The content admin.
  const admin = await measureAdminLoad(runs);
  console.log(`\nContent admin in Chromium, median of ${runs} loads with nothing cached`);
  console.log(
    `deployment (build:admin) to "Log in with GitHub": ${round(median(admin.deployment.loadMs))} ms; ` +
      `JavaScript ${admin.deployment.javascriptKB} KB, ${admin.deployment.javascriptGzipKB} KB gzipped`,
  );
  console.log(
    `npm run dev to the dashboard: first load ${round(admin.dev.firstLoadMs)} ms, then ${round(median(admin.dev.loadMs))} ms`,
  );

  return {
    admin: {
      deployment: {
        medianLoadMs: round(median(admin.deployment.loadMs)),
        loadMs: admin.deployment.loadMs.map((ms) => round(ms)),
        javascriptKB: admin.deployment.javascriptKB,
        javascriptGzipKB: admin.deployment.javascriptGzipKB,
      },
      dev: {
        firstLoadMs: round(admin.dev.firstLoadMs),
        medianLoadMs: round(median(admin.dev.loadMs)),
        loadMs: admin.dev.loadMs.map((ms) => round(ms)),
      },
    },
  };
}

async function formPart() {
  // 5. The contact form, from first focus to working.
  const formServer = await serveDist();
  const serviceRoute = pageTypes().find(([kind]) => kind === "service")?.[1] ?? "/services";
  const form = await measureFormReady(formServer.origin, runs, serviceRoute).finally(() => formServer.stop());
  const formReady = {
    runs: form.readyMs.length,
    medianMs: round(median(form.readyMs)),
    readyMs: form.readyMs.map((ms) => round(ms)),
    prefillPaintMs: round(median(form.prefill.map((p) => p.paintMs))),
    prefillTopicMs: round(median(form.prefill.map((p) => p.topicMs))),
    prefillInFormsFirstFrame: `${form.prefill.filter((p) => p.inFormsFirstFrame).length} of ${form.prefill.length}`,
    scriptBytesOnLoad: form.bytesOnLoad,
    scriptBytesInUse: form.bytesInUse,
  };
  console.log(`\nContact form on a throttled phone (4x CPU, 150 ms, 1.6 Mbit/s), median of ${formReady.runs} runs`);
  console.log(
    `first focus to working form: ${formReady.medianMs} ms (${formReady.readyMs.join(", ")}); ` +
      `scripts on load ${formReady.scriptBytesOnLoad} B, once used ${round(formReady.scriptBytesInUse / 1024, 1)} KB as sent`,
  );
  console.log(
    `opened with ?service=: topic line shown at ${formReady.prefillTopicMs} ms (first paint ${formReady.prefillPaintMs} ms), ` +
      `in the first frame that shows the form in ${formReady.prefillInFormsFirstFrame} runs`,
  );

  return { formReady };
}

async function inboxPart() {
  // 6. The owners' inbox under a spam wave, on each database `npm start` keeps leads in, then the Sources view.
  const inbox = [];
  for (const database of ["sqlite", "postgres"] as const) {
    const outcome = await measureInboxLoad({ runs, database });
    console.log(
      `\nThe inbox on npm start (${database === "sqlite" ? "SQLite" : "Postgres"}) with ${outcome.spam.toLocaleString("en-US")} spam and ${outcome.leads.toLocaleString("en-US")} leads stored, median of ${runs} loads`,
    );
    for (const view of outcome.views) {
      console.log(
        `${view.name.padEnd(28)}${`${view.medianMs} ms`.padStart(10)}${`${round(view.bytes / 1024)} KB`.padStart(12)}`,
      );
    }
    console.log(
      `a page of the site: ${outcome.pageAloneMs} ms alone; while three inbox loads run, ${outcome.pageDuringInboxMedianMs} ms median, ${outcome.pageDuringInboxMaxMs} ms at most; server peak ${outcome.serverPeakMB} MB`,
    );
    inbox.push(outcome);
  }
  // The Sources view under a flood of campaigns (#63): a page of the site should wait at most 20 ms meanwhile.
  const sources = [];
  for (const database of ["sqlite", "postgres"] as const) {
    const outcome = await measureSourcesLoad({ runs, database });
    console.log(
      `\nThe Sources view on npm start (${database === "sqlite" ? "SQLite" : "Postgres"}) with ${outcome.leads.toLocaleString("en-US")} leads of the last 90 days, each of its own campaign (stored in ${outcome.seedSeconds} s), median of ${runs} loads`,
    );
    for (const view of outcome.views) {
      console.log(
        `${view.name.padEnd(28)}${`${view.medianMs} ms`.padStart(10)}${`${round(view.bytes / 1024)} KB`.padStart(12)}`,
      );
    }
    console.log(
      `a page of the site: ${outcome.pageAloneMs} ms alone (${outcome.pageAloneMaxMs} ms at most of ${outcome.pageDuringSourcesCount}); while an owner loads the 90-day Sources view, by channel and by campaign in turn (${runs * 2} times, ${outcome.pageDuringSourcesCount} pages), ${outcome.pageDuringSourcesMedianMs} ms median, ${outcome.pageDuringSourcesMaxMs} ms at most; server peak ${outcome.serverPeakMB} MB`,
    );
    sources.push(outcome);
  }
  return { inbox, sources };
}

async function functionsPart() {
  // 7. What every cold isolate or function instance loads before it answers a lead.
  const functions = await measureFunctions(runs);
  console.log(`\nThe lead service as the platforms run it, cold start median of ${runs}`);
  for (const bundle of functions) {
    console.log(
      `${bundle.name.padEnd(20)}${`${round(bundle.bytes / 1024)} KB`.padStart(10)}${`${round(bundle.gzipBytes / 1024)} KB gzipped`.padStart(20)}${`${bundle.coldStartMs} ms`.padStart(10)}`,
    );
  }
  return { functions };
}

const parts = {
  build: buildPart,
  lighthouse: lighthousePart,
  load: loadPart,
  admin: adminPart,
  form: formPart,
  inbox: inboxPart,
  functions: functionsPart,
};
const results: Record<string, unknown> = {};
for (const [name, part] of Object.entries(parts)) {
  if (!only || only.includes(name)) Object.assign(results, await part());
}

const after = machine();
const file = join(import.meta.dirname, "..", "bench", only ? "partial.json" : "latest.json");
mkdirSync(join(file, ".."), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify(
    {
      startedAt,
      node: process.version,
      machine: { cpus: before.cpus, model: before.model, loadavgBefore: before.loadavg, loadavgAfter: after.loadavg },
      ...results,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nLoad average after: ${after.loadavg.join(" ")}. Written to ${relative(process.cwd(), file)}.`);
