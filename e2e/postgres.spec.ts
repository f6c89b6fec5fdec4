import type { Lead } from "../leads/lead.ts";
import { ownerClient } from "../leads/owner/client.ts";
import { postLeads } from "../scripts/lib/lead-load.ts";
import { startAlertWebhook, type AlertWebhook } from "../testing/alert-webhook-stand-in.ts";
import { forwardPath } from "../testing/form-service-stand-in.ts";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { sqliteStore } from "../leads/store/sqlite.ts";
import { MIGRATION_LOCK } from "../leads/store/postgres.ts";
import { startPostgres, type PostgresServer } from "../testing/postgres-server.ts";
import { startTcpSwitch, type TcpMode } from "../testing/tcp-switch.ts";
import { reportDueSinceYesterday } from "../testing/report-due.ts";
import { expect, test as base } from "./fixtures.ts";
import { post } from "./hosts/http.ts";
import { valid } from "./hosts/lead-helpers.ts";
import { isRecovered, isStuck } from "./hosts/owner-rows.ts";
import { startNode, type RunningHost } from "./hosts/servers.ts";

// `npm start` when one machine is not enough: two servers, as a load balancer would share visitors between them,
// on one Postgres (Debian's, started for the file). They must behave as one service: every lead stored once and
// forwarded once, one alert per outage and one for its recovery, one rate limit per visitor. Each server runs its
// own sweep (every 0.2 s), so the two race for every pending lead the whole time.

const token = "tests-only-owner-token-0123456789abcdef";
/** What the file's tests share, started once for the worker: the database, the webhook, two servers and a third. */
type Shared = {
  database: PostgresServer;
  webhook: AlertWebhook;
  /** The two servers' origins, as a load balancer shares visitors between them. */
  origins: string[];
  /** A third server, whose road to the database a test can cut (testing/tcp-switch.ts). */
  cut: { server: RunningHost; road: Awaited<ReturnType<typeof startTcpSwitch>> };
};

