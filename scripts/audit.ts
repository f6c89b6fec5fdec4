/**
 * Lighthouse on one page of each type, gating only on what a build decides, not on how fast this machine
 * is at the moment: Accessibility, Best Practices and SEO at 100, and no layout shift at all (CLS 0). Measured
 * on the site with a sample photograph on every entity that can have one (testing/pictured-project.ts),
 * so the image audits (sizes, proportions, descriptions) judge real pictures.
 * The performance score and its timings vary with the machine's load; `npm run bench` reports them.
 * Usage: npm run audit [-- --no-build]
 */
import { errorSummary, launchLighthouse, pageTypes, type Category } from "./lib/lighthouse.ts";
import { buildSite } from "../testing/builds.ts";
import { picturedProject } from "../testing/pictured-project.ts";
import { serveDist } from "../testing/serve-dist.ts";

const gated: Category[] = ["accessibility", "best-practices", "seo"];

if (!process.argv.includes("--no-build")) {
  await buildSite();
}

const server = await serveDist({ root: (await picturedProject()).root });
const lighthouse = await launchLighthouse({ only: gated });
const failures: string[] = [];
console.log(`${"page".padEnd(16)}${["a11y", "best", "seo", "CLS"].map((h) => h.padStart(6)).join("")}  route`);
try {
  for (const [kind, route] of pageTypes()) {
    // A run Lighthouse itself could not complete is measured again (at most twice), never judged.
    let report = await lighthouse.audit(`${server.origin}${route}`);
    for (let retry = 0; retry < 2 && report.errors.length; retry++) {
      console.log(`${kind.padEnd(16)}measuring again: ${errorSummary(report)}`);
      report = await lighthouse.audit(`${server.origin}${route}`);
    }
    if (report.errors.length) failures.push(`${route}: Lighthouse could not measure: ${errorSummary(report)}`);
    const cells = [...gated.map((c) => report.scores[c]), report.metrics.cls];
    console.log(`${kind.padEnd(16)}${cells.map((v) => String(v).padStart(6)).join("")}  ${route}`);
    for (const category of gated)
      if (report.scores[category] < 100)
        failures.push(`${route}: ${category} ${report.scores[category]}: ${report.failing[category].join(", ")}`);
    if (report.metrics.cls !== 0) failures.push(`${route}: layout shifts (CLS ${report.metrics.cls})`);
  }
} finally {
  lighthouse.close();
  await server.stop();
}

if (failures.length) {
  console.error(`\nBelow target:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nEvery page type scores 100 for ${gated.join(", ")}, with no layout shift.`);
