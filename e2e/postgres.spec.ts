import type { Lead } from "../leads/lead.ts";
import { ownerClient } from "../leads/owner/client.ts";
import { postLeads } from "../scripts/lib/lead-load.ts";
import { startAlertWebhook, type AlertWebhook } from "../testing/alert-webhook-stand-in.ts";
import { forwardPath } from "../testing/form-service-stand-in.ts";
import { startPostgres, type PostgresServer } from "../testing/postgres-server.ts";
import { expect, test } from "./fixtures.ts";
import { post } from "./hosts/http.ts";
import { valid } from "./hosts/lead-helpers.ts";
import { isRecovered, isStuck } from "./hosts/owner-rows.ts";
import { startNode, type RunningHost } from "./hosts/servers.ts";

// `npm start` when one machine is not enough: two servers, as a load balancer would share visitors between them,
// on one Postgres (Debian's, started for the file). They must behave as one service: every lead stored once and
// forwarded once, one alert per outage and one for its recovery, one rate limit per visitor. Each server runs its
// own sweep (every 0.2 s), so the two race for every pending lead the whole time.

const token = "tests-only-owner-token-0123456789abcdef";
let database: PostgresServer;
let webhook: AlertWebhook;
let servers: RunningHost[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ formService }) => {
  test.setTimeout(180_000);
  database = await startPostgres();
  webhook = await startAlertWebhook();
  const env = {
    LEADS_DATABASE_URL: database.url,
    CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}`,
    LEADS_EXPORT_TOKEN: token,
    LEADS_RETRY_SECONDS: "0.3",
    LEADS_SWEEP_SECONDS: "0.2",
    LEADS_ALERT_AFTER_MINUTES: "0",
    LEADS_ALERT_WEBHOOK: webhook.url,
  };
  // Started together, so both make the tables at once: one migrates while the other waits for it.
  servers = await Promise.all([startNode(env), startNode(env)]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await webhook.stop();
  await database.stop();
});

const origins = () => servers.map((server) => server.origin);
/** Every lead, as the owner reads them from either server. */
const leadsOf = (origin: string): Promise<Lead[]> => ownerClient(origin, token).list();

test("two servers on one Postgres: 500 posts spread over both are each stored once and forwarded exactly once", async ({
  formService,
}) => {
  test.setTimeout(180_000);
  const mark = "Shared load";
  const outcome = await postLeads(origins(), { count: 500, connections: 50, mark });
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ posts: 500, unexpected: 0, errors: 0 });
  const ours = (leads: Lead[]) => leads.filter((lead) => lead.fields["Full Name"]?.startsWith(`${mark} `));
  await expect
    .poll(async () => ours(await leadsOf(origins()[0] ?? "")).filter((lead) => lead.status === "forwarded").length, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe(500);
  const [first, second] = await Promise.all(origins().map(leadsOf));
  // One store: both servers list the same leads.
  expect(
    ours(second ?? [])
      .map((lead) => lead.id)
      .sort(),
  ).toEqual(
    ours(first ?? [])
      .map((lead) => lead.id)
      .sort(),
  );
  const stored = ours(first ?? []);
  expect(stored).toHaveLength(500);
  expect(new Set(stored.map((lead) => lead.fields["Full Name"])).size).toBe(500);
  // Forwarded exactly once each, on the first try, whichever server's sweep or answer sent it.
  const sent = formService.received.filter((s) => s.fields["Full Name"]?.startsWith(`${mark} `));
  expect(sent).toHaveLength(500);
  expect(new Set(sent.map((s) => s.fields["Lead ID"])).size).toBe(500);
  expect(stored.filter((lead) => lead.attempts !== 1)).toEqual([]);
});

test("two servers on one Postgres: an outage is told once, and its recovery once", async ({ formService }) => {
  test.setTimeout(90_000);
  const before = webhook.alerts.length;
  const since = () => webhook.alerts.slice(before);
  const name = "Shared outage";
  await formService.setMode("error");
  try {
    for (const origin of origins()) expect((await post(origin, valid(`${name} ${origin}`))).status).toBe(303);
    await expect.poll(() => since().filter(isStuck).length, { timeout: 20_000 }).toBe(1);
    // Both servers keep trying both leads: a few more rounds, and still one alert.
    await expect
      .poll(
        async () =>
          Math.min(
            ...(await leadsOf(origins()[1] ?? ""))
              .filter((lead) => lead.fields["Full Name"]?.startsWith(name))
              .map((lead) => lead.attempts),
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);
  } finally {
    await formService.setMode("ok");
  }
  await expect
    .poll(async () =>
      (await leadsOf(origins()[0] ?? ""))
        .filter((lead) => lead.fields["Full Name"]?.startsWith(name))
        .map((lead) => lead.status),
    )
    .toEqual(["forwarded", "forwarded"]);
  await expect.poll(() => since().filter(isRecovered).length, { timeout: 20_000 }).toBe(1);
  // A few more sweeps of both: nothing more is told.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(since().filter(isStuck)).toHaveLength(1);
  expect(since().filter(isRecovered)).toHaveLength(1);
  expect(since()).toHaveLength(2);
});

test("two servers on one Postgres: the rate limit counts a visitor's posts on both", async () => {
  const from = "127.3.0.1";
  const answers: number[] = [];
  for (let n = 0; n < 6; n++) {
    const origin = origins()[n % 2] ?? "";
    answers.push((await post(origin, valid(`Shared visitor ${String(n)}`), { from })).status);
  }
  // Five posts in ten minutes, three on one server and two on the other; the sixth is one too many on either.
  expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
  // The sixth is kept as spam for the owner to release, as on one server.
  const stored = (await leadsOf(origins()[1] ?? "")).filter((lead) =>
    lead.fields["Full Name"]?.startsWith("Shared visitor"),
  );
  expect(stored).toHaveLength(6);
  expect(stored.filter((lead) => lead.status === "spam").map((lead) => lead.fields["Full Name"])).toEqual([
    "Shared visitor 5",
  ]);
});
