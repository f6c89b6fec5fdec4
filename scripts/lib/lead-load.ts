import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { forwardPath, startFormService } from "../../testing/form-service-stand-in.ts";
import { serveDist } from "../../testing/serve-dist.ts";

export type LeadLoadOutcome = {
  posts: number;
  /** Answers that were not the 303 to the thank-you page. */
  unexpected: number;
  errors: number;
  /** What the first failed post met, to say why. */
  firstError?: string;
  p50: number;
  p99: number;
  rps: number;
};

/** Milliseconds of a sorted list at a quantile. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** One form post from `localAddress`, as a browser sends it; resolves with the status. */
function postFrom(origin: string, localAddress: string, fields: Record<string, string>): Promise<number> {
  const body = new URLSearchParams(fields).toString();
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/contact",
        method: "POST",
        localAddress,
        family: 4,
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          resolve(res.statusCode ?? 0);
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * `count` different, valid contact messages posted to `origin`, at most `connections` at a time, each from
 * a loopback address of its own (127.1.x.y, up to 65,535 of them): 500 visitors, whom the rate limit judges apart as it would
 * real ones, on every host. Names are `${mark} ${i}`, so a test can find every row and every forward. Given several
 * origins (servers behind one load balancer), the posts take turns among them.
 */
export async function postLeads(
  origin: string | readonly string[],
  { count, connections, mark }: { count: number; connections: number; mark: string },
): Promise<LeadLoadOutcome> {
  const latencies: number[] = [];
  let next = 0;
  let unexpected = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const sent = performance.now();
      try {
        const to = typeof origin === "string" ? origin : (origin[i % origin.length] ?? "");
        const status = await postFrom(to, `127.1.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`, {
          "Full Name": `${mark} ${i}`,
          "Email Address": `load-${i}@example.com`,
          "Phone Number": "+1 (307) 555-0142",
          "Company Name": "Load Test Co",
          Message: `Load message number ${i}.`,
          // What the form sends without JavaScript: an empty honeypot, and a typing time it could not measure.
          _honey: "",
          _elapsed: "",
        });
        if (status !== 303) unexpected++;
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    posts: latencies.length,
    unexpected,
    errors,
    ...(firstError ? { firstError } : {}),
    p50: Math.round(quantile(sorted, 0.5)),
    p99: Math.round(quantile(sorted, 0.99)),
    rps: Math.round(latencies.length / ((performance.now() - started) / 1000)),
  };
}

/**
 * `npm run bench`'s figure for the lead service: a fresh `npm run serve` on 127.0.0.1 with its own
 * database and a stand-in form service, 500 posts over 50 connections, `runs` times. Reports the POST
 * latency and how long until the last lead was forwarded; and then the same server's next 500 posts (`warm`),
 * once its code is compiled as a flood that lasts finds it: the first 500 take about a second, much of it
 * compiling.
 */
export async function measureLeadLoad(runs: number) {
  const outcomes: (LeadLoadOutcome & { allForwardedMs: number; warm: LeadLoadOutcome })[] = [];
  for (let run = 0; run < runs; run++) {
    const work = mkdtempSync(join(tmpdir(), "bighorn-lead-bench-"));
    const formService = await startFormService();
    const server = await serveDist({
      env: { LEADS_DB: join(work, "leads.sqlite"), CONTACT_FORM_ENDPOINT: `${formService.origin}${forwardPath}` },
    });
    try {
      const started = performance.now();
      const outcome = await postLeads(server.origin, { count: 500, connections: 50, mark: `Bench ${run}` });
      while (formService.received.length < outcome.posts && performance.now() - started < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const allForwardedMs = performance.now() - started;
      // The same 500 visitors again, each a second message: within the rate limit (five each in ten minutes).
      const warm = await postLeads(server.origin, { count: 500, connections: 50, mark: `Bench ${run} again` });
      outcomes.push({ ...outcome, allForwardedMs, warm });
    } finally {
      await server.stop();
      await formService.stop();
      rmSync(work, { recursive: true, force: true });
    }
  }
  return outcomes;
}
