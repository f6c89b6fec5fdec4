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
      reportAt: { weekday: 1, hour: 8, minute: 0 },
      upkeepMs: 600_000,
    });
    expect(leadConfig({ LEADS_REPORT_AT: "off" }).reportAt).toBeUndefined();
    expect(() => leadConfig({ LEADS_REPORT_AT: "Mondays at 8" })).toThrow(/^LEADS_REPORT_AT must be a day and a time/);
  });

  it("reads each setting and names the variable it cannot read", () => {
    expect(leadConfig({ LEADS_RATE_LIMIT: "50", LEADS_MIN_FILL_SECONDS: "0.5" })).toMatchObject({
      rateLimit: 50,
      minFillMs: 500,
    });
    expect(() => leadConfig({ LEADS_RATE_LIMIT: "many" })).toThrow(
      'LEADS_RATE_LIMIT must be a whole number from 1 to 100000; got "many".',
    );
    expect(() => leadConfig({ LEADS_RETRY_SECONDS: "-1" })).toThrow(
      'LEADS_RETRY_SECONDS must be a number of seconds from 0.1 to 3600; got "-1".',
    );
  });

  it.each([
    ["LEADS_FORWARD_TIMEOUT_SECONDS", "5000000", "a number of seconds from 1 to 120"],
    ["LEADS_FORWARD_TIMEOUT_SECONDS", "0", "a number of seconds from 1 to 120"],
    ["LEADS_RATE_LIMIT", "1e9", "a whole number from 1 to 100000"],
    ["LEADS_RATE_WINDOW_SECONDS", "31536000", "a number of seconds from 1 to 86400"],
    ["LEADS_MIN_FILL_SECONDS", "600", "a number of seconds from 0 to 60"],
    ["LEADS_RETRY_SECONDS", "Infinity", "a number of seconds from 0.1 to 3600"],
    ["LEADS_SWEEP_SECONDS", "0", "a number of seconds from 0.1 to 3600"],
    ["LEADS_ALERT_AFTER_MINUTES", "99999", "a number of minutes from 0 to 10080"],
    ["LEADS_UPKEEP_SECONDS", "0", "a number of seconds from 1 to 3600"],
  ])("refuses %s=%s as out of bounds: it must be %s", (name, value, range) => {
    expect(() => leadConfig({ [name]: value })).toThrow(`${name} must be ${range}; got "${value}".`);
  });

  it("keeps the bounds' ends: a minute-long timeout and a day-long window are a person's choice", () => {
    expect(
      leadConfig({
        LEADS_FORWARD_TIMEOUT_SECONDS: "120",
        LEADS_RATE_WINDOW_SECONDS: "86400",
        LEADS_ALERT_AFTER_MINUTES: "0",
      }),
    ).toMatchObject({ forwardTimeoutMs: 120_000, rateWindowMs: 86_400_000, alertAfterMs: 0 });
  });

  it.each([
    ["32 spaces", " ".repeat(32), "must not contain spaces"],
    ["32 times one letter", "a".repeat(32), "must mix at least 10 different characters"],
    ["a short pattern repeated", "abcabcabcabcabcabcabcabcabcabcabcabc", "must mix at least 10 different characters"],
    ["too short", "0123456789abcdef", "must be at least 32 characters"],
  ])("refuses an owner token of %s at start", (_what, token, message) => {
    expect(() => leadConfig({ LEADS_EXPORT_TOKEN: token })).toThrow(message);
  });

  it("takes a token as openssl rand -hex 32 makes one", () => {
    const token = "3f9a0c1e7b2d4865a1f0c9e8d7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8";
    expect(leadConfig({ LEADS_EXPORT_TOKEN: token }).exportToken).toBe(token);
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
