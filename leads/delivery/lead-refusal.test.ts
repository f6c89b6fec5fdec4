import { describe, expect, it } from "vitest";
import { isRefusal, needsTheOwner, type Try } from "./lead-refusal.ts";

const failed = (detail: string, status?: number, at = 0): Try => ({ at, ms: 100, ok: false, status, detail });

/** What the forwarder records for each answer (leads/delivery/forward.ts, `judgeAnswer` and `describeFailure`). */
const answers = {
  "5xx": failed("answered HTTP 502", 502),
  timeout: failed("no answer in time"),
  "network error": failed("could not connect (ECONNREFUSED)"),
  garbage: failed('answered HTTP 200 without JSON: "<html>"', 200),
  "too long an answer": failed("answered HTTP 200 with more than 64 KB", 200),
  "rate limited": failed("answered HTTP 429", 429),
  "4xx": failed("answered HTTP 422", 422),
  "JSON refusal": failed(
    "refused: This form needs Activation. We've sent you an email containing an 'Activate Form' link.",
    200,
  ),
};

describe("a refusal is the form service saying no to this lead", () => {
  it.each([
    ["5xx", false],
    ["timeout", false],
    ["network error", false],
    ["garbage", false],
    ["too long an answer", false],
    ["rate limited", false],
    ["4xx", true],
    ["JSON refusal", true],
  ] as const)("%s: %s", (name, refusal) => {
    expect(isRefusal(answers[name])).toBe(refusal);
  });

  it("a delivered try is no refusal", () => {
    expect(isRefusal({ at: 0, ms: 1, ok: true, status: 200, detail: "delivered" })).toBe(false);
  });
});

describe("a lead needs its owner only when refused the same way twice, with another lead delivered between", () => {
  const between = 5_000;
  const again = (attempt: Try): Try => ({ ...attempt, at: 10_000 });

  it.each(Object.keys(answers) as (keyof typeof answers)[])("%s twice, a lead delivered between", (name) => {
    const refused = name === "4xx" || name === "JSON refusal";
    expect(needsTheOwner(answers[name], again(answers[name]), between)).toBe(refused);
  });

  it("a 4xx once: not yet (there is no try before it)", () => {
    expect(needsTheOwner(undefined, answers["4xx"], between)).toBe(false);
  });

  it("a 4xx twice with nothing delivered between: an address that refuses everyone, an outage", () => {
    expect(needsTheOwner(answers["4xx"], again(answers["4xx"]), 0)).toBe(false);
    // Delivered before the first refusal ended: not between.
    expect(needsTheOwner(answers["4xx"], again(answers["4xx"]), 50)).toBe(false);
  });

  it("two different refusals, or a refusal after a 5xx: not the same answer, not yet", () => {
    expect(needsTheOwner(answers["4xx"], again(failed("answered HTTP 400", 400)), between)).toBe(false);
    expect(needsTheOwner(answers["5xx"], again(answers["4xx"]), between)).toBe(false);
    expect(needsTheOwner(answers["4xx"], again(answers["5xx"]), between)).toBe(false);
  });

  it("after a release from spam, the tries before it still count: the same refusal, a delivery between", () => {
    const beforeSpam = failed("answered HTTP 422", 422, 0);
    const afterRelease = failed("answered HTTP 422", 422, 7 * 86_400_000);
    expect(needsTheOwner(beforeSpam, afterRelease, 86_400_000)).toBe(true);
  });
});
