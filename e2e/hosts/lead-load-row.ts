import { postLeads } from "../../scripts/lib/lead-load.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Many posts at once: a row each, each forwarded, sent again only after a failed attempt.
 * Rows of the hosts' table (e2e/hosts.spec.ts), on the host of the describe block they are called in.
 */
export function loadRow() {
  test("lead: many posts at once (500 over 50 connections): a row each, each forwarded, again only after a failed attempt, no error", async ({
    host,
    formService,
  }) => {
    test.setTimeout(180_000);
    const mark = `Load ${host.name}`;
    const { count, connections } = host.load ?? { count: 500, connections: 50 };
    if (host.load) test.info().annotations.push({ type: "limitation", description: host.load.why });
    const outcome = await postLeads(host.origin, { count, connections, mark });
    const figures = `${host.name}: ${outcome.posts} posts, p50 ${outcome.p50} ms, p99 ${outcome.p99} ms, ${outcome.rps} posts/s`;
    test.info().annotations.push({ type: "load", description: figures });
    console.log(`Lead load on ${figures}`);
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ posts: count, unexpected: 0, errors: 0 });
    const rows = async () => (await host.leads()).filter((lead) => lead.fields["Full Name"]?.startsWith(`${mark} `));
    await expect
      .poll(
        async () => {
          const stored = await rows();
          if (stored.some((lead) => lead.status === "pending")) await host.nudge();
          return stored.filter((lead) => lead.status === "forwarded").length;
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .toBe(count);
    const stored = await rows();
    expect(stored).toHaveLength(count);
    const sent = formService.received.filter((s) => s.fields["Full Name"]?.startsWith(`${mark} `));
    expect(new Set(sent.map((s) => s.fields["Lead ID"])).size).toBe(count);
    // A forward the service did not answer in time may have been delivered all the same: it is sent again
    // (at least once, never lost), and only then. A lead sent twice without a failed attempt on record
    // would be two senders claiming one lead.
    const repeats = stored.flatMap((lead) => {
      const copies = sent.filter((s) => s.fields["Lead ID"] === lead.id).length;
      return copies > 1 ? [{ id: lead.id, copies, attempts: lead.attempts }] : [];
    });
    test.info().annotations.push({ type: "load", description: `${repeats.length} sent again after no answer in time` });
    for (const repeat of repeats) expect(repeat.copies, JSON.stringify(repeat)).toBeLessThanOrEqual(repeat.attempts);
  });
}
