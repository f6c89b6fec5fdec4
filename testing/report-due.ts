import { ownerDate } from "../leads/owner/clock.ts";
import { isoWeekday, weekdays } from "../leads/report/schedule.ts";
import { site } from "../src/config/site.ts";

/**
 * LEADS_REPORT_AT for a test's servers: yesterday at midnight on the company's clock (`friday 00:00` on a
 * Saturday), so the weekly report is due from their first upkeep and stays due for days either side of the run.
 * Tests control the report's time by its schedule, never by waiting for a Monday.
 */
export function reportDueSinceYesterday(now = Date.now()): string {
  const yesterday = ownerDate(now - 86_400_000, { zone: site.timeZone.id, zoneName: "" });
  return `${weekdays[isoWeekday(yesterday) - 1] ?? "monday"} 00:00`;
}
