import { buildMoment } from "../lib/content/schedule.ts";

/**
 * The one clock of a build: read once, so every page of a build that runs across midnight shows the same
 * day, and the footer's year, a legal page's Last Updated and the scheduled posts agree.
 */
export const buildTime = buildMoment(process.env["SOURCE_DATE_EPOCH"]);
