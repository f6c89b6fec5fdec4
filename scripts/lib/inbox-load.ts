import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import pg from "pg";
import type { LeadSource, NewLead } from "../../leads/lead.ts";
import { openStore, type StoreLocation } from "../../leads/node/store.ts";
import { purgeCutoffs } from "../../leads/owner/report.ts";
import { postgresDatabase } from "../../leads/store/postgres.ts";
import type { SqlDatabase, SqlValue } from "../../leads/store/sql-database.ts";
import { migrate } from "../../leads/store/migrate.ts";
import { SqlLeadStore } from "../../leads/store/sql-store.ts";
import { openSqlite } from "../../leads/store/sqlite.ts";
import { startPostgres } from "../../testing/postgres-server.ts";
import type { RunningServer } from "../../testing/processes.ts";
import { serveDist } from "../../testing/serve-dist.ts";

/**
 * The owners' side on a bad day, on `npm start` with SQLite or with Postgres (Debian's, started for the run): a
 * store holding `spam` spam rows (a wave from a few hundred addresses, each leaving what the rate limit keeps) and
 * `leads` real leads over two years from four kinds of source, then the inbox's first page, a filtered page, the
 * inbox filtered by one source (a Sources view's link), the Sources view and the CSV timed, and a page of the site
 * timed while three owners load the inbox at once: what the site's visitors wait meanwhile. Everything on
 * 127.0.0.1.
 */
export type InboxLoadOutcome = {
  database: StoreLocation["kind"];
  spam: number;
  leads: number;
  /** Each view: median milliseconds to its last byte, and its size as sent (compressed where the server does). */
  views: { name: string; path: string; medianMs: number; bytes: number }[];
  /** A page of the site on its own, and its slowest answer while three inbox loads ran. */
  pageAloneMs: number;
  pageDuringInboxMaxMs: number;
  pageDuringInboxMedianMs: number;
  /** The server's peak resident memory over the whole run, MB. */
  serverPeakMB: number;
};

/**
 * The Sources view under a flood (issue #63), on `npm start` with SQLite or Postgres: a store holding `leads` real
 * leads over the last 90 days, each with a campaign of its own (source, medium and name distinct, as posts from
 * many addresses leave them), then the inbox's first page and the 90-day Sources view timed, and a page of the site
 * timed over and over while one owner loads that view, `runs` times: what a visitor waits meanwhile.
 */
export type SourcesLoadOutcome = {
  database: StoreLocation["kind"];
  leads: number;
  /** How long storing them took: printed, not part of the figures. */
  seedSeconds: number;
  views: InboxLoadOutcome["views"];
  pageAloneMs: number;
  /**
   * The slowest of as many loads of the page with nothing else asked: what the machine's own hiccups (a collection,
   * another process) cost a page, to read the slowest answer below against.
   */
  pageAloneMaxMs: number;
  /** The page's answers while an owner loaded the 90-day Sources view: the slowest, the median, and how many. */
  pageDuringSourcesMaxMs: number;
  pageDuringSourcesMedianMs: number;
  pageDuringSourcesCount: number;
  serverPeakMB: number;
};

const DAY = 24 * 60 * 60 * 1000;
const token = "bench-only-owner-token-0123456789abcdefghij";

const sentence =
  "We run nine clinics across Wyoming and Montana and need one scheduling system that our front desks, nurses and the billing office all trust. ";

/** Where the leads came from, in turn: a LinkedIn campaign, Google, a news site's link, and the site itself. */
const sources: LeadSource[] = [
  {
    page: "/contact",
    landing: "/services/cloud-migration?utm_source=linkedin&utm_medium=social&utm_campaign=spring-2027",
    referrer: "www.linkedin.com",
    utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring-2027" },
  },
  { page: "/contact", landing: "/industries/healthcare", referrer: "www.google.com" },
  { page: "/contact", referrer: "news.ycombinator.com" },
  { page: "/contact?service=cloud-migration", previousPage: "/services/cloud-migration" },
];

