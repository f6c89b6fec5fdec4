import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startServer } from "./processes.ts";

let occupant: Server | undefined;
afterEach(async () => {
  const server = occupant;
  occupant = undefined;
  if (server)
    await new Promise((resolve) => {
      server.close(resolve);
    });
});

/** A Node one-liner serving 200 on the port, as a stand-in for any server the tests start. */
const serve = (port: number, children = false) => [
  "-e",
  children
    ? // A leader that starts a child holding the port, as wrangler starts workerd.
      `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(
        `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`,
      )}], { stdio: "ignore" }); setInterval(() => {}, 1000);`
    : `require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1")`,
];

const freePort = async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

describe("startServer", () => {
  it("refuses to start where another process already answers, rather than test that one", async () => {
    const port = await freePort();
    const server = createServer((_, res) => res.end("someone else"));
    occupant = server;
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    await expect(startServer(process.execPath, serve(port), { origin: `http://127.0.0.1:${port}` })).rejects.toThrow(
      "already answers",
    );
  });

  it("takes its servers with it when the script that started them crashes", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const script = `
      import { startServer } from ${JSON.stringify(join(import.meta.dirname, "processes.ts"))};
      await startServer(process.execPath, ${JSON.stringify(serve(port))}, { origin: ${JSON.stringify(origin)} });
      throw new Error("crashed");`;
    const crashed = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(crashed.stderr).toContain("crashed");
    const after = await fetch(origin).then(
      () => "answers",
      () => "free",
    );
    expect(after).toBe("free");
  }, 30_000);

  it("stops a group with the children it started, so the port is free for the next server", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = await startServer(process.execPath, serve(port, true), { origin, group: true });
    await first.stop();
    const second = await startServer(process.execPath, serve(port), { origin });
    expect(await (await fetch(origin)).text()).toBe("ok");
    await second.stop();
  }, 30_000);
});
