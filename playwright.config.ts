import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";
import { formServiceOrigin, formServicePort, sitePort, sourceDateEpoch, testForwardPath, testLeadsDb } from "./e2e/env";

const siteOrigin = `http://127.0.0.1:${sitePort}`;

/**
 * Browser tests run against a production build served the way `npm start` serves it, lead service
 * included. The service keeps leads in a database of this run and forwards them to a local stand-in for
 * the form-forwarding service; its rate limit and typing-speed check are off here (many tests post from
 * one address, faster than a person types), and on in the lead service's own table (e2e/leads.spec.ts).
 */
export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env["CI"]),
  retries: 0,
  workers: 2,
  reporter: process.env["CI"] ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: siteOrigin,
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "node e2e/form-service.ts",
      env: { FORM_SERVICE_PORT: String(formServicePort), SITE_ORIGIN: siteOrigin },
      port: formServicePort,
      reuseExistingServer: false,
    },
    {
      command: "astro build && node hosting/serve.ts",
      env: {
        HOST: "127.0.0.1",
        PORT: String(sitePort),
        ASTRO_TELEMETRY_DISABLED: "1",
        SOURCE_DATE_EPOCH: sourceDateEpoch,
        LEADS_DB: testLeadsDb,
        CONTACT_FORM_ENDPOINT: `${formServiceOrigin}${testForwardPath}`,
        LEADS_RATE_LIMIT: "100000",
        LEADS_MIN_FILL_SECONDS: "0",
        LEADS_SWEEP_SECONDS: "0.5",
        LEADS_RETRY_SECONDS: "0.5",
      },
      url: `${siteOrigin}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
