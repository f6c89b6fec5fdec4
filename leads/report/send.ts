import { post, tellOnce, type AlertWatch } from "../delivery/alerts.ts";
import type { OwnerClock } from "../owner/clock.ts";
import { daysTitle, type Days } from "../owner/sources/periods.ts";
import type { LeadStore } from "../store/store.ts";
import { weekFigures } from "./figures.ts";
import { DEFAULT_REPORT_AT, dueReport, reportSchedule, weekFrom, type ReportSchedule } from "./schedule.ts";
import { reportText, type ReportContext } from "./text.ts";
import type { AlertText } from "../delivery/alert-text.ts";

/** The week an on-demand report means by default where the weekly report is off: the one Monday's would cover. */
const defaultSchedule = reportSchedule(DEFAULT_REPORT_AT) as ReportSchedule;

/** What a host knows to write a report: its site's name, address and clock. */
export type ReportSite = { siteName: string; origin: string; clock: OwnerClock };

/** A week's report, as its words: read from the store now. */
export async function weekReport(
  store: LeadStore,
  site: ReportSite,
  week: Days,
  when: ReportContext["when"],
): Promise<AlertText> {
  return reportText(await weekFigures(store, week, site.clock), { ...site, when });
}

/** The name a week's report is kept under among the alerts' states: its first day. */
const reportName = (week: Days) => `report:${week.from}`;

/**
 * The upkeep's part: posts the report of the latest week whose time has come to the alert webhook, once, whichever
 * process or isolate gets there first (a setting made only if new claims each try, as alerts are claimed). A try
 * the webhook did not take is made again at the next upkeep; the week is read only by the try that posts it. Off
 * without a webhook or with LEADS_REPORT_AT=off. Returns the week it looked at and whether its report has gone.
 */
export async function sendDueReport(
  watch: AlertWatch,
  site: ReportSite,
  schedule: ReportSchedule | undefined,
): Promise<{ week: Days; sent: boolean } | undefined> {
  if (!schedule || !watch.webhook) return undefined;
  const { week } = dueReport(watch.now(), schedule, site.clock);
  const sent = await tellOnce(
    watch,
    reportName(week),
    () => weekReport(watch.store, site, week, "last week"),
    `weekly report of ${daysTitle(week, site.clock)}: posting it to the alert webhook`,
    { retryFailedAfterMs: 0 },
  );
  return { week, sent };
}

/** The report on demand (`npm run leads -- --report`): a week's words, and a post of them to the webhook. */
export type WeeklyReports = {
  /** The week starting `first`, or without it the week the latest report is due for (Monday's). */
  week(first?: string): Days;
  text(week: Days): Promise<AlertText>;
  /** Posts the words to the alert webhook, unclaimed (an owner's check goes as often as asked); undefined without one. */
  send: ((text: AlertText) => Promise<boolean>) | undefined;
};

export function weeklyReports(
  watch: AlertWatch,
  site: ReportSite,
  schedule: ReportSchedule | undefined,
): WeeklyReports {
  const due = () => dueReport(watch.now(), schedule ?? defaultSchedule, site.clock).week;
  return {
    week: (first) => (first ? weekFrom(first) : due()),
    text: (week) => weekReport(watch.store, site, week, week.from === due().from ? "last week" : "that week"),
    send: watch.webhook && ((text) => post(watch, text)),
  };
}
