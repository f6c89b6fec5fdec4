import { describe, expect, it } from "vitest";
import { formatDate, isoDate } from "./dates.ts";

describe("dates", () => {
  it("shows a content date in words without a time-zone shift", () => {
    expect(formatDate(new Date("2025-05-28"))).toBe("May 28, 2025");
  });

  it("gives the machine-readable day", () => {
    expect(isoDate(new Date("2025-05-15"))).toBe("2025-05-15");
  });
});
