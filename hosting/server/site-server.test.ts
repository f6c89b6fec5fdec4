import { Agent, request, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_BODY_BYTES } from "../../leads/limits.ts";
import { startSiteServer } from "./fixtures/site-server.ts";

type Server = Awaited<ReturnType<typeof startSiteServer>>;
type Answer = { status: number | undefined; headers: IncomingHttpHeaders; body: string; reusedSocket: boolean };

/** One request through `agent`; `body` is written in 10 KB pieces, so without a length it goes chunked. */
function send(
  agent: Agent,
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer },
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { agent, method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode, headers: res.headers, body: text, reusedSocket: req.reusedSocket });
      });
    });
    req.on("error", reject);
    for (let at = 0; body && at < body.length; at += 10_240) req.write(body.subarray(at, at + 10_240));
    req.end();
  });
}

/**
 * A raw connection that sends `request` (then `trickle`, a byte every 20 ms, if asked) and resolves with
 * all the server answered once the server closes it, and how long that took.
 */
function exchange(port: number, text: string, { trickle = false } = {}) {
  return new Promise<{ answer: string; ms: number; socket: Socket }>((resolve) => {
    const started = performance.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const timer = trickle ? setInterval(() => socket.write("a"), 20) : undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    // A write after the server closed fails; the close that follows is what is measured.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - started, socket });
    });
  });
}

/** A connection kept open after its first answer, for counting connections. */
function openConnection(port: number) {
  return new Promise<{ answer: string; socket: Socket }>((resolve) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: site.test\r\n\r\n"));
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (answer.includes("</title>")) resolve({ answer, socket });
    });
    socket.on("close", () => {
      resolve({ answer, socket });
    });
  });
}

describe("a post over the service's limit", () => {
  let server: Server;
  beforeAll(async () => (server = await startSiteServer({})));
  afterAll(() => server.close());

  const host = "site.test";
  const overLimit = Buffer.alloc(MAX_BODY_BYTES + 6 * 1024, "message=x");

  it.each([
    ["chunked", {}],
    ["with a Content-Length", { "Content-Length": String(overLimit.length) }],
  ])(
    "sent %s: the 413 page with the service's headers, a log line, and the connection serves the next request",
    async (_, length) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(agent, `${server.origin}/api/contact`, {
          method: "POST",
          headers: {
            Host: host,
            Origin: `http://${host}`,
            "Content-Type": "application/x-www-form-urlencoded",
            ...length,
          },
          body: overLimit,
        });
        expect(refused.status).toBe(413);
        expect(refused.headers["content-security-policy"]).toContain("default-src 'none'");
        expect(refused.headers).toMatchObject({
          "x-frame-options": "DENY",
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
          "content-type": "text/html; charset=UTF-8",
        });
        expect(refused.body).toContain("larger than any message our form can hold");
        expect(server.logged).toContainEqual(expect.stringMatching(/^POST \/api\/contact 413 /));

        // The refused body was read to its end, so the next request on the connection is read as one.
        const next = await send(agent, `${server.origin}/`, { headers: { Host: host } });
        expect(next).toMatchObject({ status: 200, reusedSocket: true });
      } finally {
        agent.destroy();
      }
    },
  );
});

describe("a client that sends slowly", () => {
  const limits = { headersTimeoutMs: 200, requestTimeoutMs: 300, checkIntervalMs: 50, perAddress: 100 };
  let server: Server;
  beforeAll(async () => (server = await startSiteServer({ limits })));
  afterAll(() => server.close());

  it.each([
    ["its headers", "GET / HTTP/1.1\r\nHost: site.test\r\nX-Slow: "],
    [
      "a post's body",
      "POST /api/contact HTTP/1.1\r\nHost: site.test\r\nOrigin: http://site.test\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n",
    ],
  ])("trickling %s is answered 408 and cut off within the bound", async (_, start) => {
    const { answer, ms } = await exchange(server.port, start, { trickle: true });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The request's own bound plus Node's checking interval, with room for a busy machine.
    expect(ms).toBeLessThan(limits.requestTimeoutMs + limits.checkIntervalMs + 1_000);
    expect(server.logged).toContain("- (refused: ERR_HTTP_REQUEST_TIMEOUT) 408");
  });
});

describe("connections from one address", () => {
  const limits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, checkIntervalMs: 1_000, perAddress: 3 };
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it("past the limit, a new connection is closed unanswered until one of the others ends", async () => {
    const server = await startSiteServer({ env: { TRUST_PROXY: "none" }, limits });
    servers.push(server);
    const open = await Promise.all([1, 2, 3].map(() => openConnection(server.port)));
    for (const { answer } of open) expect(answer).toMatch(/^HTTP\/1\.1 200 /);

    const refused = await exchange(server.port, "GET / HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n");
    expect(refused.answer).toBe("");
    expect(server.logged).toContain("- (refused: connection limit of 3 per address reached)");

    open[0]?.socket.destroy();
    await vi.waitFor(async () => {
      const again = await openConnection(server.port);
      again.socket.destroy();
      expect(again.answer).toMatch(/^HTTP\/1\.1 200 /);
    });
    for (const { socket } of open) socket.destroy();
  });

  it("a trusted proxy, which every visitor behind it arrives from, is not limited", async () => {
    const server = await startSiteServer({ env: { TRUST_PROXY: "loopback" }, limits });
    servers.push(server);
    const open = await Promise.all([1, 2, 3, 4, 5].map(() => openConnection(server.port)));
    for (const { answer } of open) expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const { socket } of open) socket.destroy();
  });
});
