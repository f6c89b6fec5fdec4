import { describe, expect, it } from "vitest";
import type { ContentFiles } from "../src/lib/addresses/content-addresses.ts";
import { LEDGER_FILE } from "../src/lib/addresses/ledger.ts";
import { saveProblems, type SaveRequest } from "./save-check.ts";

/** A small site in memory: two services, an empty Redirects list, and the ledger of what was published. */
function site(): ContentFiles {
  const files = new Map<string, string>([
    ["src/content/services/cloud.json", JSON.stringify({ title: "Cloud" })],
    ["src/content/services/design.json", JSON.stringify({ title: "Design" })],
    ["src/content/redirects.json", JSON.stringify({ redirects: [] })],
    [
      LEDGER_FILE,
      JSON.stringify({
        addresses: {
          "/services/cloud": 'the service "Cloud" (src/content/services/cloud.json)',
          "/services/design": 'the service "Design" (src/content/services/design.json)',
        },
      }),
    ],
  ]);
  return {
    list: (folder) =>
      [...files.keys()].filter((path) => path.startsWith(`${folder}/`)).map((path) => path.slice(folder.length + 1)),
    read: (path) => files.get(path),
  };
}
const file = (path: string, data: unknown) => ({
  path,
  contents: Buffer.from(JSON.stringify(data)).toString("base64"),
});
const save = (change: Partial<SaveRequest>): SaveRequest => ({ additions: [], deletions: [], ...change });

describe("an admin save, checked before it is written", () => {
  it("lets a rename through when the entry keeps its former address, as the admin's field writes it", () => {
    const rename = save({
      additions: [
        file("src/content/services/cloud-migration.json", { title: "Cloud", formerAddresses: ["/services/cloud"] }),
      ],
      deletions: [{ path: "src/content/services/cloud.json" }],
    });
    expect(saveProblems(site(), rename)).toEqual([]);
  });

  it("refuses deleting a published page until Redirects says where its address goes", () => {
    const deletion = save({ deletions: [{ path: "src/content/services/design.json" }] });
    expect(saveProblems(site(), deletion)).toEqual([
      expect.stringMatching(/^\/services\/design was published by the service "Design" .* "Gone for good \(410\)"/),
    ]);
    const withRedirect = save({
      ...deletion,
      additions: [file("src/content/redirects.json", { redirects: [{ from: "/services/design", kind: "gone" }] })],
    });
    expect(saveProblems(site(), withRedirect)).toEqual([]);
  });

  it("refuses a former address another page owns, naming the file and field", () => {
    const claim = save({
      additions: [file("src/content/services/cloud.json", { title: "Cloud", formerAddresses: ["/services/design"] })],
    });
    expect(saveProblems(site(), claim)).toEqual([
      'src/content/services/cloud.json, Former addresses: /services/design is the address of the service "Design" (src/content/services/design.json), so it cannot lead here. Remove it from the list.',
    ]);
  });

  it("lets a scheduled post be renamed freely before its day, and from its day on only with its address kept", () => {
    const files = site();
    const post = "src/content/blog/ehr-audit.md";
    const ledger = JSON.parse(files.read(LEDGER_FILE) ?? "{}") as { addresses: Record<string, unknown> };
    ledger.addresses["/blog/ehr-audit"] = { owner: `the post "EHR audit" (${post})`, from: "2026-12-10" };
    const scheduled: ContentFiles = {
      list: (folder) => (folder === "src/content/blog" ? ["ehr-audit.md"] : files.list(folder)),
      read: (path) =>
        path === post
          ? '---\ntitle: "EHR audit"\ndate: 2026-12-10\n---\nBody.\n'
          : path === LEDGER_FILE
            ? JSON.stringify(ledger)
            : files.read(path),
    };
    const rename = save({
      additions: [
        {
          path: "src/content/blog/ehr-audit-checklist.md",
          contents: Buffer.from('---\ntitle: "EHR audit"\ndate: 2026-12-10\n---\nBody.\n').toString("base64"),
        },
      ],
      deletions: [{ path: post }],
    });
    expect(saveProblems(scheduled, rename, "2026-12-09")).toEqual([]);
    expect(saveProblems(scheduled, rename, "2026-12-10")).toEqual([
      expect.stringMatching(/^\/blog\/ehr-audit was published by the post "EHR audit"/),
    ]);
  });

  it("refuses a redirect loop saved in the Redirects list", () => {
    const loop = save({
      additions: [
        file("src/content/redirects.json", {
          redirects: [
            { from: "/go/a", kind: "permanent", to: "/go/b" },
            { from: "/go/b", kind: "permanent", to: "/go/a" },
          ],
        }),
      ],
    });
    expect(saveProblems(site(), loop)[0]).toMatch(/Redirects › \/go\/a: \/go\/a → \/go\/b → \/go\/a is a loop/);
  });
});
