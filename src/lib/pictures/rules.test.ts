import { describe, expect, it } from "vitest";
import { PICTURE_LIMIT, PICTURE_PATH, pictureProblem } from "./rules.ts";

describe("pictureProblem", () => {
  it("takes a JPEG, PNG, WebP or AVIF up to the limit", () => {
    for (const name of ["a.jpg", "b.JPEG", "c.png", "d.webp", "e.avif"]) {
      expect(pictureProblem({ name, bytes: PICTURE_LIMIT.bytes })).toBeUndefined();
    }
  });

  it("refuses a file over the limit, saying its size and the limit", () => {
    expect(pictureProblem({ name: "team.jpg", bytes: 12.4 * 1024 * 1024 })).toBe(
      `team.jpg is 12.4 MB; the limit is ${PICTURE_LIMIT.label}. Export it smaller (2400 pixels wide as a JPEG is plenty) and choose it again.`,
    );
  });

  it("refuses other formats by name", () => {
    expect(pictureProblem({ name: "IMG_0042.HEIC", bytes: 1000 })).toBe(
      "IMG_0042.HEIC is a HEIC file. Choose a JPEG, PNG, WebP or AVIF picture.",
    );
    expect(pictureProblem({ name: "logo.svg", bytes: 1000 })).toMatch(/^logo\.svg is a SVG file/);
  });
});

describe("PICTURE_PATH", () => {
  it("matches the paths the admin writes beside an entry, and nothing outside it", () => {
    expect(PICTURE_PATH.test("./telehealth-hospital-network/image.jpg")).toBe(true);
    expect(PICTURE_PATH.test("./leaders/items/0/portrait.png")).toBe(true);
    expect(PICTURE_PATH.test("../../secrets/image.jpg")).toBe(false);
    expect(PICTURE_PATH.test("/etc/image.jpg")).toBe(false);
    expect(PICTURE_PATH.test("https://example.com/image.jpg")).toBe(false);
  });
});
