/**
 * The stand-in form service (scripts/lib/form-service.ts) as a process of its own, for the Playwright
 * config's web servers: the lead service of the browser tests' build forwards to it.
 */
import { startFormService } from "../scripts/lib/form-service.ts";

await startFormService({
  port: Number(process.env["FORM_SERVICE_PORT"] ?? 0),
  siteOrigin: process.env["SITE_ORIGIN"] ?? "",
});
