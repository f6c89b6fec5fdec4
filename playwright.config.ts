import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";
import { formServicePort, sitePort, testFormEndpoint } from "./e2e/env";

const siteOrigin = `http://127.0.0.1:${sitePort}`;

/**
 * Browser tests run against a production build served the way `npm start` serves it.
 * That build posts its forms to a local stand-in for the form-forwarding service.
 */
export default defineConfig({
  testDir: "e2e",
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
      command: "astro build && node scripts/serve.ts",
      env: {
        HOST: "127.0.0.1",
        PORT: String(sitePort),
        CONTACT_FORM_ENDPOINT: testFormEndpoint,
        ASTRO_TELEMETRY_DISABLED: "1",
      },
      url: `${siteOrigin}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