/** 22,000 rows as the service would have stored them, written straight through the store. */
async function seed(location: StoreLocation, spam: number, leads: number, now: number) {
  const { store, close } = openStore(location, () => undefined);
  const rows: NewLead[] = [];
  for (let i = 0; i < leads; i++) {
    rows.push({
      id: crypto.randomUUID(),
      key: `lead-${i}`,
      kind: i % 10 === 0 ? "subscription" : "contact",
      receivedAt: now - Math.round((i / leads) * 700 * DAY) - 60_000,
      status: "pending",
      fields: {
        "Full Name": `Visitor ${i}`,
        "Email Address": `visitor${i}@example.com`,
        "Company Name": `Clinic ${i}`,
        Message: sentence.repeat(3),
      },
      topic: "Cloud Migration",
      source: sources[i % sources.length] ?? {},
      clientHash: `client-${i}`,
    });
  }
  for (let i = 0; i < spam; i++) {
    rows.push({
      id: crypto.randomUUID(),
      key: `spam-${i}`,
      kind: "contact",
      receivedAt: now - Math.round((i / spam) * 2 * DAY),
      status: "spam",
      spamReason: "more than 5 posts from one address in 10 minutes",
      fields: {
        "Full Name": `Bot ${i}`,
        "Email Address": `bot${i}@spam.example`,
        "Company Name": "Cheap SEO",
        Message: "Buy links now. ".repeat(40),
      },
      source: { page: "/contact", referrer: "www.google.com" },
      clientHash: `spammer-${i % 400}`,
    });
  }
  // A few at a time, as posts arrive: a Postgres server answers each in well under a millisecond, but not at once.
  for (let i = 0; i < rows.length; i += 8) await Promise.all(rows.slice(i, i + 8).map((row) => store.saveLead(row)));
  // Most real leads were delivered long ago; the newest 40 wait, as they would in an outage.
  const delivered = rows.filter((row) => row.status === "pending").slice(40);
  for (const row of delivered) {
    await store.claim(row.id, now, 60_000);
    await store.markForwarded(row.id, row.receivedAt + 2_000);
  }
  await close();
}

/** Pages a flood lands on: the site's own, and one in ten an address of its own. */
const landings = ["/", "/services/cloud-migration", "/services/cybersecurity", "/industries/healthcare", "/about"];
const referrers = ["www.google.com", "www.linkedin.com", "news.ycombinator.com", undefined];

/**
 * The `i`th of `leads` real leads spread over the last 89 days before `now`, every 50th still pending; past the
 * day the rate limit counts, without the client's hash, as the upkeep leaves them (else its first run, at the
 * server's start, forgets 99,000 hashes a hundred at a time while the figures are taken).
 */
function floodLead(i: number, leads: number, now: number): NewLead {
  const receivedAt = now - Math.round((i / leads) * 89 * DAY) - 60_000;
  const utm = {
    utm_source: `partner-${String(i)}`,
    utm_medium: `cpc-${String(i)}`,
    utm_campaign: `offer-${String(i)}`,
  };
  const page = i % 10 === 0 ? `/offers/${String(i)}` : (landings[i % landings.length] ?? "/");
  const referrer = referrers[i % referrers.length];
  return {
    id: crypto.randomUUID(),
    key: `flood-${String(i)}`,
    kind: i % 10 === 5 ? "subscription" : "contact",
    receivedAt,
    status: i % 50 === 0 ? "pending" : "forwarded",
    fields: {
      "Full Name": `Visitor ${String(i)}`,
      "Email Address": `visitor${String(i)}@example.com`,
      "Company Name": `Clinic ${String(i)}`,
      Message: sentence,
    },
    topic: "Cloud Migration",
    source: {
      page: "/contact",
      landing: `${page}?${new URLSearchParams(utm).toString()}`,
      utm,
      ...(referrer && { referrer }),
    },
    clientHash: receivedAt < purgeCutoffs(now).clientsBefore ? "" : `client-${String(i)}`,
  };
}

/**
 * Stores `leads` as the store's own `saveLead` writes them (its columns, each origin named by `namedOrigin`), 500
 * rows to a statement: each call's INSERT is caught on its way to the database and the rows sent together, three
 * statements in flight; on SQLite in one transaction. 100,000 leads a statement each took 20 s on SQLite and 28 s
 * on Postgres (8 or 32 in flight); 500 to a statement, 7 to 9 s on either.
 */
