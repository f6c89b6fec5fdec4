/**
 * Lighthouse on one page of each type, gating only on what a build decides, not on how fast this machine
 * is at the moment: Accessibility, Best Practices and SEO at 100, and no layout shift at all (CLS 0). Measured
 * on the site with a sample photograph on every entity that can have one (testing/pictured-project.ts),
 * so the image audits (sizes, proportions, descriptions) judge real pictures.
 * The performance score and its timings vary with the machine's load; `npm run bench` reports them.
 * Two pages are audited at a time, half of them by each of two processes (Lighthouse runs one audit per process):
 * most of a page's time is Lighthouse waiting for it to go quiet, and nothing gated here depends on the
 * machine's speed.
 * Usage: npm run audit [-- --no-build]
 */
import { spawn } from "node:child_process";
import { errorSummary, launchLighthouse, pageTypes, type Category } from "./lib/lighthouse.ts";
import { buildSite } from "../testing/builds.ts";
import { picturedProject } from "../testing/pictured-project.ts";
import { serveDist } from "../testing/serve-dist.ts";

const gated: Category[] = ["accessibility", "best-practices", "seo"];
/** A run Lighthouse itself could not complete (a trace without its start, on a busy machine) is measured again. */
const RETRIES = 3;
/** One row of the table: a page type's scores and layout shift, and what fell short. */
type Row = { kind: string; route: string; cells: number[]; failures: string[] };

/** Audits the page types whose place in the list leaves `part` when divided by `of`. */
async function auditPart(origin: string, part: number, of: number): Promise<Row[]> {
  const lighthouse = await launchLighthouse({ only: gated });
  const rows: Row[] = [];
  try {
    for (const [kind, route] of pageTypes().filter((_, index) => index % of === part)) {
      let report = await lighthouse.audit(`${origin}${route}`);
      for (let retry = 0; retry < RETRIES && report.errors.length; retry++) {
        console.error(`${kind.padEnd(16)}measuring again: ${errorSummary(report)}`);
        report = await lighthouse.audit(`${origin}${route}`);
      }
      const failures = report.errors.length ? [`${route}: Lighthouse could not measure: ${errorSummary(report)}`] : [];
      for (const category of gated)
        if (report.scores[category] < 100)
          failures.push(`${route}: ${category} ${report.scores[category]}: ${report.failing[category].join(", ")}`);
      if (report.metrics.cls !== 0) failures.push(`${route}: layout shifts (CLS ${report.metrics.cls})`);
      rows.push({ kind, route, cells: [...gated.map((c) => report.scores[c]), report.metrics.cls], failures });
    }
  } finally {
    lighthouse.close();
  }
  return rows;
}

/** This script again, auditing one part at `origin`: its rows, from the JSON it prints. */
const part = (origin: string, index: number, of: number) =>
  new Promise<Row[]>((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, "--part", `${index}/${of}`, origin], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(out) as Row[]);
      else reject(new Error(`the audit of part ${index} of ${of} exited with ${String(code)}`));
    });
  });

const asked = process.argv.indexOf("--part");
if (asked >= 0) {
  const [index = 0, of = 1] = (process.argv[asked + 1] ?? "").split("/").map(Number);
  process.stdout.write(JSON.stringify(await auditPart(process.argv[asked + 2] ?? "", index, of)));
} else {
  if (!process.argv.includes("--no-build")) await buildSite();
  const server = await serveDist({ root: (await picturedProject()).root });
  let rows: Row[];
  try {
    rows = (await Promise.all([part(server.origin, 0, 2), part(server.origin, 1, 2)])).flat();
  } finally {
    await server.stop();
  }
  const order = pageTypes().map(([kind]) => kind);
  rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  console.log(`${"page".padEnd(16)}${["a11y", "best", "seo", "CLS"].map((h) => h.padStart(6)).join("")}  route`);
  for (const { kind, route, cells } of rows) {
    console.log(`${kind.padEnd(16)}${cells.map((v) => String(v).padStart(6)).join("")}  ${route}`);
  }
  const failures = rows.flatMap((row) => row.failures);
  if (failures.length) {
    console.error(`\nBelow target:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log(`\nEvery page type scores 100 for ${gated.join(", ")}, with no layout shift.`);
}
