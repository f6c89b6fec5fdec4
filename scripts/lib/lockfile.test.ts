import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingOptionalEntries, type Lockfile } from "./lockfile.ts";

describe("missingOptionalEntries", () => {
  it("finds nothing missing in the committed lockfile, so `npm ci` accepts it", () => {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, "../../package-lock.json"), "utf8")) as Lockfile;
    expect(missingOptionalEntries(lock)).toEqual([]);
  });

  it("places a missing build at the top level, or under its parent when another version holds the top", () => {
    const lock: Lockfile = {
      packages: {
        "": {},
        "node_modules/a": {
          version: "2.0.0",
          dev: true,
          optionalDependencies: { "a-mac": "2.0.0", "a-linux": "2.0.0" },
        },
        "node_modules/a-linux": { version: "2.0.0" },
        "node_modules/b": { version: "1.0.0", optionalDependencies: { "a-mac": "1.0.0" } },
        "node_modules/b/node_modules/a-mac": { version: "1.0.0" },
        "node_modules/c": { version: "1.0.0", optionalDependencies: { "c-mac": "^1.0.0" } },
      },
    };
    lock.packages["node_modules/a-mac"] = { version: "1.5.0" };
    expect(missingOptionalEntries(lock)).toEqual([
      { path: "node_modules/a/node_modules/a-mac", name: "a-mac", version: "2.0.0", dev: true },
    ]);
    delete lock.packages["node_modules/a-mac"];
    expect(missingOptionalEntries(lock)).toEqual([
      { path: "node_modules/a-mac", name: "a-mac", version: "2.0.0", dev: true },
    ]);
  });
});