async function saveInBatches(database: SqlDatabase, leads: Iterable<NewLead>) {
  await migrate(database);
  let insert = "";
  const rows: SqlValue[][] = [];
  const caught: SqlDatabase = {
    dialect: database.dialect,
    all: (sql, params) => database.all(sql, params),
    exclusive: (work) => work(caught),
    atomic: (statements) => database.atomic(statements),
    run: (sql, params = []) => {
      if (!sql.startsWith("INSERT INTO leads ")) return database.run(sql, params);
      if (insert && sql !== insert) throw new Error("saveLead wrote two different statements: batch them apart");
      insert = sql;
      rows.push([...params]);
      return Promise.resolve({ changes: 1 });
    },
  };
  const store = new SqlLeadStore(() => caught);
  const sending: Promise<unknown>[] = [];
  const send = async () => {
    const tuple = /VALUES (\([^()]*\))/.exec(insert)?.[1] ?? "";
    if (tuple.split("?").length - 1 !== rows[0]?.length) throw new Error(`cannot batch saveLead's ${insert}`);
    const values = rows.map(() => tuple).join(", ");
    const sent = database.run(
      insert.replace(`VALUES ${tuple}`, () => `VALUES ${values}`),
      rows.flat(),
    );
    sent.catch(() => undefined); // awaited below, in turn: a failure meanwhile is not unhandled
    sending.push(sent);
    rows.length = 0;
    if (sending.length >= 3) await sending.shift();
  };
  const sqlite = database.dialect === "sqlite";
  if (sqlite) await database.run("BEGIN");
  try {
    for (const lead of leads) {
      await store.saveLead(lead);
      if (rows.length === 500) await send();
    }
    if (rows.length) await send();
    await Promise.all(sending);
    if (sqlite) await database.run("COMMIT");
  } catch (error) {
    await Promise.allSettled(sending);
    if (sqlite) await database.run("ROLLBACK");
    throw error;
  }
}

/** `leads` flood leads stored at `location`, through the store's own database. */
async function seedFlood(location: StoreLocation, leads: number, now: number) {
  function* flood() {
    for (let i = 0; i < leads; i++) yield floodLead(i, leads, now);
  }
  if (location.kind === "sqlite") {
    const db = openSqlite(location.path);
    await saveInBatches(db, flood()).finally(() => {
      db.close();
    });
  } else {
    const pool = new pg.Pool({ connectionString: location.url, max: 3 });
    try {
      await saveInBatches(postgresDatabase(pool), flood());
      // As the database stands a minute later: autovacuum vacuums and analyzes a table once a fifth of it is new,
      // so the planner knows it holds 100,000 leads rather than none, and does not do it while the figures are taken.
      await pool.query("VACUUM ANALYZE leads");
    } finally {
      await pool.end();
    }
  }
}