const test = base.extend<object, { shared: Shared }>({
  shared: [
    async ({ formService }, use) => {
      const database = await startPostgres();
      const webhook = await startAlertWebhook();
      const env = {
        LEADS_DATABASE_URL: database.url,
        CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}`,
        LEADS_EXPORT_TOKEN: token,
        LEADS_RETRY_SECONDS: "0.3",
        LEADS_SWEEP_SECONDS: "0.2",
        LEADS_ALERT_AFTER_MINUTES: "0",
        LEADS_ALERT_WEBHOOK: webhook.url,
        // The weekly report due from the servers' first upkeep, which each runs every second.
        LEADS_REPORT_AT: reportDueSinceYesterday(),
        LEADS_UPKEEP_SECONDS: "1",
      };
      // Started together, so both make the tables at once: one migrates while the other waits for it.
      const servers = await Promise.all([startNode(env), startNode(env)]);
      const { hostname, port } = new URL(database.url);
      const road = await startTcpSwitch({ host: hostname, port: Number(port) });
      const server = await startNode({
        ...env,
        LEADS_DATABASE_URL: `postgres://postgres@${road.host}:${String(road.port)}/postgres`,
      });
      try {
        await use({ database, webhook, origins: servers.map((one) => one.origin), cut: { server, road } });
      } finally {
        await Promise.all([...servers, server].map((one) => one.stop()));
        await road.stop();
        await webhook.stop();
        await database.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

test.describe.configure({ mode: "serial" });

test("servers on one Postgres post the weekly report once between them, each running its upkeep every second", async ({
  shared: { webhook },
}) => {
  // Three servers (the two and the one whose road a test can cut) race for it from their start.
  await expect.poll(() => webhook.reports.length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(webhook.reports).toHaveLength(1);
  expect(webhook.reports[0]).toMatchObject({ taken: true });
  expect(webhook.reports[0]?.text).toMatch(/^\*Weekly report\* for /);
});

/** Every lead, as the owner reads them from either server. */
const leadsOf = (origin: string): Promise<Lead[]> => ownerClient(origin, token).list();

test("two servers on one Postgres: 500 posts spread over both are each stored once and forwarded exactly once", async ({
  formService,
  shared: { origins },
}) => {
  test.setTimeout(180_000);
  const mark = "Shared load";
  const outcome = await postLeads(origins, { count: 500, connections: 50, mark });
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ posts: 500, unexpected: 0, errors: 0 });
  const ours = (leads: Lead[]) => leads.filter((lead) => lead.fields["Full Name"]?.startsWith(`${mark} `));
  await expect
    .poll(async () => ours(await leadsOf(origins[0] ?? "")).filter((lead) => lead.status === "forwarded").length, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe(500);
  const [first, second] = await Promise.all(origins.map(leadsOf));
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

test("two servers on one Postgres: an outage is told once, and its recovery once", async ({
  formService,
  shared: { webhook, origins },
}) => {
  test.setTimeout(90_000);
  const before = webhook.alerts.length;
  const since = () => webhook.alerts.slice(before);
  const name = "Shared outage";
  await formService.setMode("error");
  try {
    for (const origin of origins) {
      expect((await post(origin, valid(`${name} ${origin}`), { from: "127.3.1.1" })).status).toBe(303);
    }
    await expect.poll(() => since().filter(isStuck).length, { timeout: 20_000 }).toBe(1);
    // Both servers keep trying both leads: a few more rounds, and still one alert.
    await expect
      .poll(
        async () =>
          Math.min(
            ...(await leadsOf(origins[1] ?? ""))
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
      (await leadsOf(origins[0] ?? ""))
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

test("two servers on one Postgres: the rate limit counts a visitor's posts on both", async ({
  shared: { origins },
}) => {
  const from = "127.3.0.1";
  const answers: number[] = [];
  for (let n = 0; n < 6; n++) {
    const origin = origins[n % 2] ?? "";
    answers.push((await post(origin, valid(`Shared visitor ${String(n)}`), { from })).status);
  }
  // Five posts in ten minutes, three on one server and two on the other; the sixth is one too many on either.
  expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
  // The sixth is kept as spam for the owner to release, as on one server.
  const stored = (await leadsOf(origins[1] ?? "")).filter((lead) =>
    lead.fields["Full Name"]?.startsWith("Shared visitor"),
  );
  expect(stored).toHaveLength(6);
  expect(stored.filter((lead) => lead.status === "spam").map((lead) => lead.fields["Full Name"])).toEqual([
    "Shared visitor 5",
  ]);
});

/** What breaks the database for the third server, and how it is mended. */
const faults: { name: string; why: string; break: (shared: Shared) => Promise<() => Promise<void>> }[] = [
  ...(
    [
      ["refuse", "down (every connection refused)"],
      ["hang", "unreachable (connections never answered)"],
      ["garbage", "answering something that is not Postgres"],
    ] as [TcpMode, string][]
  ).map(([mode, why]) => ({
    name: mode,
    why,
    break: ({ cut }: Shared) => {
      cut.road.set(mode);
      return Promise.resolve(() => {
        cut.road.set("pass");
        return Promise.resolve();
      });
    },
  })),
  {
    name: "locked",
    why: "slow (the leads' table locked by another program)",
    break: async ({ database }) => {
      const locker = new pg.Client({ connectionString: database.url });
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
      return async () => {
        await locker.query("ROLLBACK");
        await locker.end();
      };
    },
  },
];

/** The owners' alerts of a lead sent without being stored, since `before` alerts. */
const unstoredAlerts = (webhook: AlertWebhook, before: number) =>
  webhook.alerts.slice(before).filter((alert) => alert.includes("without being stored"));

for (const [index, fault] of faults.entries()) {
  test(`npm start on Postgres, the database ${fault.why}: the lead goes straight to the form service, the visitor is thanked, the owners told; mended, it is in the inbox`, async ({
    formService,
    shared,
  }) => {
    test.setTimeout(60_000);
    const { webhook, origins, cut } = shared;
    const name = `Database ${fault.name}`;
    // A visitor of its own: the rate limit counts each row's posts apart.
    const from = `127.4.0.${String(index + 1)}`;
    const alertsBefore = webhook.alerts.length;
    const mend = await fault.break(shared);
    let answer: Awaited<ReturnType<typeof post>>;
    let page = 0;
    try {
      [answer] = await Promise.all([
        post(cut.server.origin, valid(name), { from }),
        // A page asked for meanwhile never waits on the database.
        fetch(`${cut.server.origin}/about`).then((response) => (page = response.status)),
      ]);
    } finally {
      await mend();
    }
    expect(page).toBe(200);
    expect(answer.status).toBe(303);
    const sent = formService.received.filter((s) => s.fields["Full Name"] === name);
    expect(sent).toHaveLength(1);
    expect(cut.server.log()).toContain(
      `lead ${sent[0]?.fields["Lead ID"] ?? ""} sent to the form service without being stored`,
    );
    await expect.poll(() => unstoredAlerts(webhook, alertsBefore).length).toBe(1);

    // Mended: the lead is stored as delivered by the next sweep, and the visitor's next post is stored as ever.
    const inbox = async (who: string) =>
      (await leadsOf(origins[0] ?? "")).filter((lead) => lead.fields["Full Name"] === who);
    await expect
      .poll(async () => (await inbox(name)).map((lead) => `${lead.id} ${lead.status}`))
      .toEqual([`${sent[0]?.fields["Lead ID"] ?? ""} forwarded`]);
    const next = `${name}, again`;
    expect((await post(cut.server.origin, valid(next), { from })).status).toBe(303);
    await expect.poll(async () => (await inbox(next)).map((lead) => lead.status)).toEqual(["forwarded"]);
    expect(formService.received.filter((s) => s.fields["Full Name"] === name)).toHaveLength(1);
    expect(unstoredAlerts(webhook, alertsBefore)).toHaveLength(1);
  });
}

test("npm start on Postgres, the database and the form service both down: a 503 with the visitor's words, nothing kept or sent", async ({
  formService,
  shared: { origins, cut },
}) => {
  const name = "Database and form service down";
  const from = "127.4.1.1";
  cut.road.set("refuse");
  await formService.setMode("down");
  let answer: Awaited<ReturnType<typeof post>>;
  try {
    answer = await post(cut.server.origin, valid(name), { from });
  } finally {
    cut.road.set("pass");
    await formService.setMode("ok");
  }
  expect(answer.status).toBe(503);
  expect(answer.text).toContain("We need a patient portal.");
  expect(cut.server.log()).toContain("answered 503: the form service did not take it either");
  // Two sweeps later, still nowhere: the visitor was told it was not taken, so it is not sent behind their back.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await leadsOf(origins[0] ?? "")).filter((lead) => lead.fields["Full Name"] === name)).toEqual([]);
  expect(formService.received.filter((s) => s.fields["Full Name"] === name)).toEqual([]);
});

test("two servers on one Postgres stopped mid-stream (pg_ctl stop): every lead reaches the form service once, each visitor thanked, each server tells the owners once, every lead in the inbox once Postgres is back", async ({
  formService,
  shared: { database, webhook, origins },
}) => {
  test.setTimeout(120_000);
  const mark = "Stopped database";
  const alertsBefore = webhook.alerts.length;
  let n = 0;
  const postSome = async (count: number) => {
    const answers: number[] = [];
    for (let i = 0; i < count; i++, n++) {
      const origin = origins[n % 2] ?? "";
      answers.push((await post(origin, valid(`${mark} ${String(n)}`), { from: `127.5.0.${String(n + 1)}` })).status);
    }
    return answers;
  };
  const answers = await postSome(4);
  const resume = await database.pause();
  try {
    answers.push(...(await postSome(6)));
  } finally {
    await resume();
  }
  answers.push(...(await postSome(4)));
  expect(answers).toEqual(Array.from({ length: 14 }, () => 303));
  const names = Array.from({ length: 14 }, (_, i) => `${mark} ${String(i)}`);
  const sent = (who: string) => formService.received.filter((s) => s.fields["Full Name"] === who);
  await expect.poll(() => names.filter((who) => sent(who).length !== 1), { timeout: 30_000 }).toEqual([]);
  // Each server told the owners once of the outage it met (the database that would make it one tell among them
  // was the one down).
  expect(unstoredAlerts(webhook, alertsBefore)).toHaveLength(2);
  await expect
    .poll(
      async () =>
        (await leadsOf(origins[1] ?? ""))
          .filter((lead) => lead.fields["Full Name"]?.startsWith(`${mark} `))
          .map((lead) => `${lead.fields["Full Name"] ?? ""}: ${lead.status}`)
          .sort(),
      { timeout: 30_000 },
    )
    .toEqual(names.map((who) => `${who}: forwarded`).sort());
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(names.filter((who) => sent(who).length !== 1)).toEqual([]);
});

test("two servers started at once on an empty Postgres while a peer migrates for longer than a lock's wait: both wait for it, and every post is stored once", async ({
  formService,
  shared: { database },
}) => {
  test.setTimeout(90_000);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query("CREATE DATABASE slow_start");
  await admin.end();
  const url = database.url.replace(/\/postgres$/, "/slow_start");
  // The peer: holds the migrations' lock as a migration made slow would, past the session's 2 s lock wait.
  const peer = new pg.Client({ connectionString: url });
  await peer.connect();
  await peer.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
  const env = {
    LEADS_DATABASE_URL: url,
    CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}`,
    LEADS_EXPORT_TOKEN: token,
    LEADS_SWEEP_SECONDS: "0.2",
  };
  const starting = await Promise.all([startNode(env), startNode(env)]);
  const [first] = starting;
  try {
    const released = new Promise<void>((resolve) => {
      setTimeout(() => {
        void peer.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).then(() => {
          resolve();
        });
      }, 4_000);
    });
    const names = starting.map((_, i) => `Slow start ${String(i)}`);
    const answers = await Promise.all(
      starting.map((server, i) => post(server.origin, valid(names[i] ?? ""), { from: `127.6.0.${String(i + 1)}` })),
    );
    await released;
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const stored = (await ownerClient(first.origin, token).list()).map((lead) => lead.fields["Full Name"]);
    expect(stored.toSorted()).toEqual(names);
    for (const server of starting) {
      expect(server.log()).not.toContain("without being stored");
      expect(server.log()).not.toContain("answered 503");
    }
  } finally {
    await Promise.all(starting.map((server) => server.stop()));
    await peer.end();
  }
});

test("npm run leads -- --copy-to-postgres brings the leads of a server's SQLite file into the shared Postgres, once", async ({
  shared: { database, origins },
}) => {
  const folder = mkdtempSync(join(tmpdir(), "bighorn-copy-"));
  try {
    const file = join(folder, "leads.sqlite");
    const kept = sqliteStore(file);
    const receivedAt = Date.UTC(2026, 10, 2, 15);
    await kept.saveLead({
      id: crypto.randomUUID(),
      key: "copied-lead",
      kind: "contact",
      receivedAt,
      status: "pending",
      fields: { "Full Name": "Copied from SQLite", Message: "Kept on one server before there were two." },
      source: { page: "/contact", referrer: "www.google.com" },
      clientHash: "client-copied",
    });
    kept.close();
    const cli = join(import.meta.dirname, "..", "scripts", "leads.ts");
    const env = { ...process.env, LEADS_DB: file, LEADS_DATABASE_URL: database.url };
    const run = promisify(execFile);
    const first = await run(process.execPath, [cli, "--copy-to-postgres"], { env });
    expect(first.stdout.trim()).toBe(
      `Copied 1 lead from ${file} to Postgres at ${new URL(database.url).host}/postgres.`,
    );
    const again = await run(process.execPath, [cli, "--copy-to-postgres"], { env });
    expect(again.stdout.trim()).toMatch(/^Copied 0 leads from .* \(1 lead was there already\)\.$/);
    // Both servers list it, and send it: it was pending.
    await expect
      .poll(async () =>
        (await leadsOf(origins[1] ?? ""))
          .filter((lead) => lead.fields["Full Name"] === "Copied from SQLite")
          .map((lead) => lead.status),
      )
      .toEqual(["forwarded"]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
