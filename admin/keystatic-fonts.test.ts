import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installedVersion, packageFile, pinMessage } from "../scripts/lib/installed-version.ts";
import { GOOGLE_FONTS, writtenFor } from "./keystatic-fonts.ts";

describe("the admin's own fonts instead of Google's", () => {
  it("is written for the installed Keystatic", () => {
    for (const [name, version] of Object.entries(writtenFor)) {
      expect(installedVersion(name), pinMessage(name, "admin/keystatic-fonts.ts")).toBe(version);
    }
  });

  it("finds the address it replaces in Keystatic's interface", () => {
    const ui = readFileSync(packageFile("@keystatic/core", "dist/keystatic-core-ui.js"), "utf8");
    expect(ui).toContain(GOOGLE_FONTS);
  });
});
