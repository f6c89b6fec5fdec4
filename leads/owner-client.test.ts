import { describe, expect, it } from "vitest";
import { ownerClient } from "./owner-client.ts";

const site = "https://www.bighorn.test";
const answering = (status: number) => () => Promise.resolve(new Response("<!doctype html><p>Sign in</p>", { status }));

describe("npm run leads -- --site", () => {
  it("says which setting to look at, never the page the site answered with", async () => {
    await expect(ownerClient(site, "t".repeat(40), answering(401)).list()).rejects.toThrow(
      "https://www.bighorn.test refused the token for /api/leads?limit=200: it differs from the LEADS_EXPORT_TOKEN set there.",
    );
    await expect(ownerClient(site, "t".repeat(40), answering(404)).list()).rejects.toThrow(
      "is LEADS_EXPORT_TOKEN set there (without it the inbox does not exist)",
    );
  });
});
