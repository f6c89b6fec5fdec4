import { describe, expect, it } from "vitest";
import { sectionOf } from "./sections.ts";

describe("sectionOf", () => {
  it("finds the main-menu section of a detail page", () => {
    expect(sectionOf("/services/qa-testing")).toEqual({ name: "Services", path: "/services" });
    expect(sectionOf("/success-stories/retail-ai-platform")?.name).toBe("Success Stories");
  });

  it("gives nothing for top-level pages or paths outside the menu", () => {
    expect(sectionOf("/")).toBeUndefined();
    expect(sectionOf("/services")).toBeUndefined();
    expect(sectionOf("/legal/terms")).toBeUndefined();
  });
});
