import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { getStore } from "@netlify/blobs";
import { getDatabase } from "@netlify/database";
import { createLeadService, type LeadService } from "../service.ts";
import { loadLeadSite } from "../built-site.ts";
import { postgresDatabase, sessionLimits, type PgPool } from "../store/postgres.ts";
import { SqlLeadStore } from "../store/sql-store.ts";
import type { SqlDatabase } from "../store/sql-database.ts";
import { moveFromBlobs } from "./blobs-move.ts";

/**
 * The lead service as Netlify Functions, in the shape of Hono's Netlify adapter: netlify/functions/lead-service.ts
 * answers /api/*, and netlify/functions/lead-retry.ts, scheduled every ten minutes, runs the upkeep. The store is
 * the site's Netlify Database (Postgres; `@netlify/database` reads its address from the environment Netlify
 * gives the function, and `netlify dev` runs one locally); the client is the address Netlify's edge sets; the
 * build's private files ship with the function (netlify.toml, `included_files`), under `dist/`.
 */
export type NetlifyContext = { ip?: string; waitUntil?: (task: Promise<unknown>) => void };

/**
 * The site's database, reached on first use: a site without Netlify Database answers each post 503 with the
 * visitor's words (and the log says why) rather than fail to start. Each connection gets the same limits as
 * `npm start` gives its own, so no visitor waits on a stuck database.
 */
let database: SqlDatabase | undefined;
function siteDatabase(): SqlDatabase {
  if (database) return database;
  const pool = getDatabase().pool as unknown as PgPool & {
    options: { connectionTimeoutMillis?: number };
    on(event: "connect", listener: (client: { query(sql: string): Promise<unknown> }) => void): void;
  };
  // The pool `@netlify/database` makes waits for a connection without end; read at each connect, this bounds it.
  pool.options.connectionTimeoutMillis = sessionLimits.connectMs;
  pool.on("connect", (client) => {
    client
      .query(
        `SET lock_timeout = ${String(sessionLimits.lockTimeoutMs)}; SET statement_timeout = ${String(sessionLimits.statementTimeoutMs)}`,
      )
      .catch(() => undefined);
  });
  database = postgresDatabase(pool);
  return database;
}

const store = new SqlLeadStore(siteDatabase);

let service: Promise<LeadService> | undefined;
function leadService(): Promise<LeadService> {
  // Netlify runs functions in the site's folder, with the build's private files under `dist/` (netlify.toml).
  const root = resolve(process.cwd(), "dist");
  service ??= loadLeadSite((route) => readFile(resolve(root, `.${route}`), "utf8")).then(
    (site) =>
      createLeadService({
        site,
        store,
        env: process.env,
        badSettings: "report",
        sendsInTurn: true,
        clientAddress: (c) => (c.env as { context: NetlifyContext }).context.ip,
        log: console.log,
      }),
    (error: unknown) => {
      service = undefined;
      throw error;
    },
  );
  return service;
}

export async function onLeadRequest(request: Request, context: NetlifyContext): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  // Where the runtime cannot run work after the answer, the answer waits for it rather than lose it.
  const waitUntil = (task: Promise<unknown>) => {
    if (context.waitUntil) context.waitUntil(task);
    else pending.push(task);
  };
  const service = await leadService();
  const response = await service.fetch(request, { context }, { waitUntil, passThroughOnException() {}, props: {} });
  await Promise.all(pending);
  return response;
}

/** The scheduled upkeep, after the leads an earlier release kept in Netlify Blobs are moved (once, then skipped). */
export async function onRetrySchedule(): Promise<Response> {
  const leads = await leadService();
  await moveFromBlobs(getStore({ name: "leads", consistency: "strong" }), store, { log: console.log }).catch(
    (error: unknown) => {
      console.log(
        `move from Netlify Blobs failed, tried again next time: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  );
  await leads.upkeep();
  return new Response(null, { status: 204 });
}
