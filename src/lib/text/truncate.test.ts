import { describe, expect, it } from "vitest";
import { truncate } from "./truncate.ts";

describe("truncate", () => {
  it("returns text that fits unchanged", () => {
    expect(truncate("Short intro.", 100)).toBe("Short intro.");
    expect(truncate("x".repeat(100), 100)).toBe("x".repeat(100));
  });

  it("cuts at the last whole word and adds an ellipsis", () => {
    expect(truncate("Custom software for hospitals and retailers", 20)).toBe("Custom software for…");
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(truncate("Custom software builds", 15)).toBe("Custom software…");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncate("Fast, accessible, secure apps", 17)).toBe("Fast, accessible…");
  });

  it("never splits an emoji or a combined character", () => {
    const text = "Care 👩🏽‍⚕️👩🏽‍⚕️ teams";
    expect(truncate(text, 6)).toBe("Care…");
    expect(truncate("ééééé ééééé", 8)).toBe("ééééé…");
    expect(truncate("👩🏽‍⚕️👩🏽‍⚕️👩🏽‍⚕️", 2)).toBe("👩🏽‍⚕️👩🏽‍⚕️…");
  });

  it("counts characters, not UTF-16 units, against the limit", () => {
    const result = truncate("é".repeat(150), 100);
    expect(Array.from(new Intl.Segmenter().segment(result)).length).toBe(101);
  });

  it("collapses whitespace so line breaks in content do not count", () => {
    expect(truncate("  one\n two  ", 100)).toBe("one two");
  });
});
