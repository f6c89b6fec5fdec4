import { describe, expect, it } from "vitest";
import { hashString, visualRecipe } from "./visual";

describe("visualRecipe", () => {
  it("draws the same picture for the same name", () => {
    expect(visualRecipe("Healthcare")).toEqual(visualRecipe("Healthcare"));
  });

  it("draws different pictures for different names", () => {
    const names = ["Healthcare", "Retail", "Logistics", "Education", "Government", "Manufacturing"];
    const ids = new Set(names.map((n) => visualRecipe(n).id));
    const looks = new Set(names.map((n) => `${visualRecipe(n).from}|${visualRecipe(n).pattern}`));
    expect(ids.size).toBe(names.length);
    expect(looks.size).toBeGreaterThan(names.length - 2);
  });

  it("hashes to an unsigned 32-bit number", () => {
    const h = hashString("Bighorn");
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** 32);
  });
});
