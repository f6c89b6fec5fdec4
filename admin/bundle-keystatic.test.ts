import { expect, it } from "vitest";
import { installedVersion, pinMessage } from "../scripts/lib/installed-version.ts";
import { writtenFor } from "./bundle-keystatic.ts";

it("is written for the installed library", () => {
  for (const [name, version] of Object.entries(writtenFor)) {
    expect(installedVersion(name), pinMessage(name, "admin/bundle-keystatic.ts")).toBe(version);
  }
});
