import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LEDGER_FILE } from "../lib/addresses/ledger.ts";
import { publishedAddresses, recordAddresses } from "./addresses.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project holding only a Redirects list and a ledger. */
function project(redirects: unknown[], ledger: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "bighorn-addresses-"));
  folders.push(root);
  mkdirSync(join(root, "src/content"), { recursive: true });
  writeFileSync(join(root, "src/content/redirects.json"), JSON.stringify({ redirects }));
  writeFileSync(join(root, LEDGER_FILE), JSON.stringify({ addresses: ledger }));
  return root;
}
const campaign = { from: "/go/webinar", kind: "temporary", to: "/about" };

describe("what a finished build publishes besides its pages", () => {
  it("stops when an address the ledger holds would answer not found, saying how to settle it", () => {
    const root = project([campaign], { "/about": "the About page", "/events/2025": "the site's page /events/2025" });
    expect(() => publishedAddresses(root, ["/about"], { today: "2026-11-28" })).toThrow(
      /Addresses the build cannot publish:\n- \/events\/2025 was published by the site's page \/events\/2025 and would now answer "not found"/,
    );
  });

  it("publishes the redirects, the gone addresses, and a list's vanished further pages leading to its first", () => {
    const root = project([campaign, { from: "/events/2025", kind: "gone" }], {
      "/about": "the About page",
      "/events/2025": "the site's page /events/2025",
      "/blog/page/4": "the blog's further pages",
    });
    expect(publishedAddresses(root, ["/about", "/blog"], { today: "2026-11-28" })).toEqual({
      moved: [
        { from: "/go/webinar", to: "/about", status: 302 },
        { from: "/blog/page/4", to: "/blog", status: 301 },
      ],
      gone: ["/events/2025"],
    });
  });

  it("stops when a redirect's address has a page", () => {
    const root = project([campaign], {});
    expect(() => publishedAddresses(root, ["/about", "/go/webinar"], { today: "2026-11-28" })).toThrow(
      "/go/webinar is both a page and a redirect",
    );
  });

  it("never writes the ledger: a build only reads it", () => {
    const root = project([], { "/about": "the About page" });
    const before = readFileSync(join(root, LEDGER_FILE), "utf8");
    publishedAddresses(root, ["/about", "/contact"], { today: "2026-11-28" });
    expect(readFileSync(join(root, LEDGER_FILE), "utf8")).toBe(before);
  });

  it("records the pages and each scheduled post's day where people act (recordAddresses), sorted", () => {
    const root = project([], { "/about": "the About page" });
    mkdirSync(join(root, "src/content/blog"), { recursive: true });
    writeFileSync(join(root, "src/content/blog/launch.md"), "---\ntitle: Launch\ndate: 2026-12-05\n---\nSoon.\n");
    expect(recordAddresses(root, ["/about", "/contact"], "2026-11-28")).toBe(true);
    expect(JSON.parse(readFileSync(join(root, LEDGER_FILE), "utf8"))).toEqual({
      addresses: {
        "/about": "the About page",
        "/blog/launch": { owner: 'the post "Launch" (src/content/blog/launch.md)', from: "2026-12-05" },
        "/contact": "the Contact page",
      },
    });
    // Written whole and renamed into place: nothing of the write is left beside it.
    expect(readdirSync(join(root, "src/content")).filter((name) => name.endsWith(".part"))).toEqual([]);
    expect(recordAddresses(root, ["/about", "/contact"], "2026-11-28")).toBe(false);
    // The post renamed before its day: its first address was never published, and no build asks for it.
    writeFileSync(join(root, "src/content/blog/launch.md"), "---\ntitle: Launch\ndate: 2026-12-05\n---\nSoon.\n");
    expect(() => publishedAddresses(root, ["/about", "/contact"], { today: "2026-12-04" })).not.toThrow();
    // On its day, built without its page (renamed, no former address): the build stops.
    expect(() => publishedAddresses(root, ["/about", "/contact"], { today: "2026-12-05" })).toThrow(
      /\/blog\/launch was published by the post "Launch"/,
    );
  });
});
