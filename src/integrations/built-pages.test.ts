import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { builtRoutes, jsonLdBlocks, listFiles, metaContent, metaContents, pagePath } from "./built-pages.ts";

describe("metaContent", () => {
  const html = '<meta property="og:title" content="QA &amp; Testing &#38; more"><meta name="robots" content="noindex">';

  it("reads a meta tag by name or property and decodes entities", () => {
    expect(metaContent(html, "og:title")).toBe("QA & Testing & more");
    expect(metaContent(html, "robots")).toBe("noindex");
  });

  it("gives nothing for a missing tag", () => {
    expect(metaContent(html, "description")).toBeUndefined();
  });
});

describe("reading a build", () => {
  it("reads every meta tag of a name and every JSON-LD block", () => {
    const page =
      '<meta name="robots" content="noindex"><meta name="robots" content="nofollow">' +
      '<script type="application/ld+json">{"@type":"Organization","name":"A &amp; B"}</script>';
    expect(metaContents(page, "robots")).toEqual(["noindex", "nofollow"]);
    expect(jsonLdBlocks(page)).toEqual([{ "@type": "Organization", name: "A &amp; B" }]);
  });

  it("lists a build's pages by route, leaving out the not-found pages", async () => {
    const dist = await mkdtemp(join(tmpdir(), "dist-"));
    onTestFinished(() => rm(dist, { recursive: true, force: true }));
    for (const file of [
      "index.html",
      "about.html",
      "404.html",
      "blog/page/2.html",
      "industries/404.html",
      "logo.png",
    ]) {
      await mkdir(join(dist, file, ".."), { recursive: true });
      await writeFile(join(dist, file), "");
    }
    expect(builtRoutes(dist)).toEqual(["/", "/about", "/blog/page/2"]);
    expect(listFiles(dist)).toHaveLength(6);
    expect(pagePath(dist, join(dist, "blog", "index.html"))).toBe("/blog");
  });
});
