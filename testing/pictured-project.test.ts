import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { checkoutTag, usableCopy } from "./pictured-project.ts";
import { projectRoot } from "./project-copy.ts";

const made: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), "bighorn-pictured-test-"));
  made.push(path);
  return path;
};
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A kept copy as the maker leaves it: its pictures listed and its dependencies linked from a checkout. */
function keptCopy(checkout: string) {
  const copy = folder();
  writeFileSync(join(copy, "sample-pictures.json"), "[]");
  symlinkSync(join(checkout, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

describe("a kept copy of the site with photographs", () => {
  test("is served while the checkout that made it is there", () => {
    expect(usableCopy(keptCopy(projectRoot))).toBe(true);
  });

  test("is made again when that checkout is gone, instead of serving without its dependencies", () => {
    const clone = folder();
    mkdirSync(join(clone, "node_modules", "astro"), { recursive: true });
    writeFileSync(join(clone, "node_modules", "astro", "package.json"), "{}");
    const copy = keptCopy(clone);
    expect(usableCopy(copy)).toBe(true);
    rmSync(clone, { recursive: true, force: true });
    expect(usableCopy(copy)).toBe(false);
  });

  test("is not whole until its pictures are listed", () => {
    const copy = keptCopy(projectRoot);
    rmSync(join(copy, "sample-pictures.json"));
    expect(usableCopy(copy)).toBe(false);
  });

  test("belongs to one checkout: another clone's copies carry another name", () => {
    const clone = folder();
    mkdirSync(join(clone, "node_modules"));
    expect(checkoutTag(clone)).not.toBe(checkoutTag(projectRoot));
    expect(checkoutTag(projectRoot)).toBe(checkoutTag(projectRoot));
  });
});
