import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time.ts";

describe("readingMinutes", () => {
  it("rounds to whole minutes at 230 words a minute", () => {
    expect(readingMinutes("word ".repeat(920))).toBe(4);
  });

  it("never says zero", () => {
    expect(readingMinutes("")).toBe(1);
  });
});
