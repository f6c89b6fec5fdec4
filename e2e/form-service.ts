/**
 * The stand-in form service (testing/form-service-stand-in.ts) as a process of its own, for the Playwright
 * config's web servers: the lead service of the browser tests' build forwards to it.
 */
import { startFormService } from "../testing/form-service-stand-in.ts";

await startFormService({
  port: Number(process.env["FORM_SERVICE_PORT"] ?? 0),
  siteOrigin: process.env["SITE_ORIGIN"] ?? "",
});
