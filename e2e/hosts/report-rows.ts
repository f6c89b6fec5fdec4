import { addDays, ownerDate } from "../../leads/owner/clock.ts";
import { siteIn } from "../../leads/node/service.ts";
import { site as company } from "../../src/config/site.ts";
import { expect, test } from "./fixtures.ts";
import { provenBehind } from "./host-table.ts";
import { cli } from "./owner-rows.ts";
import { valid } from "./lead-helpers.ts";

const clock = { zone: company.timeZone.id, zoneName: company.timeZone.name };
/** Slack's escaping of our words, as the report's `text` carries them. */
const slack = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The weekly report as rows of the hosts' table (e2e/hosts.spec.ts): each host's own scheduler (npm start's
 * timer, the Worker's cron, Netlify's scheduled function) posts it to the webhook stand-in, which refuses the
 * first report each host posts. The table sets the report's time to yesterday at midnight, so it is due from the
 * first upkeep: the row controls time by the schedule, never by waiting for a Monday.
 */
export function reportRows() {
  test("weekly report: posted once when due, tried again after the chat refused it, never twice; on demand from the CLI", async ({
    host,
  }) => {
    test.skip(...provenBehind(host));
    test.setTimeout(90_000);
    const built = siteIn(host.server.dist);
    if (!built) throw new Error("the host's build has no lead service");
    await expect
      .poll(
        async () => {
          await host.nudge();
          return host.reports().filter((report) => report.taken).length;
        },
        { timeout: 30_000, intervals: [250, 500, 1_000] },
      )
      .toBe(1);
    const [refused, taken] = host.reports();
    expect(refused?.taken).toBe(false);
    expect(taken?.text).toBe(refused?.text);
    // Every lead of the table's run came today: the week before yesterday was quiet, and the report says so.
    expect(taken?.text.startsWith(`*Weekly report* for ${slack(company.name)}: `)).toBe(true);
    expect(taken?.text.split("\n")[1]).toMatch(/^No leads last week; /);
    expect(taken?.text).toContain(`<${built.origin}/api/leads|The inbox>`);
    // The next upkeeps (npm start's every second; a platform's when nudged) find it sent.
    await host.nudge();
    await pause(2_500);
    await host.nudge();
    expect(host.reports()).toHaveLength(2);

    // On demand: the seven days to today hold every lead of the run (this row's among them), counted as the
    // owner's list has them.
    const name = `Weekly report ${host.name}`;
    expect((await host.post(valid(name))).status).toBe(303);
    await expect.poll(async () => (await host.leads()).some((lead) => lead.fields["Full Name"] === name)).toBe(true);
    const today = ownerDate(Date.now(), clock);
    const first = addDays(today, -6);
    const leads = await host.leads();
    const contacts = leads.filter((lead) => lead.kind === "contact" && lead.status !== "spam").length;
    const printed = await cli(host, "--report", "--week", first);
    expect(printed, printed.stderr).toMatchObject({ code: 0 });
    const lines = printed.stdout.split("\n");
    expect(lines[0]?.startsWith(`Weekly report for ${company.name}: `)).toBe(true);
    expect(lines[1]).toMatch(
      new RegExp(`^Leads: ${contacts.toLocaleString("en-US")} contact messages? \\(0 the week before\\)`),
    );
    expect(printed.stdout).toContain(
      `Sources for that week: ${built.origin}/api/leads/sources?period=custom&from=${first}&to=${today}`,
    );
    const sent = await cli(host, "--report", "--week", first, "--send");
    expect(sent, sent.stderr).toMatchObject({ code: 0 });
    expect(sent.stdout).toContain("\nSent to the alert webhook.");
    expect(host.reports()).toHaveLength(3);
    expect(host.reports()[2]?.text).toContain("*Leads:* ");
  });
}
