import { describe, expect, it } from "vitest";
import { forwardTarget, leadConfig } from "./config.ts";

describe("lead service settings", () => {
  it("needs nothing: stores without forwarding, 5 posts per client in 10 minutes, 3 s to type", () => {
    expect(leadConfig({})).toMatchObject({
      forwardTo: undefined,
      rateLimit: 5,
      rateWindowMs: 600_000,
      minFillMs: 3_000,
      retryBaseMs: 60_000,
      retryMaxMs: 6 * 3_600_000,
      forwardTimeoutMs: 10_000,
      sweepMs: 30_000,
    });
  });

  it("reads each setting and names the variable it cannot read", () => {
    expect(leadConfig({ LEADS_RATE_LIMIT: "50", LEADS_MIN_FILL_SECONDS: "0.5" })).toMatchObject({
      rateLimit: 50,
      minFillMs: 500,
    });
    expect(() => leadConfig({ LEADS_RATE_LIMIT: "many" })).toThrow(
      'LEADS_RATE_LIMIT must be a whole number above 0; got "many".',
    );
    expect(() => leadConfig({ LEADS_RETRY_SECONDS: "-1" })).toThrow(
      'LEADS_RETRY_SECONDS must be a number of seconds; got "-1".',
    );
  });

  it("forwards only to an https address of a real mailbox", () => {
    expect(forwardTarget("https://formsubmit.co/sales@bighorn.com")).toBe("https://formsubmit.co/sales@bighorn.com");
    expect(forwardTarget("http://127.0.0.1:4323/ajax/leads@bighorn.test")).toBe(
      "http://127.0.0.1:4323/ajax/leads@bighorn.test",
    );
    expect(forwardTarget("")).toBeUndefined();
    expect(() => forwardTarget("http://forms.example.com/x")).toThrow("must use https://");
    expect(() => forwardTarget("formsubmit.co/x")).toThrow("must be an absolute https:// URL");
    expect(() => forwardTarget("https://formsubmit.co/hello@bighornsoftware.example")).toThrow("placeholder mailbox");
  });
});
