import { alertState, tellOnce, type AlertWatch } from "../delivery/alerts.ts";
import type { OwnerClock } from "../owner/clock.ts";
import type { Days } from "../owner/sources/periods.ts";
import { weekFigures } from "./figures.ts";
import { dueReport, type ReportSchedule } from "./schedule.ts";
import { reportText, type ReportContext } from "./text.ts";
import { daysTitle } from "../owner/sources/periods.ts";
import type { AlertText } from "../delivery/alert-text.ts";

/** What a host knows to write a report: its site's name, address and clock. */
export type ReportSite = { siteName: string; origin: string; clock: OwnerClock };

/** A week's report, as its words: read from the store now. */
export async function weekReport(
  watch: Pick<AlertWatch, "store">,
  site: ReportSite,
  week: Days,
  when: ReportContext["when"],
): Promise<AlertText> {
  return reportText(await weekFigures(watch.store, week, site.clock), { ...site, when });
}

/** The name a week's report is kept under among the alerts' states: its first day. */
const reportName = (week: Days) => `report:${week.from}`;

/**
 * The upkeep's part: posts the report of the latest week whose time has come to the alert webhook, once, whichever
 * process or isolate gets there first (a setting made only if new claims each try, as alerts are claimed). A try
 * the webhook did not take is made again at the next upkeep; a week whose report went is not read again. Off
 * without a webhook or with LEADS_REPORT_AT=off. Returns the week it looked at and whether its report has gone.
 */
export async function sendDueReport(
  watch: AlertWatch,
  site: ReportSite,
  schedule: ReportSchedule | undefined,
): Promise<{ week: Days; sent: boolean } | undefined> {
  if (!schedule || !watch.webhook) return undefined;
  const { week } = dueReport(watch.now(), schedule, site.clock);
  const name = reportName(week);
  if ((await alertState(watch, name))?.taken) return { week, sent: true };
  const text = await weekReport(watch, site, week, "last week");
  const sent = await tellOnce(
    watch,
    name,
    text,
    `weekly report of ${daysTitle(week, site.clock)}: posting it to the alert webhook`,
    { retryFailedAfterMs: 0 },
  );
  return { week, sent };
}
