import { describe, expect, it } from "vitest";
import { britishSpellings } from "./spelling.ts";

describe("britishSpellings", () => {
  it("finds British forms in any case", () => {
    expect(
      britishSpellings("Organisations optimise their programme; the Colour of modernisation was realised."),
    ).toEqual(["Organisations", "optimise", "programme", "Colour", "modernisation", "realised"]);
  });

  it("leaves American spellings and look-alike words alone", () => {
    expect(
      britishSpellings(
        "Organizations optimize their program; a realistic, optimistic emphasis on modernization, aria-labelledby.",
      ),
    ).toEqual([]);
  });
});
