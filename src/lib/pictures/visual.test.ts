import { describe, expect, it } from "vitest";
import { drawingAlt, hashString, visualGradient, visualRecipe } from "./visual.ts";

describe("visualRecipe", () => {
  it("draws different pictures for different names", () => {
    const names = ["Healthcare", "Retail", "Logistics", "Education", "Government", "Manufacturing"];
    const looks = new Set(names.map((n) => `${visualRecipe(n).from}|${visualRecipe(n).pattern}`));
    expect(looks.size).toBeGreaterThan(names.length - 2);
  });

  it("runs a level recipe straight across and a steep one across the box's proportions", () => {
    expect(visualGradient({ from: "red", to: "blue", angle: 0 })).toBe("linear-gradient(90deg, red 0%, blue 100%)");
    expect(visualGradient({ from: "red", to: "blue", angle: 90 })).toBe("linear-gradient(180deg, red 0%, blue 100%)");
    // 45 degrees in box units on a 16:9 box: steeper in pixels, both colors reached inside the corners.
    expect(visualGradient({ from: "red", to: "blue", angle: 45 })).toBe("linear-gradient(151deg, red 15%, blue 85%)");
  });

  it("hashes to an unsigned 32-bit number", () => {
    const h = hashString("Bighorn");
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** 32);
  });
});

describe("drawingAlt", () => {
  it("names the icon the banner draws, as words, with its article", () => {
    expect(drawingAlt("Cloud Migration", "cloud-upload")).toBe(
      "Abstract banner for Cloud Migration: a cloud upload icon on a patterned gradient",
    );
    expect(drawingAlt("Awards", "award")).toBe("Abstract banner for Awards: an award icon on a patterned gradient");
    expect(drawingAlt("QA & Testing", "bug-off")).toBe(
      "Abstract banner for QA & Testing: a crossed-out bug icon on a patterned gradient",
    );
  });
});
