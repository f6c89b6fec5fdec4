import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A weekly report's first words, in Slack's markup or plain (leads/report/text.ts, REPORT_TITLE). */
const reportStart = /^\*?Weekly report\*? for /;

/** One report as the stand-in saw it: the path it was posted to (one per host), its text, and what it answered. */
export type PostedReport = { path: string; text: string; taken: boolean };

/**
 * A stand-in for a Slack, Teams or Discord incoming webhook: it keeps the text of every alert posted to it, and the
 * weekly reports apart, each with the path it was posted to. With `refuseFirstReport`, it answers 500 to the first
 * report posted to each path, as a chat that is down on Monday morning would, and takes every one after.
 */
export async function startAlertWebhook({ refuseFirstReport = false } = {}) {
  const alerts: string[] = [];
  const reports: PostedReport[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      let text = body;
      try {
        text = (JSON.parse(body) as { text: string }).text;
      } catch {
        // ntfy's plain text
      }
      const path = req.url ?? "/";
      if (reportStart.test(text)) {
        const taken = !refuseFirstReport || reports.some((report) => report.path === path);
        reports.push({ path, text, taken });
        if (!taken) {
          res.writeHead(500, { "Content-Type": "text/plain" }).end("internal_error");
          return;
        }
      } else alerts.push(text);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/services/T000/B000/alerts`;
  /** The webhook's address for one host, so its reports are told apart from another's. */
  const urlFor = (host: string) => `${url}/${encodeURIComponent(host)}`;
  return {
    url,
    urlFor,
    alerts,
    /** The reports posted to one host's address (`urlFor`), in order, refused ones included. */
    reportsTo: (host: string) => reports.filter((report) => report.path === new URL(urlFor(host)).pathname),
    reports,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
export type AlertWebhook = Awaited<ReturnType<typeof startAlertWebhook>>;
