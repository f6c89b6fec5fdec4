import { buildMoment } from "../src/lib/content/schedule.ts";

/**
 * The moment the tests' builds are made for, fixed once per run (npm test sets SOURCE_DATE_EPOCH for the whole
 * run; a process started alone fixes it here, and the processes it starts inherit it): a run that crosses
 * midnight expects the day its build shows, not the day a test runs.
 */
process.env["SOURCE_DATE_EPOCH"] ??= String(Math.floor(Date.now() / 1000));
export const sourceDateEpoch = process.env["SOURCE_DATE_EPOCH"];
export const buildTime = buildMoment(sourceDateEpoch);
