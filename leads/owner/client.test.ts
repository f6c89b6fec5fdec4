import { describe, expect, it } from "vitest";
import type { Lead } from "../lead.ts";
import type { LeadPageQuery } from "../store/store.ts";
import { allLeads, ownerClient, storePages } from "./client.ts";
import { leadCsv, leadCsvParts } from "./report.ts";
import { contact, origin, ownerToken, testService } from "../fixtures/lead-service.ts";

const site = "https://www.bighorn.test";
const answering = (status: number) => () => Promise.resolve(new Response("<!doctype html><p>Sign in</p>", { status }));

/** The client against a service in this process, as `npm run leads -- --site` talks to a deployed one. */
function against(made: ReturnType<typeof testService>) {
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await made.service.fetch(
      new Request(input, init),
      { client: "198.51.100.20" },
      {
        waitUntil: () => undefined,
        passThroughOnException() {},
        props: {},
      },
    );
    return response;
  };
  return ownerClient(origin, ownerToken, fetch, {
    watchMs: 2_000,
    pause: () => Promise.resolve(),
  });
}

describe("npm run leads -- --site", () => {
  it("says which setting to look at, never the page the site answered with", async () => {
    await expect(ownerClient(site, "t".repeat(40), answering(401)).list()).rejects.toThrow(
      "https://www.bighorn.test refused the token for /api/leads?status=all&limit=200: it differs from the LEADS_EXPORT_TOKEN set there.",
    );
    await expect(ownerClient(site, "t".repeat(40), answering(404)).list()).rejects.toThrow(
      "is LEADS_EXPORT_TOKEN set there (without it the inbox does not exist)",
    );
  });

  it("lists every lead, spam included, releases one from spam, and says when there is none or it is not spam", async () => {
    const made = testService({ env: { LEADS_EXPORT_TOKEN: ownerToken } });
    await made.request("/api/contact", { body: contact({ _honey: "http://spam.example" }) });
    const tools = against(made);
    const [spam] = await tools.list();
    expect(spam?.status).toBe("spam");
    expect(await tools.release(spam?.id ?? "")).toBe("released-sent");
    expect(made.sent.map((lead) => lead.id)).toEqual([spam?.id]);
    expect(await tools.release(spam?.id ?? "")).toBe("not-spam");
    expect(await tools.release(crypto.randomUUID())).toBe("no-such-lead");
  });

  it("retries every pending lead and reports what reached the inbox, though the site answers before it sends", async () => {
    let up = false;
    const made = testService({
      env: { LEADS_EXPORT_TOKEN: ownerToken },
      forwarder: { send: () => Promise.resolve(up ? { ok: true } : { ok: false, error: "answered HTTP 500" }) },
    });
    await made.request("/api/contact", { body: contact() });
    up = true;
    const tools = against(made);
    // The site answers before its sends end; the client watches the pending leads until each has been tried.
    expect(await tools.retry()).toEqual({ pending: 1, forwarded: 1, failed: 0 });
    expect(await tools.purge()).toBe(0);
  });
});

/** `count` leads, newest first, a minute apart. */
const leadsOf = (count: number): Lead[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `L${String(n).padStart(5, "0")}`,
    key: `k${String(n)}`,
    kind: "contact",
    receivedAt: Date.UTC(2026, 10, 23) - n * 60_000,
    status: "forwarded",
    fields: { "Full Name": `Visitor ${String(n)}`, Message: "=1+2" },
    source: { page: "/contact" },
    clientHash: "c",
    attempts: 1,
    nextAttemptAt: undefined,
    lastError: undefined,
    forwardedAt: undefined,
  }));

describe("npm run leads -- --csv on this machine's database", () => {
  const denver = { zone: "America/Denver", zoneName: "Mountain Time" };

  it("reads a page of 500 at a time and writes each page's rows before it reads the next", async () => {
    const stored = leadsOf(1_201);
    const asked: number[] = [];
    let written = 0;
    const store = {
      page: ({ limit, before }: LeadPageQuery) => {
        // Every lead of the pages read before this one is in the file already: the CLI holds one page.
        expect(written).toBe(asked.reduce((sum, size) => sum + size, 0));
        asked.push(limit);
        const from = before ? stored.findIndex((lead) => lead.id === before.id) + 1 : 0;
        return Promise.resolve(stored.slice(from, from + limit));
      },
    };
    let file = "";
    for await (const part of leadCsvParts(storePages(store), denver)) {
      file += part;
      written = file.split("\r\n").length - 2;
    }
    expect(asked).toEqual([500, 500, 500]);
    expect(file).toBe(leadCsv(stored, denver));
    // The table's newest 20 are one page of 20.
    asked.length = 0;
    written = 0;
    expect(await allLeads(storePages(store, 20))).toEqual(stored.slice(0, 20));
    expect(asked).toEqual([20]);
  });
});

describe("npm run leads -- --site --csv", () => {
  it("passes the site's file on byte for byte, its byte order mark first", async () => {
    const made = testService({ env: { LEADS_EXPORT_TOKEN: ownerToken } });
    await made.request("/api/contact", { body: contact() });
    const bytes: number[] = [];
    for await (const part of against(made).csv()) bytes.push(...(typeof part === "string" ? Buffer.from(part) : part));
    const own = await made.service.fetch(
      new Request(`${origin}/api/leads.csv?status=all`, { headers: { authorization: `Bearer ${ownerToken}` } }),
      { client: "198.51.100.20" },
      { waitUntil: () => undefined, passThroughOnException() {}, props: {} },
    );
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes).toString("utf8")).toContain("Pat Quinn");
    expect(bytes).toEqual([...new Uint8Array(await own.arrayBuffer())]);
  });

  it("hands on each part of the file as it arrives, never waiting for the whole", async () => {
    const encoder = new TextEncoder();
    let rest: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('\uFEFF"id"\r\n'));
        await new Promise<void>((resolve) => (rest = resolve));
        controller.enqueue(encoder.encode('"L1"\r\n'));
        controller.close();
      },
    });
    const parts = ownerClient(site, "t".repeat(40), () => Promise.resolve(new Response(body))).csv();
    const iterator = parts[Symbol.asyncIterator]();
    const text = async () => {
      const { value } = (await iterator.next()) as IteratorResult<Uint8Array, undefined>;
      return new TextDecoder("utf-8", { ignoreBOM: true }).decode(value);
    };
    expect(await text()).toBe('\uFEFF"id"\r\n');
    rest();
    expect(await text()).toBe('"L1"\r\n');
    expect((await iterator.next()).done).toBe(true);
  });
});
