import type { Forwarder } from "../forward.ts";
import type { Lead } from "../lead.ts";
import { openSqlite } from "../node/sqlite.ts";
import { createLeadService, type LeadHost } from "../service.ts";
import { SqlLeadStore } from "../sql-store.ts";
import type { LeadStore } from "../store.ts";
import { testSite } from "./fixtures.ts";

/** The origin the test site answers on, and every browser post comes from. */
export const origin = "https://www.bighorn.test";

/** An owner's token as `openssl rand -hex 32` makes one, for the tests' own services. */
export const ownerToken = "9b1f0d3c7a5e4286b0c1d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8";

/**
 * The lead service over an in-memory SQLite store, as a test drives it: `request` sends one request as a
 * browser on the site would (form-encoded, the site's origin), from `client`, and waits for what the answer left
 * running (the forward after it). `sent` holds each lead the stand-in form service took; `logged`, each line.
 */
export function testService(
  options: {
    store?: LeadStore;
    forwarder?: Forwarder | null;
    env?: Record<string, string>;
    now?: () => number;
    alertFetch?: LeadHost["alertFetch"];
    compress?: boolean;
  } = {},
) {
  const db = openSqlite(":memory:");
  const store = options.store ?? new SqlLeadStore(() => db);
  const sent: Lead[] = [];
  const forwarder: Forwarder | undefined =
    options.forwarder === null
      ? undefined
      : (options.forwarder ?? {
          send: (lead) => {
            sent.push(lead);
            return Promise.resolve({ ok: true });
          },
        });
  const tasks: Promise<unknown>[] = [];
  const logged: string[] = [];
  const service = createLeadService({
    site: testSite,
    store,
    env: options.env ?? {},
    badSettings: "stop",
    sendsInTurn: true,
    forwarder,
    // The test's bindings name the client, as each host's adapter reads its own.
    clientAddress: (c) => (c.env as { client: string }).client,
    log: (line) => logged.push(line),
    ...(options.now ? { now: options.now } : {}),
    ...(options.alertFetch ? { alertFetch: options.alertFetch } : {}),
    ...(options.compress ? { compress: true } : {}),
  });
  const request = async (
    path: string,
    {
      body,
      headers = {},
      method = "POST",
      client = "203.0.113.7",
      wait = true,
    }: {
      body?: BodyInit | undefined;
      headers?: Record<string, string>;
      method?: string;
      client?: string;
      /** Waits for what the answer left running (false: a test looks at the answer before that). */
      wait?: boolean;
    } = {},
  ) => {
    const response = await service.fetch(
      new Request(`${origin}${path}`, {
        method,
        body: body ?? null,
        headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
      }),
      { client },
      { waitUntil: (task) => tasks.push(task), passThroughOnException() {}, props: {} },
    );
    if (wait) await settled();
    return response;
  };
  /** Waits for every task an answer left running, those they started included. */
  const settled = async () => {
    while (tasks.length) await Promise.all(tasks.splice(0));
  };
  return { service, store, sent, logged, request, settled };
}

/**
 * A contact post as the page's form sends it without JavaScript: the honeypot and the typing time present and
 * empty. An override of `undefined` leaves a field out.
 */
export const contact = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    "Full Name": "Pat Quinn",
    "Email Address": "pat@example.com",
    "Phone Number": "+1 (307) 555-0199",
    "Company Name": "Big Horn Clinics",
    Message: "We need one scheduling system.",
    _honey: "",
    _elapsed: "",
    ...overrides,
  };
  return new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
};
