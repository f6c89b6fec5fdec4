import { describe, expect, it } from "vitest";
import { ownerClient } from "./client.ts";
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
