import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import type { LeadSource, NewLead } from "../../leads/lead.ts";
import { openStore, type StoreLocation } from "../../leads/node/store.ts";
import { startPostgres } from "../../testing/postgres-server.ts";
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
  const work = mkdtempSync(join(tmpdir(), "bighorn-inbox-load-"));
  const postgres = database === "postgres" ? await startPostgres() : undefined;
  const location: StoreLocation = postgres
    ? { kind: "postgres", url: postgres.url }
    : { kind: "sqlite", path: join(work, "leads.sqlite") };
  await seed(location, spam, leads, Date.now());
  const server = await serveDist({
    root,
    env: {
      ...(postgres
        ? { LEADS_DATABASE_URL: postgres.url }
        : { LEADS_DB: location.kind === "sqlite" ? location.path : "" }),
      LEADS_EXPORT_TOKEN: token,
      CONTACT_FORM_ENDPOINT: "",
    },
  });
  const owner = {
    authorization: `Basic ${btoa(`owner:${token}`)}`,
    accept: "text/html",
    "accept-encoding": "gzip, br",
  };
  try {
    const views = [];
    for (const [name, path] of [
      ["inbox, first page", "/api/leads"],
      ["inbox, pending only", "/api/leads?status=pending"],
      ["inbox, one source", "/api/leads?referrer=LinkedIn"],
      ["Sources, this month", "/api/leads/sources"],
      ["Sources, 90 days", "/api/leads/sources?period=90-days"],
      ["CSV of every lead and spam", "/api/leads.csv?status=all"],
    ] as const) {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs; run++) {
        const answer = await timedGet(server.origin, path, owner);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        times.push(answer.ms);
        bytes = answer.bytes;
      }
      views.push({ name, path, medianMs: Math.round(median(times)), bytes });
    }
    const alone: number[] = [];
    for (let run = 0; run < runs * 4; run++) alone.push((await timedGet(server.origin, "/about")).ms);
    const during: number[] = [];
    for (let run = 0; run < runs; run++) {
      const inbox = Promise.all([1, 2, 3].map(() => timedGet(server.origin, "/api/leads", owner)));
      const state = { done: false };
      void inbox.finally(() => {
        state.done = true;
      });
      do during.push((await timedGet(server.origin, "/about")).ms);
      while (!state.done);
      await inbox;
    }
    return {
      database,
      spam,
      leads,
      views,
      pageAloneMs: Math.round(median(alone) * 10) / 10,
      pageDuringInboxMaxMs: Math.round(Math.max(...during)),
      pageDuringInboxMedianMs: Math.round(median(during) * 10) / 10,
      serverPeakMB: server.pid ? peakMB(server.pid) : 0,
    };
  } finally {
    await server.stop();
    await postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
