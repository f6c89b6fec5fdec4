import { expect, test as base } from "../fixtures.ts";
import type { FormService } from "../../testing/form-service-stand-in.ts";
import { startHosts, type HostTable, type LeadHost } from "./host-table.ts";
import { rowVisitors, type RowVisitors } from "./visitors.ts";

export { expect };

/** A host's leads by the visitor's name, as stored and as the form service received them. */
export function leadLookups(host: LeadHost, formService: FormService) {
  const byName = async (name: string) => (await host.leads()).filter((lead) => lead.fields["Full Name"] === name);
  const statuses = async (name: string) => (await byName(name)).map((lead) => lead.status);
  const forwarded = (name: string) => formService.received.filter((s) => s.fields["Full Name"] === name);
  /** Waits until the lead has this status, nudging the host's retry while it waits. */
  const expectStatus = async (name: string, status: string, timeout = 20_000) => {
    await expect
      .poll(
        async () => {
          const now = await statuses(name);
          if (now.includes("pending")) await host.nudge();
          return now;
        },
        { timeout, intervals: [250, 500, 1_000] },
      )
      .toEqual([status]);
  };
  return { byName, statuses, forwarded, expectStatus };
}

type HostsWorkerFixtures = {
  /** The four hosts, started once per worker with the worker's stand-in form service, stopped with it. */
  hostTable: HostTable;
};
type HostsTestFixtures = {
  /** Which host a describe block's rows run on (`test.use({ hostName })`). */
  hostName: string;
  host: LeadHost;
  lookups: ReturnType<typeof leadLookups>;
  /** The row's visitors, each from an address of its own, closed when the row ends. */
  visitors: RowVisitors;
};

/** The hosts' table's rows (e2e/hosts.spec.ts), each run on the host its describe block names. */
export const test = base.extend<HostsTestFixtures, HostsWorkerFixtures>({
  hostTable: [
    async ({ formService }, use) => {
      const table = await startHosts(formService);
      try {
        await use(table);
      } finally {
        await table.stop();
      }
    },
    // Two builds for the platforms and four servers, on a busy machine; stopping them outlasts 30 s there too.
    { scope: "worker", timeout: 300_000 },
  ],
  hostName: ["", { option: true }],
  host: async ({ hostTable, hostName }, use) => {
    const host = hostTable.hosts.get(hostName);
    if (!host) throw new Error(`no host named "${hostName}" in the table`);
    await use(host);
  },
  lookups: async ({ host, formService }, use) => {
    await use(leadLookups(host, formService));
  },
  visitors: async ({ browser, host }, use) => {
    const visitors = rowVisitors(browser, host.origin, host.nextAddress);
    try {
      await use(visitors);
    } finally {
      await visitors.close();
    }
  },
});
