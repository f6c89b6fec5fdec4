import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GOOGLE_FONTS } from "./keystatic-fonts.ts";

describe("the admin's own fonts instead of Google's", () => {
  it("finds the address it replaces in Keystatic's interface", () => {
    const ui = join(import.meta.dirname, "..", "node_modules", "@keystatic", "core", "dist", "keystatic-core-ui.js");
    expect(readFileSync(ui, "utf8")).toContain(GOOGLE_FONTS);
  });
});
