import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../testing/processes.ts";

/**
 * What the Playwright config and the tests share, fixed once by the runner when it loads the config: workers
 * inherit the runner's environment, so every process of a run reads the same values.
 */

/** Ports the system hands out (set E2E_PORT and friends to choose): two runs side by side never share one. */
process.env["E2E_PORT"] ??= String(await freePort());
process.env["E2E_EDITED_PORT"] ??= String(await freePort());
process.env["FORM_SERVICE_PORT"] ??= String(await freePort());
export const sitePort = Number(process.env["E2E_PORT"]);
export const siteOrigin = `http://127.0.0.1:${sitePort}`;
/** The server of the copy an editor filled in (e2e/support/edited-project.ts). */
export const editedPort = Number(process.env["E2E_EDITED_PORT"]);
export const editedOrigin = () => `http://127.0.0.1:${editedPort}`;
export const formServicePort = Number(process.env["FORM_SERVICE_PORT"]);
export const formServiceOrigin = `http://127.0.0.1:${formServicePort}`;
/** The stand-in's mailbox; `.test` because the service refuses the reserved `.example` placeholder. */
export const testMailbox = "leads@bighorn.test";
/** Where the lead service of the tests' server forwards (FormSubmit's AJAX form of the same address). */
export const testForwardPath = `/ajax/${testMailbox}`;
/**
 * The database of the server the browser tests run against: one per run, so tests can read the rows the
 * server wrote.
 */
process.env["E2E_LEADS_DB"] ??= join(tmpdir(), `bighorn-e2e-leads-${process.pid}-${Date.now()}.sqlite`);
export const testLeadsDb = process.env["E2E_LEADS_DB"];
export { buildTime, sourceDateEpoch } from "../testing/build-moment.ts";
