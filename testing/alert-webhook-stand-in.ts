import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A stand-in for a Slack, Teams or Discord incoming webhook: it keeps the text of every alert posted to it. */
export async function startAlertWebhook() {
  const alerts: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      try {
        alerts.push((JSON.parse(body) as { text: string }).text);
      } catch {
        alerts.push(body);
      }
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/alerts`,
    alerts,
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
