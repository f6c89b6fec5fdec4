import { expect, it } from "vitest";
import { installedVersion, pinMessage } from "../scripts/lib/installed-version.ts";
import { writtenFor } from "./entry-file.ts";

it("is written for the installed library", () => {
  for (const [name, version] of Object.entries(writtenFor)) {
    expect(installedVersion(name), pinMessage(name, "admin/entry-file.ts")).toBe(version);
  }
});
