import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildMoment } from "../src/lib/schedule";

/** Addresses shared by the Playwright config and the tests. */
export const sitePort = Number(process.env["E2E_PORT"] ?? 4322);
export const formServicePort = Number(process.env["FORM_SERVICE_PORT"] ?? 4323);
export const formServiceOrigin = `http://127.0.0.1:${formServicePort}`;
/** The stand-in's mailbox; `.test` because the service refuses the reserved `.example` placeholder. */
export const testMailbox = "leads@bighorn.test";
/** Where a `LEADS=off` build posts its forms: the stand-in, at the mailbox's path. */
export const testFormEndpoint = `${formServiceOrigin}/${testMailbox}`;
/** Where the lead service of the tests' server forwards (FormSubmit's AJAX form of the same address). */
export const testForwardPath = `/ajax/${testMailbox}`;
/**
 * The database of the server the browser tests run against: one per run, named once by the Playwright
 * runner (workers inherit it), so tests can read the rows the server wrote.
 */
process.env["E2E_LEADS_DB"] ??= join(tmpdir(), `bighorn-e2e-leads-${process.pid}-${Date.now()}.sqlite`);
export const testLeadsDb = process.env["E2E_LEADS_DB"];
/**
 * The moment the tests' builds are made for, fixed by the runner when it starts (workers and the builds they
 * start inherit it): a run that crosses midnight expects the day its build shows, not the day a test runs.
 */
process.env["SOURCE_DATE_EPOCH"] ??= String(Math.floor(Date.now() / 1000));
export const sourceDateEpoch = process.env["SOURCE_DATE_EPOCH"];
export const buildTime = buildMoment(sourceDateEpoch);
