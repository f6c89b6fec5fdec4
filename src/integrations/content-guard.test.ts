import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectionFiles } from "../lib/content/collections.ts";
import { collectionFolders, type GuardedCollection } from "../lib/content/route-guard.ts";
import { takenAddressProblems } from "./content-guard.ts";

/** A content folder holding only the named entries (empty files: the guard reads names, not contents). */
function contentWith(entries: Partial<Record<GuardedCollection, string[]>>): string {
  const dir = mkdtempSync(join(tmpdir(), "bighorn-content-guard-"));
  folders.push(dir);
  for (const collection of Object.keys(collectionFolders) as GuardedCollection[]) {
    const { folder, extension } = collectionFiles[collection];
    mkdirSync(join(dir, folder), { recursive: true });
    for (const id of entries[collection] ?? []) writeFileSync(join(dir, folder, `${id}${extension}`), "");
  }
  return dir;
}
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("takenAddressProblems: an entry whose web address another page owns stops the build", () => {
  it("names the file, the field and why, for every collection whose pages share the site's addresses", () => {
    const problems = takenAddressProblems(
      contentWith({
        legal: ["about", "contact", "blog", "thank-you", "404", "index", "cookie-policy"],
        blog: ["search", "a-fine-post"],
        industries: ["404", "healthcare"],
        caseStudies: ["retail-ai-platform", "rfid-inventory-management"],
      }),
    );
    const files = [
      ...["about", "contact", "blog", "thank-you", "404", "index"].map((id) => `src/content/legal/${id}.md`),
      "src/content/blog/search.md",
      "src/content/industries/404.json",
    ];
    expect(problems).toHaveLength(files.length);
    for (const file of files) {
      const id = file.replace(/^.*\/|\.(md|json)$/g, "");
      expect(problems.some((problem) => problem.startsWith(`${file}, web address name "${id}": `))).toBe(true);
    }
    expect(problems.join("\n")).toContain("/blog/search is the address of the blog search");
    expect(
      problems.every((problem) => problem.endsWith("create the entry again with another web address name).")),
    ).toBe(true);
  });

  it("finds nothing when every name is free", () => {
    expect(takenAddressProblems(contentWith({ legal: ["cookie-policy"], blog: ["about"] }))).toEqual([]);
  });
});