/** One GET to its last byte: milliseconds and bytes as sent. */
function timedGet(origin: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, origin);
  const started = performance.now();
  return new Promise<{ ms: number; bytes: number; status: number }>((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => {
        resolve({ ms: performance.now() - started, bytes, status: res.statusCode ?? 0 });
      });
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Peak resident memory of a process, from Linux's own count. */
const peakMB = (pid: number) => {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
};

/** The owner's sign-in, as a browser sends it, asking for the page compressed. */
const owner = {
  authorization: `Basic ${btoa(`owner:${token}`)}`,
  accept: "text/html",
  "accept-encoding": "gzip, br",
};

/**
 * `npm start` over a store `seed` filled (on SQLite in a temporary folder, or on a Postgres server started for the
 * run), given to `measure`; everything stopped and removed after, whatever happens.
 */
async function withSeededServer<T>(
  database: StoreLocation["kind"],
  root: string,
  seed: (location: StoreLocation) => Promise<void>,
  measure: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const postgres = database === "postgres" ? await startPostgres() : undefined;
  const work = mkdtempSync(join(tmpdir(), "bighorn-inbox-load-"));
  try {
    const location: StoreLocation = postgres
      ? { kind: "postgres", url: postgres.url }
      : { kind: "sqlite", path: join(work, "leads.sqlite") };
    await seed(location);
    const server = await serveDist({
      root,
      env: {
        ...(location.kind === "postgres" ? { LEADS_DATABASE_URL: location.url } : { LEADS_DB: location.path }),
        LEADS_EXPORT_TOKEN: token,
        CONTACT_FORM_ENDPOINT: "",
      },
    });
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Each view loaded `runs` times as the owner: its median to the last byte, and its size as sent. */
async function timedViews(origin: string, views: readonly (readonly [string, string])[], runs: number) {
  const timed = [];
  for (const [name, path] of views) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const answer = await timedGet(origin, path, owner);
      if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}`);
      times.push(answer.ms);
      bytes = answer.bytes;
    }
    timed.push({ name, path, medianMs: Math.round(median(times)), bytes });
  }
  return timed;
}

/** A page of the site, timed one load after another from when `load` starts until it ends, `runs` times. */
async function pageWhile(origin: string, load: () => Promise<unknown>, runs: number) {
  const during: number[] = [];
  for (let run = 0; run < runs; run++) {
    const loading = load();
    const state = { done: false };
    const finished = () => {
      state.done = true;
    };
    void loading.then(finished, finished); // its failure is thrown below, where it is awaited
    do during.push((await timedGet(origin, "/about")).ms);
    while (!state.done);
    await loading;
  }
  return during;
}

/** A page of the site on its own: the median of `runs` loads. */
async function pageAlone(origin: string, runs: number) {
  const alone: number[] = [];
  for (let run = 0; run < runs; run++) alone.push((await timedGet(origin, "/about")).ms);
  return Math.round(median(alone) * 10) / 10;
}

export async function measureInboxLoad({
  runs = 5,
  spam = 20_000,
  leads = 2_000,
  database = "sqlite",
  root = join(import.meta.dirname, "..", ".."),
}: {
  runs?: number;
  spam?: number;
  leads?: number;
  database?: StoreLocation["kind"];
  root?: string;
} = {}): Promise<InboxLoadOutcome> {
  return withSeededServer(
    database,
    root,
    (location) => seed(location, spam, leads, Date.now()),
    async (server) => {
      const views = await timedViews(
        server.origin,
        [
          ["inbox, first page", "/api/leads"],
          ["inbox, pending only", "/api/leads?status=pending"],
          ["inbox, one source", "/api/leads?referrer=LinkedIn"],
          ["Sources, this month", "/api/leads/sources"],
          ["Sources, 90 days", "/api/leads/sources?period=90-days"],
          ["CSV of every lead and spam", "/api/leads.csv?status=all"],
        ],
        runs,
      );
      const pageAloneMs = await pageAlone(server.origin, runs * 4);
      const threeInboxes = () => Promise.all([1, 2, 3].map(() => timedGet(server.origin, "/api/leads", owner)));
      const during = await pageWhile(server.origin, threeInboxes, runs);
      return {
        database,
        spam,
        leads,
        views,
        pageAloneMs,
        pageDuringInboxMaxMs: Math.round(Math.max(...during)),
        pageDuringInboxMedianMs: Math.round(median(during) * 10) / 10,
        serverPeakMB: server.pid ? peakMB(server.pid) : 0,
      };
    },
  );
}

export async function measureSourcesLoad({
  runs = 5,
  leads = 100_000,
  database = "sqlite",
  root = join(import.meta.dirname, "..", ".."),
}: {
  runs?: number;
  leads?: number;
  database?: StoreLocation["kind"];
  root?: string;
} = {}): Promise<SourcesLoadOutcome> {
  let seedSeconds = 0;
  const seeded = async (location: StoreLocation) => {
    const started = performance.now();
    await seedFlood(location, leads, Date.now());
    seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  };
  const sources = "/api/leads/sources?period=90-days";
  // By channel (the view as it opens) and by campaign (a hundred thousand names to group): the owner takes turns.
  const byCampaign = `${sources}&by=campaign`;
  return withSeededServer(database, root, seeded, async (server) => {
    const views = await timedViews(
      server.origin,
      [
        ["inbox, first page", "/api/leads"],
        ["Sources, 90 days", sources],
        ["Sources, 90 days by campaign", byCampaign],
      ],
      runs,
    );
    const pageAloneMs = await pageAlone(server.origin, runs * 4);
    let turn = 0;
    const ownerLoads = async () => {
      const path = turn++ % 2 ? byCampaign : sources;
      const answer = await timedGet(server.origin, path, owner);
      if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}`);
    };
    const during = await pageWhile(server.origin, ownerLoads, runs * 2);
    const alone: number[] = [];
    for (let load = 0; load < during.length; load++) alone.push((await timedGet(server.origin, "/about")).ms);
    return {
      database,
      leads,
      seedSeconds,
      views,
      pageAloneMs,
      pageAloneMaxMs: Math.round(Math.max(...alone)),
      pageDuringSourcesMaxMs: Math.round(Math.max(...during)),
      pageDuringSourcesMedianMs: Math.round(median(during) * 10) / 10,
      pageDuringSourcesCount: during.length,
      serverPeakMB: server.pid ? peakMB(server.pid) : 0,
    };
  });
}
