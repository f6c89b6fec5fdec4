import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startFormService } from "./form-service.ts";
import { startServer } from "./processes.ts";

export type LeadLoadOutcome = {
  posts: number;
  /** Answers that were not the 303 to the thank-you page. */
  unexpected: number;
  errors: number;
  p50: number;
  p99: number;
  rps: number;
};

/**
 * `count` different, valid contact messages posted to `origin` over `connections` connections, as browsers
 * post them (form-encoded, same-origin), each from its own client address so the rate limit judges each
 * visitor apart. Names are `${mark} ${i}`, so a test can find every row and every forward.
 */
export async function postLeads(
  origin: string,
  { count, connections, mark }: { count: number; connections: number; mark: string },
): Promise<LeadLoadOutcome> {
  let next = 0;
  let unexpected = 0;
  const result = await autocannon({
    url: origin,
    connections,
    amount: count,
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin,
              "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: new URLSearchParams({
              "Full Name": `${mark} ${i}`,
              "Email Address": `load-${i}@example.com`,
              "Phone Number": "+1 (307) 555-0142",
              "Company Name": "Load Test Co",
              Message: `Load message number ${i}.`,
              _honey: "",
            }).toString(),
          };
        },
        onResponse: (status: number) => {
          if (status !== 303) unexpected++;
        },
      },
    ],
  });
  return {
    posts: result.requests.total,
    unexpected,
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
  };
}

/**
 * `npm run bench`'s figure for the lead service: a fresh `npm run serve` on 127.0.0.1 with its own
 * database and a stand-in form service, 500 posts over 50 connections, `runs` times. Reports the POST
 * latency and how long until the last lead was forwarded.
 */
export async function measureLeadLoad(port: number, runs: number) {
  const outcomes: (LeadLoadOutcome & { allForwardedMs: number })[] = [];
  for (let run = 0; run < runs; run++) {
    const work = mkdtempSync(join(tmpdir(), "bighorn-lead-bench-"));
    const formService = await startFormService({ siteOrigin: `http://127.0.0.1:${port}` });
    const server = await startServer(process.execPath, [join(import.meta.dirname, "..", "serve.ts")], {
      origin: `http://127.0.0.1:${port}`,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        LEADS_DB: join(work, "leads.sqlite"),
        CONTACT_FORM_ENDPOINT: `${formService.origin}/ajax/leads@bighorn.test`,
      },
      keepOutput: false,
    });
    try {
      const started = performance.now();
      const outcome = await postLeads(server.origin, { count: 500, connections: 50, mark: `Bench ${run}` });
      while (formService.received.length < outcome.posts && performance.now() - started < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      outcomes.push({ ...outcome, allForwardedMs: performance.now() - started });
    } finally {
      await server.stop();
      await formService.stop();
      rmSync(work, { recursive: true, force: true });
    }
  }
  return outcomes;
}
