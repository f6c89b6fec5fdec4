import { describe, expect, it } from "vitest";
import { isPublished, publishingCutoff } from "./schedule";

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
