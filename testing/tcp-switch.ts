import { connect, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy in front of a server (a database), which a test switches to fail the ways a network does: `pass`
 * (bytes through both ways), `refuse` (every connection closed at once, as a server that is down), `hang` (taken,
 * never answered) or `garbage` (answered with bytes no database speaks). Switching closes the connections open
 * until then, so a client's pool meets the new mode at its next statement.
 */
export type TcpMode = "pass" | "refuse" | "hang" | "garbage";

export async function startTcpSwitch(target: { host: string; port: number }) {
  let mode: TcpMode = "pass";
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => undefined);
    if (mode === "refuse") client.destroy();
    else if (mode === "garbage") client.end("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
    else if (mode === "pass") {
      const upstream = connect(target);
      open.add(upstream);
      upstream.on("close", () => {
        open.delete(upstream);
        client.destroy();
      });
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    }
    // `hang`: the connection is kept, and nothing is ever written to it.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    port,
    set(next: TcpMode) {
      mode = next;
      for (const socket of open) socket.destroy();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
