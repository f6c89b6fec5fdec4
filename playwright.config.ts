import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./testing/chromium.ts";
import { buildSite, runDir } from "./testing/builds.ts";
import { editedProject } from "./e2e/support/edited-project.ts";
import "./testing/build-moment.ts";

/**
 * Browser tests run against production builds served the way `npm start` serves them, lead service included:
 * each worker serves the build of its project itself (the `site` fixture, e2e/fixtures.ts), on a port the system
 * hands out. Every build they read is made before the tests are listed (some tests are made one per built page),
 * once per run: the runner loads this file first and its workers inherit what it decided (the run's folder, the
 * build's moment). `npm test` builds dist/ in a step of its own and says so in TEST_SITE_BUILT.
 */
// A run of its own (not inside npm test) makes its run's folder, and its teardown removes it.
process.env["TEST_RUN_OWNED"] ??= process.env["TEST_RUN_DIR"] ? "no" : "yes";
runDir();
if (process.env["TEST_SITE_BUILT"] !== "1") {
  await buildSite();
  process.env["TEST_SITE_BUILT"] = "1";
}
/** A copy of the project with what an editor can type at its longest (e2e/support/edited-project.ts). */
const edited = await editedProject();

/** The pages' own tests that count what the content holds: run again against the edited copy's content. */
const contentCountingTests = ["home", "industries", "services", "success-stories", "blog"].map((name) =>
  join(edited, "e2e", `${name}.spec.ts`),
);
// A renamed file would leave the project with nothing to run, and Playwright would call that a pass.
for (const file of contentCountingTests) if (!existsSync(file)) throw new Error(`The edited copy has no ${file}`);

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env["CI"]),
  retries: 0,
  workers: 2,
  reporter: process.env["CI"] ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    // Run by hand, a failed test keeps its trace: every action with the page's DOM before and after it (without the
    // screencast). In CI none is recorded: recording costs every test a tenth of its time (every-page and the
    // contact form, 149 s against 132 s), and a failure still leaves its error context, the page as it stood.
    trace: process.env["CI"] ? "off" : { mode: "retain-on-failure", screenshots: false },
  },
  // The two long files whose tests run in order (four hosts, and the admin's dev server) go first, one to each
  // worker, and the many short tests fill in around them: the run ends when the last worker does.
  projects: [
    { name: "hosts", testMatch: "hosts.spec.ts", use: { browserName: "chromium" } },
    { name: "admin", testMatch: "admin.spec.ts", use: { browserName: "chromium" } },
    { name: "chromium", testIgnore: ["hosts.spec.ts", "admin.spec.ts"], use: { browserName: "chromium" } },
    // The visitor's journeys in the two other engines a visitor brings (e2e/engines.spec.ts); `npm test` runs
    // them in a step of their own. Their `page` is Chromium's, the reference their pictures are compared with.
    { name: "firefox", testMatch: "engines.spec.ts", use: { browserName: "chromium" } },
    { name: "webkit", testMatch: "engines.spec.ts", use: { browserName: "chromium" } },
    {
      name: "edited content",
      testDir: join(edited, "e2e"),
      testMatch: contentCountingTests,
      use: { browserName: "chromium" },
    },
  ],
});
