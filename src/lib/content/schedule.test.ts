import { describe, expect, it } from "vitest";
import { buildMoment, isPublished, publishingCutoff } from "./schedule.ts";

describe("scheduled posts", () => {
  const build = publishingCutoff(new Date("2026-11-23T08:00:00Z"));

  it("publishes a post dated today or earlier, and holds one dated tomorrow", () => {
    expect(isPublished(new Date("2026-11-23"), build)).toBe(true);
    expect(isPublished(new Date("2025-05-28"), build)).toBe(true);
    expect(isPublished(new Date("2026-11-24"), build)).toBe(false);
  });

  it("shows every post in preview (npm run dev)", () => {
    expect(isPublished(new Date("2030-01-01"), build, { preview: true })).toBe(true);
  });
});

describe("the build's clock", () => {
  const now = new Date("2026-11-25T00:10:00Z");

  it("is now unless SOURCE_DATE_EPOCH says otherwise", () => {
    expect(buildMoment(undefined, now)).toEqual(now);
    expect(buildMoment("", now)).toEqual(now);
  });

  it("reads SOURCE_DATE_EPOCH as seconds since 1970", () => {
    expect(buildMoment("1764028799", now).toISOString()).toBe("2025-11-24T23:59:59.000Z");
  });

  it("refuses a value that is not whole seconds, naming the variable", () => {
    for (const value of ["2025-11-24", "1764028799.5", "-1", "soon"]) {
      expect(() => buildMoment(value, now)).toThrow(/^SOURCE_DATE_EPOCH must be whole seconds since 1970/);
    }
  });
});
