import { describe, expect, it } from "vitest";
import { splitResult } from "./result-figure.ts";

describe("splitResult", () => {
  it.each([
    ["30% increase in patient engagement", "30%", "increase in patient engagement"],
    ["5,000 small-business customers within six months", "5,000", "small-business customers within six months"],
    ["3x day-30 retention after the rebuild", "3x", "day-30 retention after the rebuild"],
    ["Zero ticket-sale outages across two seasons", "Zero", "ticket-sale outages across two seasons"],
    ["9 s median time to log an expense", "9 s", "median time to log an expense"],
    ["4 months until subscriptions covered hosting", "4 months", "until subscriptions covered hosting"],
  ])("%s: %s, then the rest", (result, metric, description) => {
    expect(splitResult(result)).toEqual({ metric, description });
  });

  it("leaves a line without a leading figure whole", () => {
    expect(splitResult("Weekly counts replaced by continuous tracking")).toEqual({
      description: "Weekly counts replaced by continuous tracking",
    });
  });
});
