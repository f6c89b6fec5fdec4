import { describe, expect, test } from "vitest";
import { platformLeadConfig, reportProblems, settingsOf, unusableForwarder } from "./platform-config.ts";

describe("settings on a platform, where nothing can refuse to start", () => {
  test("a setting that does not parse is left at its default and named; the others are read", () => {
    const { config, problems, forwardProblem } = platformLeadConfig({
      LEADS_RATE_LIMIT: "many",
      LEADS_MIN_FILL_SECONDS: "5",
      LEADS_EXPORT_TOKEN: "short",
    });
    expect(config).toMatchObject({ rateLimit: 5, minFillMs: 5_000, exportToken: undefined });
    expect(problems).toEqual([
      'LEADS_RATE_LIMIT must be a whole number from 1 to 100000; got "many".',
      expect.stringMatching(/^LEADS_EXPORT_TOKEN must be at least \d+ characters/),
    ]);
    expect(forwardProblem).toBeUndefined();
  });

  test("a bad forward target turns forwarding off and says why, for the lead to carry", async () => {
    const { config, forwardProblem } = platformLeadConfig({ CONTACT_FORM_ENDPOINT: "formsubmit.co/sales@bighorn.com" });
    expect(config.forwardTo).toBeUndefined();
    expect(forwardProblem).toBe(
      'CONTACT_FORM_ENDPOINT must be an absolute https:// URL; got "formsubmit.co/sales@bighorn.com".',
    );
    expect(await unusableForwarder(forwardProblem ?? "").send({} as never)).toEqual({
      ok: false,
      error: `not sent: ${forwardProblem ?? ""}`,
    });
  });

  test("a setting out of its bounds is ignored the same way: a forward timeout of months holds no lead", () => {
    const { config, problems } = platformLeadConfig({ LEADS_FORWARD_TIMEOUT_SECONDS: "5000000" });
    expect(config.forwardTimeoutMs).toBe(10_000);
    expect(problems).toEqual([
      'LEADS_FORWARD_TIMEOUT_SECONDS must be a number of seconds from 1 to 120; got "5000000".',
    ]);
  });

  test("good settings read as on every other host", () => {
    expect(platformLeadConfig({ LEADS_RATE_LIMIT: "20" })).toMatchObject({
      config: { rateLimit: 20 },
      problems: [],
      forwardProblem: undefined,
    });
  });

  test("numbers and true/false typed in wrangler.jsonc are read as settings; bindings are not", () => {
    expect(
      settingsOf({ LEADS_RATE_LIMIT: 20, LEADS_SALT: "s", FLAG: true, LEADS_D1: {}, ASSETS: { fetch() {} } }),
    ).toEqual({
      LEADS_RATE_LIMIT: "20",
      LEADS_SALT: "s",
      FLAG: "true",
    });
    expect(platformLeadConfig(settingsOf({ LEADS_RATE_LIMIT: 20 })).config.rateLimit).toBe(20);
  });

  test("each problem is logged loudly", () => {
    const lines: string[] = [];
    reportProblems(['LEADS_RATE_LIMIT must be a whole number from 1 to 100000; got "many".'], (l) => lines.push(l));
    expect(lines).toEqual([
      'SETTING IGNORED: LEADS_RATE_LIMIT must be a whole number from 1 to 100000; got "many". Leads are still stored; fix the setting and redeploy.',
    ]);
  });
});
